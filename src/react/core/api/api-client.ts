import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  Observable,
  from,
  type FetchResult,
  type NormalizedCacheObject,
} from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { print } from '@apollo/client/utilities';
import type { FoyerConfig } from '../config/config-types';
import { API_RETRY_INITIAL_DELAY_MS, API_RETRY_MAX_ATTEMPTS } from '../constants';
import { absoluteApiUrl, reportApiFailure, sendOperation } from './api-transport';

const clients = new Map<string, ApolloClient<NormalizedCacheObject>>();

type ApiType = FoyerConfig['apiType'];

/**
 * One client per apiUrl and apiType, shared by every element on the page (portal.md §7). The transport is chosen
 * here and nowhere else: GraphQL through api-transport.ts, or in static mode (apiType rest) JSON files and a small
 * REST surface at apiUrl.
 */
export function getApiClient(apiUrl: string, apiType: ApiType = 'graphql'): ApolloClient<NormalizedCacheObject> {
  const url = absoluteApiUrl(apiUrl);
  const key = `${apiType} ${url}`;
  let client = clients.get(key);
  if (client === undefined) {
    client = createApiClient(url, apiType);
    clients.set(key, client);
  }
  return client;
}

function createApiClient(uri: string, apiType: ApiType): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: apiType === 'rest' ? staticModeLink(uri) : transportLink(uri),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}

/** Apollo's operations go out through the elements' one transport (token, retries, §8's listeners). */
function transportLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const abort = new AbortController();
        const { headers } = operation.getContext() as { headers?: Record<string, string> };
        sendOperation(
          uri,
          { operationName: operation.operationName, query: print(operation.query), variables: operation.variables },
          { headers, signal: abort.signal },
        ).then(
          (result) => {
            observer.next(result as FetchResult);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
        return () => abort.abort();
      }),
  );
}

/** Static mode: the JSON files, with §7's retries and the failure reports of the GraphQL transport. */
function staticModeLink(uri: string): ApolloLink {
  const errors = onError(({ graphQLErrors, networkError, operation }) => {
    for (const error of graphQLErrors ?? []) console.error(`[foyer] ${operation.operationName}: ${error.message}`);
    if (networkError) reportApiFailure(uri, operation.operationName, networkError);
  });
  // §7: up to 5 attempts, 300 ms initial delay, jitter. A 4xx answer will not change on retry.
  const retry = new RetryLink({
    delay: { initial: API_RETRY_INITIAL_DELAY_MS, jitter: true },
    attempts: { max: API_RETRY_MAX_ATTEMPTS, retryIf: (error) => !isClientError(error) },
  });
  return from([errors, retry, lazyStaticLink(uri)]);
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
