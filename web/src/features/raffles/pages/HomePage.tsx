import { ButtonLink } from '../../../components/ButtonLink';
import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function HomePage() {
  return (
    <PageEmptyState
      title={es.pages.home.title}
      description={es.pages.home.text}
      extra={
        <ButtonLink type="primary" to="/app/timeline">
          {es.landing.ctaTimeline}
        </ButtonLink>
      }
    />
  );
}
