import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function CashierTicketsPage() {
  return (
    <PageEmptyState
      title={es.business.pages.cashierTickets.title}
      description={es.business.pages.cashierTickets.text}
    />
  );
}
