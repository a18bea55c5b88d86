import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useAuth } from '../../lib/auth-context';

/**
 * Routes that need a signed-in user (spec §2): while the session loads a spinner shows; without a
 * user (never signed in, signed out here or in another tab) the visitor goes to the landing page.
 */
export function RequireUser() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (user === null) return <Navigate to="/" replace />;
  return <Outlet />;
}
