import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function SearchRafflesPage() {
  return (
    <PageEmptyState
      title={es.pages.searchRaffles.title}
      description={es.pages.searchRaffles.text}
    />
  );
}
