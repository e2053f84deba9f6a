import { useSyncExternalStore } from 'react';
import { SessionStore, type SessionSnapshot } from './session-store';

let pageSession: SessionStore | undefined;

/** The one session store of the page, shared by every element; started on first use. */
export function getSessionStore(): SessionStore {
  if (pageSession === undefined) {
    const store = new SessionStore(window.localStorage);
    store.start();
    window.addEventListener('storage', () => store.refresh());
    pageSession = store;
  }
  return pageSession;
}

export function useSession(): SessionSnapshot {
  const store = getSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
