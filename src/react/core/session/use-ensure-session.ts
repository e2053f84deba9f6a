import { useCallback } from 'react';
import { apiRequest } from '../api/api-request';
import { useConfig } from '../config/config-context';
import { CustomerAnonymousLoginDocument } from './session.operations.generated';
import { useSessionStore } from './session';

/**
 * For elements dropped into a plain page, which may find no session yet: logs the visitor in anonymously (as the
 * portal's landing page does with anonymousLogin) before a call that needs a session.
 */
export function useEnsureSession(): () => Promise<void> {
  const config = useConfig();
  const sessionStore = useSessionStore();
  return useCallback(async () => {
    if (sessionStore.getSnapshot().token) return;
    const { customerAnonymousLogin } = await apiRequest(config, CustomerAnonymousLoginDocument);
    const { customerId, token, alias } = customerAnonymousLogin;
    sessionStore.login({ customerId, token, alias });
  }, [config, sessionStore]);
}
