// A GraphQL subscription over WebSocket as the console opens one (graphql-ws, connection_init carrying the token),
// for tests against a listening app.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface TestSubscription {
  client: Client;
  /** Every result received so far. */
  received: unknown[];
  /** Resolves with the errors when the server refuses the subscription, with null when it completes. */
  done: Promise<unknown>;
}

/** Subscribes at `<http address>/graphql` with `Authorization` in connection_init. */
export function subscribe(address: string, authorization: string, query: string): TestSubscription {
  const client = createClient({
    url: `${address.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    retryAttempts: 0,
  });
  const received: unknown[] = [];
  const done = new Promise<unknown>((resolve) => {
    client.subscribe(
      { query },
      { next: (value) => received.push(value), error: resolve, complete: () => resolve(null) },
    );
  });
  return { client, received, done };
}

/** The live results of one poll, as the console asks for them. */
export const POLL_TOTALS_SUBSCRIPTION = (code: string) =>
  `subscription { pollResultsChanged(code: "${code}") { params { totalVotes } } }`;
