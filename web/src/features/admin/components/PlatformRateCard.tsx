import { App, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { formatAmount, formatDateTime, readPaymentAmount } from '../../../lib/format';
import { es } from '../../../locales/es';
import { usePlatformRate, useSetPlatformRate } from '../api/exchange-rate';
import { FormError } from './FormError';
import { LoadFailure } from './LoadFailure';

/** A rate as typed ("245,50" or "245.50"): more than 0, at most two decimals; else null. */
function parseRate(text: string | undefined): number | null {
  return readPaymentAmount(text).amount;
}

/** The platform's Bs-per-USD rate (subscription prices in bolívares), with when it was set. */
export function PlatformRateCard() {
  const t = es.admin.rate;
  const { message } = App.useApp();
  const rate = usePlatformRate();
  const update = useSetPlatformRate();
  const [form] = Form.useForm<{ exchange_rate: string }>();
  const formError = useServerErrors(form, update.error);

  let current;
  if (rate.isPending) current = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  else if (rate.isError)
    current = <LoadFailure error={rate.error} onRetry={() => void rate.refetch()} />;
  else if (rate.data.exchange_rate === null)
    current = <Typography.Text type="secondary">{t.none}</Typography.Text>;
  else
    current = (
      <div className="rifa-admin-rate__current">
        <strong data-testid="admin-rate-value">
          {t.current(formatAmount(rate.data.exchange_rate))}
        </strong>
        {rate.data.exchange_rate_at ? (
          <Typography.Text type="secondary" data-testid="admin-rate-date">
            {t.setAt(formatDateTime(rate.data.exchange_rate_at))}
          </Typography.Text>
        ) : null}
      </div>
    );

  return (
    <Card
      title={<h2 className="rifa-admin__card-title">{t.title}</h2>}
      data-testid="admin-rate"
      className="rifa-admin-rate"
    >
      {current}
      <Form
        name="platform-rate-card"
        form={form}
        layout="vertical"
        requiredMark={false}
        className="rifa-admin-rate__form"
        onFinish={({ exchange_rate: typed }) => {
          const value = parseRate(typed);
          if (value === null) return;
          update.mutate(value, {
            onSuccess: () => {
              form.resetFields();
              void message.success(t.saved);
            },
          });
        }}
      >
        <Form.Item
          label={t.label}
          name="exchange_rate"
          extra={t.hint}
          rules={[
            {
              validator: (_: unknown, value: string | undefined) =>
                parseRate(value) === null
                  ? Promise.reject(new Error(t.invalid))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input prefix="Bs" inputMode="decimal" autoComplete="off" placeholder={t.placeholder} />
        </Form.Item>
        <FormError message={formError} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}
