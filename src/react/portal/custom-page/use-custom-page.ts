import { useQuery } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { type GetCustomPageForFrontendQuery } from '../../core/api/graphql.generated';
import { GetCustomPageForFrontendDocument } from './custom-page.operations.generated';
import { GetStreamAccessDocument } from '../../core/session/customer.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { customPageErrorOf, type CustomPageError } from './custom-page-errors';
import { forgetPassword, knownPassword, storePassword, type KnownPassword } from './custom-page-password';
import { useElementStorage } from '../../core/storage/use-element-storage';

export type CustomPageData = GetCustomPageForFrontendQuery['getCustomPageForFrontend'];

/** §4 "Custom page: states unavailable, too early, wrong password, forbidden", plus loading and the page itself. */
export type CustomPageState =
  | { kind: 'loading' }
  | { kind: 'page'; page: CustomPageData }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'tooEarly' }
  | { kind: 'late' }
  | { kind: 'loggedOut' }
  | { kind: 'error'; error: Exclude<CustomPageError, 'password' | 'notAvailable'> };

export interface CustomPageHook {
  state: CustomPageState;
  /** Asks again with the password the visitor typed. */
  submitPassword(password: string): void;
  /** The too-early dialog's retry: asks for the page and the stream access again. */
  retry(): void;
}

/**
 * §7 getCustomPageForFrontend together with getStreamAccess. 4031 is the too-early dialog, unless the event is over
 * (stream access late: §4 to /fin). 4032 is the password gate; a password that opened the page is kept for the tab.
 */
export function useCustomPage(path: string, search: string): CustomPageHook {
  const { projectId } = useConfig();
  const tabStorage = useElementStorage('sessionStorage');
  const [password, setPassword] = useState<KnownPassword | null>(() => knownPassword(search, path, tabStorage));
  const access = useQuery(GetStreamAccessDocument, {
    variables: { project: String(projectId) },
    fetchPolicy: 'no-cache',
  });
  const page = useQuery(GetCustomPageForFrontendDocument, {
    variables: { project: String(projectId), path, password: password?.password ?? null },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const loaded = page.data?.getCustomPageForFrontend;
  const error = page.error ? customPageErrorOf(page.error) : null;
  useEffect(() => {
    if (!password) return;
    if (loaded) storePassword(path, password.password, tabStorage);
    else if (error === 'password' && password.fromStorage) forgetPassword(path, tabStorage);
  }, [loaded, error, password, path, tabStorage]);

  const submitPassword = useCallback((typed: string) => setPassword({ password: typed, fromStorage: false }), []);
  const { refetch: refetchAccess } = access;
  const { refetch: refetchPage } = page;
  const retry = useCallback(() => {
    void refetchAccess().catch(() => undefined);
    void refetchPage().catch(() => undefined);
  }, [refetchAccess, refetchPage]);

  return { state: stateOf(), submitPassword, retry };

  function stateOf(): CustomPageState {
    if (page.loading) return { kind: 'loading' };
    if (loaded) return { kind: 'page', page: loaded };
    if (error === 'password') return { kind: 'password', wrong: password !== null && !password.fromStorage };
    if (error === 'notAvailable') {
      if (access.loading) return { kind: 'loading' };
      const result = access.data?.getStreamAccess;
      if (result === 'late') return { kind: 'late' };
      if (result === 'loggedOut') return { kind: 'loggedOut' };
      return { kind: 'tooEarly' };
    }
    return { kind: 'error', error: error ?? 'default' };
  }
}
