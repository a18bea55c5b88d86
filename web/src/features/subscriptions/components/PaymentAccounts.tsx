import { Alert, Skeleton, Tag, Typography } from 'antd';
import { es } from '../../../locales/es';
import { usePaymentAccounts } from '../api/mobile-payments';
import type { PaymentAccount } from '../subscription';

const FIELDS = ['bank', 'phone', 'id_number', 'holder'] as const;

/** The platform's active accounts (`GET /mobile-payment-config`), each field with a copy button. */
export function PaymentAccounts() {
  const t = es.subscriptions.pay;
  const accounts = usePaymentAccounts();
  if (accounts.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (accounts.isError) return <Alert type="warning" showIcon title={t.accountsError} />;
  if (accounts.data.length === 0)
    return <Alert type="warning" showIcon title={t.noAccounts} data-testid="no-accounts" />;
  return (
    <ul className="rifa-accounts" data-testid="payment-accounts">
      {accounts.data.map((account) => (
        <AccountItem key={account.id} account={account} />
      ))}
    </ul>
  );
}

function AccountItem({ account }: { account: PaymentAccount }) {
  const t = es.subscriptions.pay;
  return (
    <li className="rifa-accounts__item" data-testid="payment-account">
      <div>
        <Tag color="blue">{es.paymentMethods.types[account.payment_method]}</Tag>
      </div>
      {FIELDS.map((field) => {
        const value = account[field];
        if (!value) return null;
        const label = t.fields[field];
        return (
          <div key={field} className="rifa-accounts__field">
            <Typography.Text type="secondary">{label}</Typography.Text>
            <Typography.Text
              strong
              className="rifa-accounts__value"
              copyable={{ text: value, tooltips: [t.copy(label), t.copied] }}
            >
              {value}
            </Typography.Text>
          </div>
        );
      })}
      {account.instructions ? (
        <Typography.Paragraph type="secondary" className="rifa-accounts__instructions">
          {account.instructions}
        </Typography.Paragraph>
      ) : null}
    </li>
  );
}
