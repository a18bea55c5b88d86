import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function ProfilePage() {
  return <PageEmptyState title={es.pages.profile.title} description={es.pages.profile.text} />;
}
