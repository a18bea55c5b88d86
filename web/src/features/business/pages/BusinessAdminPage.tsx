import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function BusinessAdminPage() {
  return (
    <PageEmptyState
      title={es.business.pages.admin.title}
      description={es.business.pages.admin.text}
    />
  );
}
