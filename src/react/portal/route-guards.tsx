import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '../core/session/session-store';
import { useSession } from '../core/session/session';
import { usePageVisitTracking } from './hooks/use-page-visit-tracking';

/** §2: authenticated routes send a logged-out visitor to /landing. */
export function RequireLogin() {
  const session = useSession();
  return isLoggedIn(session) ? <VisitedOutlet /> : <Navigate to="/landing" replace />;
}

/** §2: guest routes send a logged-in user to / (the anonymous alias included). */
export function GuestOnly() {
  const session = useSession();
  return isLoggedIn(session) ? <Navigate to="/" replace /> : <VisitedOutlet />;
}

/** Routes open to everyone. */
export function Public() {
  return <VisitedOutlet />;
}

/** The page a guard lets through; only such a page counts as visited, not one the visitor was redirected from. */
function VisitedOutlet() {
  usePageVisitTracking();
  return <Outlet />;
}
