import { Space, Typography } from 'antd';
import { es } from '../../../locales/es';
import { CompletedPayments } from '../components/CompletedPayments';
import { CurrentSubscriptionCard } from '../components/CurrentSubscriptionCard';
import { MobilePaymentsList } from '../components/MobilePaymentsList';
import { PageTitle } from '../../../components/PageTitle';
import '../subscriptions.css';

/**
 * /app/payment-history: the current subscription (auto-renew, payment method, cancel), the mobile
 * payments sent with their status and the administrator's notes, and the completed payments.
 */
export default function PaymentHistoryPage() {
  const t = es.pages.paymentHistory;
  return (
    <section className="rifa-page">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary">{t.text}</Typography.Paragraph>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <CurrentSubscriptionCard />
        <MobilePaymentsList />
        <CompletedPayments />
      </Space>
    </section>
  );
}
