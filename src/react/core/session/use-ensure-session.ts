import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { CustomerAnonymousLoginDocument } from './session.operations.generated';
import { useSessionStore } from './session';

/**
 * For elements dropped into a plain page, which may find no session yet: logs the visitor in anonymously (as the
 * portal's landing page does with anonymousLogin) before a call that needs a session.
 */
export function useEnsureSession(): () => Promise<void> {
  const client = useApolloClient();
  const sessionStore = useSessionStore();
  return useCallback(async () => {
    if (sessionStore.getSnapshot().token) return;
    const { data } = await client.query({ query: CustomerAnonymousLoginDocument });
    const { customerId, token, alias } = data.customerAnonymousLogin;
    sessionStore.login({ customerId, token, alias });
  }, [client, sessionStore]);
}
