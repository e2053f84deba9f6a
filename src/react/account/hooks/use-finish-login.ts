import { useCallback } from 'react';
import { useEmit } from '../../core/element/host-context';
import { useSessionStore } from '../../core/session/session';
import type { LoginResult } from '../../core/session/session-store';

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
