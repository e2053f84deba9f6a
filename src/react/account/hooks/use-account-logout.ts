import { useCallback } from 'react';
import { CustomerLogoutDocument } from '../account.operations.generated';
import { apiRequest } from '../../core/api/api-request';
import { useConfig } from '../../core/config/config-context';
import { useSessionStore } from '../../core/session/session';

/** Expires a cookie on this path and on the whole site, wherever the parent project set it. */
function removeCookie(name: string): void {
  for (const path of ['/', window.location.pathname]) {
    document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; path=${path}; SameSite=Lax`;
  }
}

/**
 * The account part of logging out (§4): the server ends the session so the token is refused from now on, and the
 * parent project's session cookie is removed when a parent project is set. Resolves when the server answered or
 * failed; the caller clears the local session either way.
 */
export function useAccountLogout(): () => Promise<void> {
  const config = useConfig();
  const { parentProject } = config;
  const sessionStore = useSessionStore();
  return useCallback(async () => {
    if (parentProject) removeCookie(parentProject.cookieName);
    const { token } = sessionStore.getSnapshot();
    if (!token) return;
    // Without Apollo Client: /logout is where an UNAUTHENTICATED answer leads from any page, the first ones too.
    await apiRequest(config, CustomerLogoutDocument, {}, { Authorization: `Bearer ${token}` }).catch(() => undefined);
  }, [config, parentProject, sessionStore]);
}
