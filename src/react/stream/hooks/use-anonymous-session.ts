import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { useSession, useSessionStore } from '../../core/session/session';
import { isLoggedIn } from '../../core/session/session-store';

/**
 * On its own in a page, with login type anonymousLogin (the default), <event-stream> logs the visitor in
 * anonymously as the portal's landing page would. Returns true while that login is still running.
 */
export function useAnonymousSession(): boolean {
  const { loginType } = useConfig();
  const session = useSession();
  const sessionStore = useSessionStore();
  const client = useApolloClient();
  const needsLogin = !isLoggedIn(session) && loginType === 'anonymousLogin';
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!needsLogin) return;
    let cancelled = false;
    client
      .query({ query: CustomerAnonymousLoginDocument })
      .then(({ data }) => {
        if (!cancelled) sessionStore.login(data.customerAnonymousLogin);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [needsLogin, client, sessionStore]);

  return needsLogin && !failed;
}
