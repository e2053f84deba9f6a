import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useConfig } from '../../core/config/config-context';
import { useEmit } from '../../core/element/host-context';
import { useSessionStore } from '../../core/session/session';
import type { LoginResult } from '../../core/session/session-store';

/** The API client and the request context that names the portal language (mails go out in it). */
export function useAccountApi() {
  const client = useApolloClient();
  const { language } = useConfig();
  const context = useMemo(() => ({ headers: { 'X-Foyer-Language': language } }), [language]);
  return { client, context };
}

/** §4 "On login the token is stored with the user"; the guest guard then sends the visitor to /. */
export function useFinishLogin(): (result: LoginResult) => void {
  const emit = useEmit();
  const sessionStore = useSessionStore();
  return useCallback(
    (result: LoginResult) => {
      sessionStore.login(result);
      emit('event-login', { customerId: result.customerId, alias: result.alias ?? null });
    },
    [emit, sessionStore],
  );
}
