import { Alert, Skeleton, Space, Tag, Typography } from 'antd';
import { copyValue, detailEntries, useRafflePaymentMethods } from '../../payment-methods';
import { es } from '../../../locales/es';
import './buyer-payment.css';

/** The raffle creator's payment methods, default first, each field with its own copy button. */
export function PayToDetails({ raffleId }: { raffleId: string }) {
  const t = es.ticketPage;
  const methods = useRafflePaymentMethods(raffleId, true);

  if (methods.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (methods.isError) return <Alert type="warning" showIcon title={t.methodsError} />;
  if (methods.data.length === 0)
    return <Alert type="info" showIcon title={t.noMethods} data-testid="no-payment-methods" />;
  return (
    <ul className="rifa-pay-to" data-testid="pay-to-details">
      {methods.data.map((method) => (
        <li key={method.id} className="rifa-pay-to__method" data-testid="pay-to-method">
          <Space wrap size={6}>
            <Typography.Text strong>{method.name}</Typography.Text>
            <Tag>{es.paymentMethods.types[method.type]}</Tag>
            {method.is_default ? <Tag color="green">{t.default}</Tag> : null}
          </Space>
          {detailEntries(method.type, method.details).map(([field, value]) => {
            const label = es.paymentMethods.fields[field];
            return (
              <div key={field} className="rifa-pay-to__field">
                <Typography.Text type="secondary">{label}</Typography.Text>
                <Typography.Text
                  strong
                  className="rifa-pay-to__value"
                  copyable={
                    field === 'notes'
                      ? false
                      : { text: copyValue(field, value), tooltips: [t.copy(label), t.copied] }
                  }
                >
                  {value}
                </Typography.Text>
              </div>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
