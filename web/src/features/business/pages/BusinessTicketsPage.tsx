import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function BusinessTicketsPage() {
  return (
    <PageEmptyState
      title={es.business.pages.tickets.title}
      description={es.business.pages.tickets.text}
    />
  );
}
