import { useMemo } from 'react';
import { useConfig } from '../config/config-context';
import { elementStorage, type KeyValueStorage } from './element-storage';

/** The page's localStorage or sessionStorage as this element may use it (namespaced when embedded). */
export function useElementStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  const { apiUrl } = useConfig();
  return useMemo(() => elementStorage(kind, apiUrl), [kind, apiUrl]);
}
