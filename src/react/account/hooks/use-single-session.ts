import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GetCustomerLoginStatusDocument } from '../account.operations.generated';
import { apiRequest } from '../../core/api/api-request';
import { useConfig } from '../../core/config/config-context';
import { ADMIN_TICKET, LOGIN_STATUS_POLL_MS } from '../../core/constants';
import { useSession, useSessionStore } from '../../core/session/session';
import { isAnonymousUser, isLoggedIn } from '../../core/session/session-store';

/** §4 "logoutReason 'otherUserLoggedIn' is saved". */
export const OTHER_USER_LOGGED_IN = 'otherUserLoggedIn';

/**
 * §4 single-session mode: the login status is polled every 10 s for users who are neither admin nor anonymous; when
 * it reports not logged in, the reason is saved and the visitor goes to /logout.
 */
export function useSingleSession(): void {
  const config = useConfig();
  const { sessionMode } = config;
  const session = useSession();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const watched =
    sessionMode === 'oneSessionOnly' &&
    isLoggedIn(session) &&
    !isAnonymousUser(session.user) &&
    session.user?.ticket !== ADMIN_TICKET;
  const token = session.token;

  useEffect(() => {
    if (!watched) return;
    let stopped = false;
    const check = async () => {
      try {
        // A poll whose answer no cache keeps: sent without Apollo Client, which the portal's first pages do without.
        const { getCustomerLoginStatus } = await apiRequest(config, GetCustomerLoginStatusDocument);
        if (!stopped && !getCustomerLoginStatus.loggedIn) {
          sessionStore.setLogoutReason(OTHER_USER_LOGGED_IN);
          navigate('/logout', { replace: true });
        }
      } catch {
        // A failed poll is not a logout; the next one asks again.
      }
    };
    const timer = window.setInterval(() => void check(), LOGIN_STATUS_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [watched, token, config, navigate, sessionStore]);
}
