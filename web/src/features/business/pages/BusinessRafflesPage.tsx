import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function BusinessRafflesPage() {
  return (
    <PageEmptyState
      title={es.business.pages.raffles.title}
      description={es.business.pages.raffles.text}
    />
  );
}
