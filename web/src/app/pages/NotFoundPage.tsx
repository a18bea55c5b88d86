import { Result, Typography } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { es } from '../../locales/es';

export default function NotFoundPage() {
  return (
    <main className="rifa-centered">
      <title>{`${es.notFound.title} · ${es.app.name}`}</title>
      <Result
        status="404"
        title={
          <Typography.Title level={1} className="rifa-result-title">
            {es.notFound.title}
          </Typography.Title>
        }
        subTitle={es.notFound.subtitle}
        extra={
          <ButtonLink type="primary" to="/">
            {es.common.backHome}
          </ButtonLink>
        }
      />
    </main>
  );
}
