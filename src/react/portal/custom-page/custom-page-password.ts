import { CUSTOM_PAGE_PASSWORD_QUERY_PARAMS, CUSTOM_PAGE_PASSWORD_STORAGE_KEY } from '../../core/constants';
import type { KeyValueStorage } from '../../core/storage/element-storage';

function readStored(storage: KeyValueStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CUSTOM_PAGE_PASSWORD_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Where a page's password came from: the visitor typed it or it came in the URL, or it was remembered. */
export interface KnownPassword {
  password: string;
  fromStorage: boolean;
}

/** §5: the password from the query parameters password, p or k (in that order), else the one stored for the path. */
export function knownPassword(search: string, path: string, storage: KeyValueStorage): KnownPassword | null {
  const params = new URLSearchParams(search);
  for (const name of CUSTOM_PAGE_PASSWORD_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) return { password: value, fromStorage: false };
  }
  const stored = readStored(storage)[path];
  return typeof stored === 'string' && stored !== '' ? { password: stored, fromStorage: true } : null;
}

/** Remembers the page's password for the tab, so a reload or a return asks no more. */
export function storePassword(path: string, password: string, storage: KeyValueStorage): void {
  storage.setItem(CUSTOM_PAGE_PASSWORD_STORAGE_KEY, JSON.stringify({ ...readStored(storage), [path]: password }));
}

/** Forgets a stored password the page no longer takes. */
export function forgetPassword(path: string, storage: KeyValueStorage): void {
  const others = Object.entries(readStored(storage)).filter(([storedPath]) => storedPath !== path);
  storage.setItem(CUSTOM_PAGE_PASSWORD_STORAGE_KEY, JSON.stringify(Object.fromEntries(others)));
}
