// The console's own GraphQL client: the operator's session token (kept in memory only, never in the host page's
// storage) on every request, queries and mutations over HTTP, the live results over one WebSocket (graphql-ws, the
// graphql-transport-ws protocol Mercurius speaks) that carries the token in connection_init.
import { ApolloClient, HttpLink, InMemoryCache, split, type NormalizedCacheObject } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

export interface ConsoleClient {
  apollo: ApolloClient<NormalizedCacheObject>;
  /** Closes the WebSocket and drops the cache (logout). */
  close(): void;
}

/** The WebSocket address of an http(s) GraphQL endpoint. */
export function webSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl, document.baseURI);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function createConsoleClient(apiUrl: string, token: string | null): ConsoleClient {
  const uri = new URL(apiUrl, document.baseURI).href;
  const authorization = token ? `Bearer ${token}` : undefined;
  const http = new HttpLink({ uri, headers: authorization ? { authorization } : {} });
  const socket = token
    ? createClient({ url: webSocketUrl(uri), connectionParams: { authorization }, lazy: true, retryAttempts: 5 })
    : null;
  const link = socket
    ? split(
        ({ query }) => {
          const definition = getMainDefinition(query);
          return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
        },
        new GraphQLWsLink(socket),
        http,
      )
    : http;
  const apollo = new ApolloClient({
    link,
    // A poll or card is one however it arrives (list, mutation, subscription): its code names it.
    cache: new InMemoryCache({
      typePolicies: {
        Poll: { keyFields: ['code'] },
        ConversionCard: { keyFields: ['code'] },
        OperatorQa: { keyFields: ['code'] },
        // One screen: the subscription's pushes replace what getPresenterScreen answered.
        PresenterScreen: { keyFields: [] },
      },
    }),
    defaultOptions: { query: { fetchPolicy: 'network-only' }, watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return {
    apollo,
    close() {
      void socket?.dispose();
      void apollo.clearStore();
      apollo.stop();
    },
  };
}
