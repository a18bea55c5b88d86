import { useState } from 'react';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { CheckOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../../lib/auth-context';
import { dayjs } from '../../../lib/dayjs';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useBusinessMe } from '../api/business-me';
import { cashiersQuery } from '../api/cashiers';
import {
  fetchShiftCloseCsv,
  useCloseShift,
  useShiftCloses,
  useShiftTotals,
  useSignOffShiftClose,
  type ShiftClose,
  type ShiftMethod,
} from '../api/counter';
import { inBolivares } from '../../../lib/counter-payment';
import { countedOf, dayPeriod, methodsToCount } from '../shift-close';
import { saveBlob } from '../ticket-export';
import '../business-sales.css';

const t = es.business.shiftClose;
const methodName = (method: ShiftMethod) => es.business.counterMethods[method];
const amountIn = (method: ShiftMethod, amount: number) =>
  formatMoney(amount, inBolivares(method) ? 'VES' : 'USD');

/**
 * /business/shift-close (owner and cashiers): a cashier's counter sales of a day by method —
 * collected and owed —, what was counted of each, the close with its differences, and the closes
 * the owner signs off (with their CSV).
 */
export default function ShiftClosePage() {
  const { user } = useAuth();
  const me = useBusinessMe();
  const owner = me.data?.role === 'business';
  const cashiers = useQuery({ ...cashiersQuery(), enabled: owner });
  const [picked, setPicked] = useState<string | null>(null);
  const [day, setDay] = useState(() => dayjs());
  const cashierId = owner ? (picked ?? cashiers.data?.data[0]?.id ?? null) : (user?.id ?? null);

  return (
    <section className="rifa-page rifa-biz-page">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <div>
        <PageTitle>{t.title}</PageTitle>
        <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
          {t.subtitle}
        </Typography.Paragraph>
      </div>
      <div className="rifa-biz-filters">
        {owner ? (
          <Select
            aria-label={t.cashier}
            placeholder={t.cashier}
            value={cashierId ?? undefined}
            onChange={(id: string) => setPicked(id)}
            loading={cashiers.isPending}
            options={(cashiers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="shift-cashier"
          />
        ) : null}
        <DatePicker
          aria-label={t.day}
          value={day}
          format="DD/MM/YYYY"
          allowClear={false}
          onChange={(value) => value && setDay(value)}
          data-testid="shift-day"
        />
      </div>
      {cashierId ? (
        <ShiftForm
          key={`${cashierId}-${day.format('YYYY-MM-DD')}`}
          cashierId={cashierId}
          day={day}
        />
      ) : owner && cashiers.data ? (
        <Empty description={t.noCashiers} />
      ) : null}
      <ClosesList owner={owner} />
    </section>
  );
}

function ShiftForm({ cashierId, day }: { cashierId: string; day: ReturnType<typeof dayjs> }) {
  const { message } = App.useApp();
  const { from, to } = dayPeriod(day);
  const totals = useShiftTotals(cashierId, from, to);
  const close = useCloseShift(cashierId);
  const [form] = Form.useForm<Partial<Record<ShiftMethod, number | null>>>();

  if (totals.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (totals.isError)
    return (
      <LoadFailed
        title={t.loadError}
        description={totals.error.message}
        onRetry={() => void totals.refetch()}
      />
    );
  const methods = methodsToCount(totals.data);
  const submit = (values: Partial<Record<ShiftMethod, number | null>>) =>
    close.mutate(
      { from, to, counted: countedOf(methods, values) },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t.closed);
        },
        onError: (error) => void message.error(errorMessage(error, t.closeError)),
      },
    );

  return (
    <Card size="small" title={t.totalsTitle} data-testid="shift-totals">
      <Space wrap size={[24, 4]} style={{ marginBottom: 12 }}>
        <Typography.Text data-testid="shift-collected">
          {t.collected}: <strong>{formatMoney(totals.data.collected_usd)}</strong>
        </Typography.Text>
        <Typography.Text data-testid="shift-owed">
          {t.owed}: <strong>{formatMoney(totals.data.owed_usd)}</strong>
        </Typography.Text>
      </Space>
      {methods.length === 0 ? (
        <Empty description={t.noSales} />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} disabled={close.isPending}>
          {totals.data.methods.map((m) => (
            <div className="rifa-shift-method" key={m.method} data-testid="shift-method">
              <Typography.Text strong>{methodName(m.method)}</Typography.Text>
              <Typography.Text type="secondary">
                {t.expected(amountIn(m.method, m.collected))}
                {m.owed > 0 ? ` · ${t.owedMethod(amountIn(m.method, m.owed))}` : ''}
              </Typography.Text>
              <Form.Item
                name={m.method}
                label={t.counted(inBolivares(m.method) ? 'Bs' : 'USD')}
                style={{ marginBottom: 8 }}
              >
                <InputNumber
                  min={0}
                  step={0.01}
                  precision={2}
                  decimalSeparator=","
                  inputMode="decimal"
                  style={{ width: '100%' }}
                  data-testid={`shift-counted-${m.method}`}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={close.isPending}
            data-testid="shift-submit"
          >
            {t.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}

function ClosesList({ owner }: { owner: boolean }) {
  const closes = useShiftCloses(0);
  if (closes.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (closes.isError)
    return <LoadFailed title={t.loadError} onRetry={() => void closes.refetch()} />;
  return (
    <div className="rifa-stack">
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t.closesTitle}
      </Typography.Title>
      {closes.data.data.length === 0 ? (
        <Empty description={t.noCloses} />
      ) : (
        closes.data.data.map((close) => <CloseCard key={close.id} close={close} owner={owner} />)
      )}
    </div>
  );
}

function CloseCard({ close, owner }: { close: ShiftClose; owner: boolean }) {
  const { message } = App.useApp();
  const signOff = useSignOffShiftClose();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await fetchShiftCloseCsv(close.id), `cierre-${close.from.slice(0, 10)}.csv`);
    } catch (error) {
      void message.error(errorMessage(error, t.exportError));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      size="small"
      data-testid="shift-close"
      title={`${close.seller.name} · ${formatDate(close.from)}`}
      extra={
        close.signed_off_at ? (
          <Tag color="green" data-testid="shift-close-signed">
            {t.signed}
          </Tag>
        ) : (
          <Tag color="gold">{t.unsigned}</Tag>
        )
      }
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        {close.lines.map((line) => (
          <div key={line.method} className="rifa-shift-line" data-testid="shift-close-line">
            <Typography.Text>{methodName(line.method)}</Typography.Text>
            <Typography.Text type="secondary">
              {t.line(amountIn(line.method, line.expected), amountIn(line.method, line.counted))}
            </Typography.Text>
            <Typography.Text
              type={line.difference < 0 ? 'danger' : line.difference > 0 ? 'warning' : 'success'}
              data-testid="shift-close-difference"
            >
              {t.difference(amountIn(line.method, line.difference))}
            </Typography.Text>
          </div>
        ))}
        <Typography.Text type="secondary">
          {t.owed}: {formatMoney(close.owed_usd)}
        </Typography.Text>
        {close.signed_off_at ? (
          <Typography.Text type="secondary">
            {t.signedAt(formatDateTime(close.signed_off_at))}
          </Typography.Text>
        ) : null}
        <Space wrap>
          {owner && !close.signed_off_at ? (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={signOff.isPending}
              onClick={() =>
                signOff.mutate(close.id, {
                  onSuccess: () => void message.success(t.signedDone),
                  onError: (error) => void message.error(errorMessage(error, t.signError)),
                })
              }
              data-testid="shift-sign-off"
            >
              {t.signOff}
            </Button>
          ) : null}
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void download()}>
            {t.export}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
