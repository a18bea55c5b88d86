import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { useAuth } from '../lib/auth-context';
import { useSignInHere } from '../lib/sign-in-return';
import { es } from '../locales/es';
import { ButtonLink } from './ButtonLink';

/**
 * The children for a signed-in user; while the session loads a skeleton; otherwise `message` with
 * a link to sign in (for pages that are open to everyone but only show the user's own things).
 *
 * With `framedWhileLoading`, the children are shown while a stored session is read too (the page's
 * frame — subtitle, filters — around its own skeleton, as its prerendered shell shows it): they
 * must then wait for `useAuth().user` themselves before requesting anything.
 */
export function SignedInOnly({
  message,
  framedWhileLoading = false,
  children,
}: {
  message: string;
  framedWhileLoading?: boolean;
  children: ReactNode;
}) {
  const { user, loading, sessionStored } = useAuth();
  const signInHere = useSignInHere();
  if (loading) return framedWhileLoading && sessionStored ? <>{children}</> : <Skeleton active />;
  if (user) return <>{children}</>;
  return (
    <Result
      status="info"
      title={message}
      extra={
        <ButtonLink type="primary" to={signInHere}>
          {es.common.signIn}
        </ButtonLink>
      }
    />
  );
}
