import type { ReactNode } from 'react';
import { Result, Typography } from 'antd';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useBusinessMe, type BusinessMe } from '../../features/business/api/business-me';
import { isApiError } from '../../lib/api/client';
import { useAuth } from '../../lib/auth-context';
import { es } from '../../locales/es';

interface RequireBusinessAccessProps {
  children: (me: BusinessMe) => ReactNode;
}

/**
 * The business access check of /business (spec §2, §6): a signed-in user whom
 * `GET /api/v1/business/me` lets in. Without a user → /business/login; a 403 shows the server's
 * message (the spec's texts) with the way back to the business login.
 */
export function RequireBusinessAccess({ children }: RequireBusinessAccessProps) {
  const { user, loading } = useAuth();
  const me = useBusinessMe();

  if (loading) return <FullPageSpinner />;
  if (user === null) return <Navigate to="/business/login" replace />;
  if (me.isPending) return <FullPageSpinner label={es.business.access.checking} />;
  if (me.isError) {
    const message =
      isApiError(me.error) && me.error.status === 403
        ? me.error.message
        : es.business.errors.profile;
    return (
      <main className="rifa-centered">
        <Result
          status="403"
          title={
            <Typography.Title level={1} className="rifa-result-title">
              {es.business.access.deniedTitle}
            </Typography.Title>
          }
          subTitle={<span data-testid="business-access-error">{message}</span>}
          extra={
            <ButtonLink type="primary" to="/business/login">
              {es.business.access.backToLogin}
            </ButtonLink>
          }
        />
      </main>
    );
  }
  return <>{children(me.data)}</>;
}
