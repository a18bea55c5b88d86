import { Button, Card, Empty, Form, InputNumber, Space, Typography } from 'antd';
import { inBolivares } from '../../../lib/counter-payment';
import { formatMoney } from '../../../lib/format';
import {
  countedOf,
  methodsToCount,
  type ShiftCloseCreate,
  type ShiftMethod,
  type ShiftTotals,
} from '../../../lib/shift-close';
import { es } from '../../../locales/es';
import './shift-close.css';

const t = es.business.shiftClose;
const amountIn = (method: ShiftMethod, amount: number) =>
  formatMoney(amount, inBolivares(method) ? 'VES' : 'USD');

type Values = Partial<Record<ShiftMethod, number | null>>;

/**
 * A shift's counter sales by method (collected and owed) and the form that records what was
 * counted of each: the business's cashiers and owner, and a raffle's sellers alike. `onClose`
 * resolves true when the close was made (the form is cleared).
 */
export function ShiftCountForm({
  totals,
  closing,
  onClose,
}: {
  totals: ShiftTotals;
  closing: boolean;
  onClose: (counted: ShiftCloseCreate['counted']) => Promise<boolean>;
}) {
  const [form] = Form.useForm<Values>();
  const methods = methodsToCount(totals);
  const submit = async (values: Values) => {
    if (await onClose(countedOf(methods, values))) form.resetFields();
  };
  return (
    <Card size="small" title={t.totalsTitle} data-testid="shift-totals">
      <Space wrap size={[24, 4]} style={{ marginBottom: 12 }}>
        <Typography.Text data-testid="shift-collected">
          {t.collected}: <strong>{formatMoney(totals.collected_usd)}</strong>
        </Typography.Text>
        <Typography.Text data-testid="shift-owed">
          {t.owed}: <strong>{formatMoney(totals.owed_usd)}</strong>
        </Typography.Text>
      </Space>
      {methods.length === 0 ? (
        <Empty description={t.noSales} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          disabled={closing}
        >
          {totals.methods.map((m) => (
            <div className="rifa-shift-method" key={m.method} data-testid="shift-method">
              <Typography.Text strong>{es.business.counterMethods[m.method]}</Typography.Text>
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
            loading={closing}
            data-testid="shift-submit"
          >
            {t.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
