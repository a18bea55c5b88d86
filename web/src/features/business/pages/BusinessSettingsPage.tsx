import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function BusinessSettingsPage() {
  return (
    <PageEmptyState
      title={es.business.pages.settings.title}
      description={es.business.pages.settings.text}
    />
  );
}
