import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function CreateRafflePage() {
  return (
    <PageEmptyState title={es.pages.createRaffle.title} description={es.pages.createRaffle.text} />
  );
}
