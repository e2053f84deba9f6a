import { SessionStore, type LoginResult } from '../../core/session/session-store';
import type { KeyValueStorage } from '../../core/storage/element-storage';

/**
 * An anonymous session for a widget with no token and no portal session, kept in the element storage as the portal
 * keeps its own (so a reload is the same chat user). Its own chunk, which the bubble loads only on this path; it
 * gets the login call handed in, so it imports nothing from the launcher's chunk (which would make the bundler
 * split the launcher's entry into a facade and a chunk).
 */
export async function startAnonymousSession(
  storage: KeyValueStorage,
  anonymousLogin: () => Promise<LoginResult>,
): Promise<string> {
  const login = await anonymousLogin();
  new SessionStore(storage).login(login);
  return login.token;
}
