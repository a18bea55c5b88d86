import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function MobilePaymentPage() {
  return (
    <PageEmptyState
      title={es.pages.mobilePayment.title}
      description={es.pages.mobilePayment.text}
    />
  );
}
