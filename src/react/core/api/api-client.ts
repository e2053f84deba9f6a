import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  Observable,
  from,
  type NormalizedCacheObject,
} from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import type { FoyerConfig } from '../config/config-types';
import { API_RETRY_INITIAL_DELAY_MS, API_RETRY_MAX_ATTEMPTS } from '../constants';
import { getSessionStore } from '../session/session';
import { ErrorCode, errorCodeOf } from './error-codes';

type UnauthenticatedListener = () => void;
/** Told when a request to an API failed on the network or with an HTTP error: the url and what went wrong. */
type ApiFailureListener = (url: string, reason: string) => void;

const clients = new Map<string, ApolloClient<NormalizedCacheObject>>();
const unauthenticatedListeners = new Set<UnauthenticatedListener>();
const failureListeners = new Map<string, Set<ApiFailureListener>>();

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

/**
 * Called when a request to this api-url fails before GraphQL answers (unreachable, 404, CORS): each element
 * reports it under its own tag. Returns the unsubscribe.
 */
export function onApiFailure(apiUrl: string, listener: ApiFailureListener): () => void {
  const url = new URL(apiUrl, document.baseURI).href;
  const listeners = failureListeners.get(url) ?? new Set<ApiFailureListener>();
  failureListeners.set(url, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function createApiClient(uri: string, apiType: ApiType): ApolloClient<NormalizedCacheObject> {
  const auth = setContext((_, { headers }) => {
    const { token } = getSessionStore(uri).getSnapshot();
    return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, sentToken: token };
  });
  const errors = onError(({ graphQLErrors, networkError, operation }) => {
    for (const error of graphQLErrors ?? []) {
      if (errorCodeOf(error) === ErrorCode.Unauthenticated) {
        // A late answer to a request of an ended session (the refused token was already replaced) says nothing about
        // the session of now: acting on it would log out the visitor who just logged in again.
        const { sentToken } = operation.getContext() as { sentToken?: string | null };
        if (sentToken !== undefined && sentToken !== getSessionStore(uri).getSnapshot().token) continue;
        for (const listener of unauthenticatedListeners) listener();
      } else {
        console.error(`[foyer] ${operation.operationName}: ${error.message}`, error.extensions);
      }
    }
    if (networkError) {
      const listeners = failureListeners.get(uri);
      if (listeners?.size) for (const listener of listeners) listener(uri, networkError.message);
      else console.error(`[foyer] ${uri} ${operation.operationName}: ${networkError.message}`);
    }
  });
  // §7: up to 5 attempts, 300 ms initial delay, jitter. A 4xx answer will not change on retry.
  const retry = new RetryLink({
    delay: { initial: API_RETRY_INITIAL_DELAY_MS, jitter: true },
    attempts: { max: API_RETRY_MAX_ATTEMPTS, retryIf: (error) => !isClientError(error) },
  });
  const transport =
    apiType === 'rest' ? lazyStaticLink(uri) : from([auth, new HttpLink({ uri, credentials: 'include' })]);
  return new ApolloClient({
    link: from([errors, retry, transport]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}

/** Static mode's transport, loaded with its first request: a page on the GraphQL API never downloads it. */
function lazyStaticLink(baseUrl: string): ApolloLink {
  let staticLink: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        staticLink ??= import('./static/static-link').then(({ createStaticLink }) => createStaticLink({ baseUrl }));
        staticLink.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward)?.subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status !== undefined && status >= 400 && status < 500;
}
