import { Typography } from 'antd';
import { es } from '../../../locales/es';
import { CreateRaffle } from '../components/CreateRaffle';
import { PageTitle } from '../../../components/PageTitle';
import '../raffles.css';

/** /app/create-raffle: the form within the current plan; then the image; then the raffle's page. */
export default function CreateRafflePage() {
  const t = es.createRaffle;
  return (
    <section className="rifa-page">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
      <CreateRaffle
        afterCreate={(id) => `/app/raffle/${id}`}
        paymentMethodsPath="/app/profile#payment-methods"
      />
    </section>
  );
}
