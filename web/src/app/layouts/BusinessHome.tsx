import { Navigate } from 'react-router';
import { useBusinessMe } from '../../features/business/api/business-me';
import { homeForRole } from '../../features/business/identity';

/** /business itself: the role's first page, as after the business login (the dashboard for a super admin). */
export default function BusinessHome() {
  const me = useBusinessMe();
  // The layout shows nothing below it until the access check has answered.
  if (!me.data) return null;
  return <Navigate to={homeForRole(me.data.role)} replace />;
}
