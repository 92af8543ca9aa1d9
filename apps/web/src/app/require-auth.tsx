import { menuEntriesFor } from '@registry/domain/identity/session';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../shared/auth/auth-store';
import { useRouteHandles } from './route-handle';

/**
 * Spec 01 §2.1: authenticated routes pass when an access token is held (memory or local storage),
 * otherwise /login. A route tied to a menu entry the user doesn't see goes to /access-denied.
 */
export function RequireAuth() {
  const session = useSession();
  const { entry } = useRouteHandles();
  if (!session) return <Navigate to="/login" replace />;
  if (entry && !menuEntriesFor(session).includes(entry)) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}
