import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '../core/session/session-store';
import { useSession } from '../core/session/session';

/** §2: authenticated routes send a logged-out visitor to /landing. */
export function RequireLogin() {
  const session = useSession();
  return isLoggedIn(session) ? <Outlet /> : <Navigate to="/landing" replace />;
}

/** §2: guest routes send a logged-in user to / (the anonymous alias included). */
export function GuestOnly() {
  const session = useSession();
  return isLoggedIn(session) ? <Navigate to="/" replace /> : <Outlet />;
}
