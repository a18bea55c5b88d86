import { useEffect, useState, type ReactNode } from 'react';
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

/** Spec §9: how long the identity may take before the guard says it could not load it. */
export const PROFILE_WAIT_MS = 3000;

/**
 * The business access check of /business (spec §2, §6): a signed-in user whom
 * `GET /api/v1/business/me` lets in. Without a user → /business/login (at once: the auth state
 * has already restored any stored session, so spec §9's 2 s wait for a user has nothing left to
 * wait for); a 403 shows the server's message (the spec's texts) with the way back to the
 * business login; an identity still missing after 3 s says 'Error al cargar el perfil de
 * usuario.' and the page opens if it arrives later.
 */
export function RequireBusinessAccess({ children }: RequireBusinessAccessProps) {
  const { user, loading } = useAuth();
  const me = useBusinessMe();
  const waiting = user !== null && me.isPending;
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), PROFILE_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [waiting]);

  if (loading) return <FullPageSpinner />;
  if (user === null) return <Navigate to="/business/login" replace />;
  if (me.isPending && !late) return <FullPageSpinner label={es.business.access.checking} />;
  if (me.isError || me.isPending) {
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
