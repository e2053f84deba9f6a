import { useSyncExternalStore } from 'react';
import { useConfig } from '../config/config-context';
import { elementStorage, storageNamespace } from '../storage/element-storage';
import { SessionStore, type SessionSnapshot } from './session-store';

const sessions = new Map<string, SessionStore>();

/** The session store of an API, shared by every element of that API on the page; started on first use. */
export function getSessionStore(apiUrl: string): SessionStore {
  const namespace = storageNamespace(apiUrl);
  let store = sessions.get(namespace);
  if (store === undefined) {
    store = new SessionStore(elementStorage('localStorage', apiUrl));
    store.start();
    const started = store;
    window.addEventListener('storage', () => started.refresh());
    sessions.set(namespace, store);
  }
  return store;
}

/** The session store of the element's API. */
export function useSessionStore(): SessionStore {
  return getSessionStore(useConfig().apiUrl);
}

export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
