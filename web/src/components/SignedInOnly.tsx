import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { useAuth } from '../lib/auth-context';
import { useSignInHere } from '../lib/sign-in-return';
import { es } from '../locales/es';
import { ButtonLink } from './ButtonLink';

/**
 * The children for a signed-in user; while the session loads a skeleton; otherwise `message` with
 * a link to sign in (for pages that are open to everyone but only show the user's own things).
 */
export function SignedInOnly({ message, children }: { message: string; children: ReactNode }) {
  const { user, loading } = useAuth();
  const signInHere = useSignInHere();
  if (loading) return <Skeleton active />;
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
