import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function RaffleDetailPage() {
  return (
    <PageEmptyState title={es.pages.raffleDetail.title} description={es.pages.raffleDetail.text} />
  );
}
