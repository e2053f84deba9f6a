import { Navigate, Outlet, useLocation } from 'react-router';
import { isLoggedIn } from '../core/session/session-store';
import { useSession } from '../core/session/session';
import { usePageVisitTracking } from './hooks/use-page-visit-tracking';
import { returnPathOf, returnState } from './portal-rules';

/** §2: authenticated routes send a logged-out visitor to /landing, which keeps the requested page for after login. */
export function RequireLogin() {
  const session = useSession();
  const location = useLocation();
  return isLoggedIn(session) ? <VisitedOutlet /> : <Navigate to="/landing" replace state={returnState(location)} />;
}

/** §2: guest routes send a logged-in user to / (the anonymous alias included), or back to the page they asked for. */
export function GuestOnly() {
  const session = useSession();
  const { state } = useLocation();
  return isLoggedIn(session) ? <Navigate to={returnPathOf(state) ?? '/'} replace /> : <VisitedOutlet />;
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
