import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function TimelinePage() {
  return <PageEmptyState title={es.pages.timeline.title} description={es.pages.timeline.text} />;
}
