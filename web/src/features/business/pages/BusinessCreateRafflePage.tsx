import { Alert, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { CreateRaffle } from '../../raffles';
import { useBusinessMe } from '../api/business-me';
import { PageTitle } from '../../../components/PageTitle';
import '../business-sales.css';

const t = es.business.raffles;
const BACK = '/business/raffles';

/** /business/raffles/new (owner): the app's raffle form; saving lands back on the business's raffles. */
export default function BusinessCreateRafflePage() {
  const me = useBusinessMe();
  let body;
  if (me.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (me.data?.role !== 'business')
    body = <Alert type="info" showIcon title={t.ownerOnly} data-testid="business-owner-only" />;
  else
    body = (
      <CreateRaffle
        afterCreate={() => BACK}
        paymentMethodsPath="/business/settings#payment-methods"
      />
    );

  return (
    <section className="rifa-page rifa-biz-page">
      <Link to={BACK}>
        <ArrowLeftOutlined /> {t.back}
      </Link>
      <div>
        <PageTitle>{t.create}</PageTitle>
        <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
          {t.createSubtitle}
        </Typography.Paragraph>
      </div>
      {body}
    </section>
  );
}
