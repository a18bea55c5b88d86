import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function BusinessCashiersPage() {
  return (
    <PageEmptyState
      title={es.business.pages.cashiers.title}
      description={es.business.pages.cashiers.text}
    />
  );
}
