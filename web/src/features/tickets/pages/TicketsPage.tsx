import { ButtonLink } from '../../../components/ButtonLink';
import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function TicketsPage() {
  return (
    <PageEmptyState
      title={es.pages.tickets.title}
      description={es.pages.tickets.text}
      extra={
        <ButtonLink type="primary" to="/app/timeline">
          {es.landing.ctaTimeline}
        </ButtonLink>
      }
    />
  );
}
