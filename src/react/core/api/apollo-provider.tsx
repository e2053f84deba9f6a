// Apollo Client for an element's React tree: in the `apollo` chunk, which the elements that show something before
// Apollo is needed (the portal's first pages, the poll) load after their first paint (decision 0015).
import { ApolloProvider } from '@apollo/client';
import { useMemo, type ReactNode } from 'react';
import { useConfig } from '../config/config-context';
import type { ApiTarget } from './api-transport';
import { getApiClient } from './api-client';

/** The shared client of the element's apiUrl (portal.md §7) for Apollo's hooks below. */
export function ElementApolloProvider({ children }: { children: ReactNode }) {
  const { apiUrl, apiType } = useConfig();
  const client = useMemo(() => getApiClient(apiUrl, apiType), [apiUrl, apiType]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** The shared client of an api-url, for what loads Apollo on demand (with-apollo.tsx). */
export function apiClientFor({ apiUrl, apiType }: ApiTarget) {
  return getApiClient(apiUrl, apiType);
}
