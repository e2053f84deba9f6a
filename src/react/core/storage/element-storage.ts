/** What the elements need of a Storage; a namespaced view implements it over the page's storage. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let ownsPage = false;

/**
 * The standalone portal owns its page and keeps the spec's key names (portal.md §3); embedded elements share the
 * page with the host and never touch its keys. Called once by src/portal-app before any element is defined.
 */
export function claimPageStorage(): void {
  ownsPage = true;
}

/** Whether the standalone portal owns the page (its title, its storage); embedded elements leave both to the host. */
export function ownsThePage(): boolean {
  return ownsPage;
}

/** The key prefix of every value stored for an API: one per API origin, so two Foyer events on a page don't mix. */
export function storageNamespace(apiUrl: string, baseUrl: string = document.baseURI): string {
  return ownsPage ? '' : `foyer:${new URL(apiUrl, baseUrl).origin}:`;
}

/** A view of `storage` whose keys all start with `prefix`. */
export function namespacedStorage(storage: KeyValueStorage, prefix: string): KeyValueStorage {
  if (prefix === '') return storage;
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  };
}

/** The page's localStorage or sessionStorage as the elements of `apiUrl` may use it. */
export function elementStorage(kind: 'localStorage' | 'sessionStorage', apiUrl: string): KeyValueStorage {
  return namespacedStorage(window[kind], storageNamespace(apiUrl));
}

export function readCookie(cookies: string, name: string): string | undefined {
  return cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

export interface ElementFlag {
  isSet(): boolean;
  /** Sets the flag for `maxAgeS` seconds, or for the browser session without it. */
  set(maxAgeS?: number): void;
}

/**
 * A flag the spec keeps in a cookie. The standalone portal sets that cookie; embedded elements keep the flag with
 * its expiry in their namespaced storage, so nothing lands in the host's cookies or is sent to the host's server.
 */
export function elementFlag(apiUrl: string, name: string, now: () => number = Date.now): ElementFlag {
  if (ownsPage) {
    return {
      isSet: () => readCookie(document.cookie, name) === '1',
      set: (maxAgeS) => {
        const maxAge = maxAgeS === undefined ? '' : ` max-age=${maxAgeS};`;
        document.cookie = `${name}=1;${maxAge} path=/; SameSite=Lax`;
      },
    };
  }
  const key = `flag:${name}`;
  const local = elementStorage('localStorage', apiUrl);
  const session = elementStorage('sessionStorage', apiUrl);
  return {
    isSet: () => session.getItem(key) !== null || Number(local.getItem(key) ?? 0) > now(),
    set: (maxAgeS) => {
      if (maxAgeS === undefined) session.setItem(key, '1');
      else local.setItem(key, String(now() + maxAgeS * 1000));
    },
  };
}
