import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function PaymentHistoryPage() {
  return (
    <PageEmptyState
      title={es.pages.paymentHistory.title}
      description={es.pages.paymentHistory.text}
    />
  );
}
