import { dashboardPathFor, type Role } from '@shuruaat/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/hooks';

/**
 * Renders the protected screens of one role. Visitors go to /login (remembering where they were
 * headed); users of another role go to their own dashboard instead of a screen they cannot use.
 */
export function RequireAuth({ role }: { role: Role }) {
  const { user, isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (user.role !== role) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return <Outlet />;
}
