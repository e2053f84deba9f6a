import { ApolloClient, HttpLink, InMemoryCache, from, type NormalizedCacheObject } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { API_RETRY_INITIAL_DELAY_MS, API_RETRY_MAX_ATTEMPTS } from '../constants';
import { getSessionStore } from '../session/session';
import { ErrorCode, errorCodeOf } from './error-codes';

type UnauthenticatedListener = () => void;

const clients = new Map<string, ApolloClient<NormalizedCacheObject>>();
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** One client per apiUrl, shared by every element on the page (portal.md §7). */
export function getApiClient(apiUrl: string): ApolloClient<NormalizedCacheObject> {
  const url = new URL(apiUrl, document.baseURI).href;
  let client = clients.get(url);
  if (client === undefined) {
    client = createApiClient(url);
    clients.set(url, client);
  }
  return client;
}

/** Called when the API answers UNAUTHENTICATED; the portal sends the visitor to /logout. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function createApiClient(uri: string): ApolloClient<NormalizedCacheObject> {
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
  const http = new HttpLink({ uri, credentials: 'include' });
  return new ApolloClient({
    link: from([errors, retry, auth, http]),
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
