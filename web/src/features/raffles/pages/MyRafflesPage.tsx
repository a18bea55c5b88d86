import { ButtonLink } from '../../../components/ButtonLink';
import { PageEmptyState } from '../../../components/PageEmptyState';
import { es } from '../../../locales/es';

export default function MyRafflesPage() {
  return (
    <PageEmptyState
      title={es.pages.myRaffles.title}
      description={es.pages.myRaffles.text}
      extra={
        <ButtonLink type="primary" to="/app/create-raffle">
          {es.nav.createRaffle}
        </ButtonLink>
      }
    />
  );
}
