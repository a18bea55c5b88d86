import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function NotificationsPage() {
  return (
    <PageEmptyState
      title={es.pages.notifications.title}
      description={es.pages.notifications.text}
    />
  );
}
