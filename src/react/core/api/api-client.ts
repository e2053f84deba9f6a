import { ApolloClient, HttpLink, InMemoryCache, from, type NormalizedCacheObject } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import type { FoyerConfig } from '../config/config-types';
import { API_RETRY_INITIAL_DELAY_MS, API_RETRY_MAX_ATTEMPTS } from '../constants';
import { getSessionStore } from '../session/session';
import { ErrorCode, errorCodeOf } from './error-codes';
import { createStaticLink } from './static/static-link';

type UnauthenticatedListener = () => void;

const clients = new Map<string, ApolloClient<NormalizedCacheObject>>();
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

type ApiType = FoyerConfig['apiType'];

/**
 * One client per apiUrl and apiType, shared by every element on the page (portal.md §7). The transport is chosen
 * here and nowhere else: GraphQL, or in static mode (apiType rest) JSON files and a small REST surface at apiUrl.
 */
export function getApiClient(apiUrl: string, apiType: ApiType = 'graphql'): ApolloClient<NormalizedCacheObject> {
  const url = new URL(apiUrl, document.baseURI).href;
  const key = `${apiType} ${url}`;
  let client = clients.get(key);
  if (client === undefined) {
    client = createApiClient(url, apiType);
    clients.set(key, client);
  }
  return client;
}

/** Called when the API answers UNAUTHENTICATED; the portal sends the visitor to /logout. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function createApiClient(uri: string, apiType: ApiType): ApolloClient<NormalizedCacheObject> {
  const auth = setContext((_, { headers }) => {
    const { token } = getSessionStore().getSnapshot();
    return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
  });
  const errors = onError(({ graphQLErrors, networkError, operation }) => {
    for (const error of graphQLErrors ?? []) {
      if (errorCodeOf(error) === ErrorCode.Unauthenticated) {
        for (const listener of unauthenticatedListeners) listener();
      } else {
        console.error(`[foyer] ${operation.operationName}: ${error.message}`, error.extensions);
      }
    }
    if (networkError) console.error(`[foyer] ${operation.operationName}: ${networkError.message}`);
  });
  // §7: up to 5 attempts, 300 ms initial delay, jitter. A 4xx answer will not change on retry.
  const retry = new RetryLink({
    delay: { initial: API_RETRY_INITIAL_DELAY_MS, jitter: true },
    attempts: { max: API_RETRY_MAX_ATTEMPTS, retryIf: (error) => !isClientError(error) },
  });
  const transport =
    apiType === 'rest'
      ? createStaticLink({ baseUrl: uri })
      : from([auth, new HttpLink({ uri, credentials: 'include' })]);
  return new ApolloClient({
    link: from([errors, retry, transport]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status !== undefined && status >= 400 && status < 500;
}
