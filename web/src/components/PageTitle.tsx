import { Typography } from 'antd';
import { es } from '../locales/es';

/** A page's heading, and the browser tab's title made from it ("Mis tickets · Rifa"). */
export function PageTitle({ children, testId }: { children: string; testId?: string }) {
  return (
    <>
      <title>{`${children} · ${es.app.name}`}</title>
      <Typography.Title level={1} className="rifa-page__title" data-testid={testId}>
        {children}
      </Typography.Title>
    </>
  );
}
