import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatDateTime } from '../../../lib/format';
import type { Profile } from '../../../lib/profile';
import { es } from '../../../locales/es';
import { useSetExchangeRate } from '../api/profile';
import { parseRate } from '../exchange-rate';

/**
 * 'Tasa del dólar (Bs)': the Bs-per-USD rate buyers of the user's raffles see their totals in,
 * with the date it was set; empty or 0 removes it.
 */
export function ExchangeRateCard({ profile }: { profile: Profile }) {
  const t = es.profile.exchangeRate;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rate: string }>();
  const update = useSetExchangeRate();

  const save = ({ rate }: { rate: string }) => {
    const value = parseRate(rate) ?? 0;
    update.mutate(value, {
      onSuccess: () => {
        void message.success(value === 0 ? t.removed : t.saved);
        form.setFieldValue('rate', value === 0 ? '' : formatAmount(value));
      },
      onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
    });
  };

  return (
    <Card title={t.title} data-testid="exchange-rate-card">
      <Form
        name="exchange-rate-card"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ rate: profile.exchange_rate ? formatAmount(profile.exchange_rate) : '' }}
        onFinish={save}
      >
        <Form.Item
          label={t.label}
          name="rate"
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
          <Input
            prefix="Bs"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t.placeholder}
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <Space wrap align="center">
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t.save}
          </Button>
          <Typography.Text type="secondary" data-testid="exchange-rate-date">
            {profile.exchange_rate && profile.exchange_rate_at
              ? t.updatedAt(formatDateTime(profile.exchange_rate_at))
              : t.none}
          </Typography.Text>
        </Space>
      </Form>
    </Card>
  );
}
