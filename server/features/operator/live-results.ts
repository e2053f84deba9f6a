// Live poll results for the console (issue #18): GraphQL subscriptions over WebSocket (Mercurius). The polls feature
// and the operator's controls publish POLL_CHANGED_TOPIC on the bus, so with the Redis bus every process hears of
// votes cast on any other; each process reads a changed poll at most every THROTTLE_MS and hands it to its own
// subscribers, however many votes arrived meanwhile.
import type { FastifyInstance } from 'fastify';
import type { PubSub } from 'mercurius';
import { authorizeOperator } from '../../auth/access-policy.js';
import { POLL_CHANGED_TOPIC, type Bus } from '../../bus/bus.js';
import type { GraphQLContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { WebSocket } from 'ws';
import type { ConsoleSockets } from './console-sockets.js';
import type { OperatorIdentity } from './operator-auth.js';
import type { Poll, SubscriptionResolvers } from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { findPollRow, parsePollCode, readPoll } from '../polls/index.js';

/** At most five reads of one poll a second, per process, during a burst of votes. */
export const THROTTLE_MS = 200;

export const pollTopic = (code: string) => `console.poll:${code}`;

const changedCode = (payload: unknown): string | null => {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Bridges a bus topic whose payloads name a `{ code }` to this process's subscribers: `publish(code)` runs at most every
 * THROTTLE_MS per code, however many changes arrived meanwhile. Ends with the app.
 */
export function bridgeChanges(
  app: FastifyInstance,
  { bus, topic, what }: { bus: Bus; topic: string; what: string },
  publish: (code: string) => Promise<void>,
): void {
  const pending = new Map<string, NodeJS.Timeout>();
  const unsubscribe = bus.subscribe(topic, (payload) => {
    const code = changedCode(payload);
    if (code === null || pending.has(code)) return;
    const timer = setTimeout(() => {
      pending.delete(code);
      publish(code).catch((error: unknown) => app.log.error({ err: error, code }, what));
    }, THROTTLE_MS);
    pending.set(code, timer);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
}

/** Bridges the bus to this process's subscribers; ends with the app. */
export function useLiveResults(app: FastifyInstance, { db, bus }: { db: Db; bus: Bus }): void {
  bridgeChanges(app, { bus, topic: POLL_CHANGED_TOPIC, what: 'Live poll results' }, async (code) => {
    const row = await findPollRow(db, code);
    if (!row) return;
    const poll = await readPoll(db, row, { voter: null, revealVotes: true });
    await app.graphql.pubsub.publish({ topic: pollTopic(code), payload: { pollResultsChanged: poll } });
  });
}

/**
 * What a subscription's resolver receives: the socket's context, Mercurius's pubsub, the connection_init payload, and
 * how to tell the operator from that payload's authorization (a browser cannot set headers on a WebSocket).
 */
export type SubscriptionContext = GraphQLContext & {
  pubsub: PubSub;
  _connectionInit?: unknown;
  operatorFor: (authorization: string | undefined) => OperatorIdentity;
  /** The subscription's socket, and the sockets' limits and session tracking (console-sockets.ts). */
  socket: WebSocket;
  consoleSockets: ConsoleSockets;
  /** The subscription's id on its socket (graphql-transport-ws). */
  id: string | number;
};

export function authorizationOf(payload: unknown): string | undefined {
  const value = (payload as { authorization?: unknown } | null | undefined)?.authorization;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A console subscription: the socket's operator must be allowed readShow, then `topicOf` names the topic (and throws
 * for an unknown code); from then on the socket closes when the operator's session ends. A refused subscription
 * frees its slot on the socket.
 */
export async function subscribeOperator(context: unknown, topicOf: (ctx: SubscriptionContext) => Promise<string>) {
  const ctx = context as SubscriptionContext;
  try {
    const operatorAccount = ctx.operatorFor(authorizationOf(ctx._connectionInit));
    const operator = await authorizeOperator({ ...ctx, operatorAccount }, 'readShow');
    const topic = await topicOf(ctx);
    // From now on the socket closes when this operator's session ends, in whichever process it ends.
    ctx.consoleSockets.track(ctx.socket, operator);
    return await ctx.pubsub.subscribe(topic);
  } catch (error) {
    ctx.consoleSockets.release(ctx.socket, String(ctx.id));
    throw error;
  }
}

export const pollResultsChanged: SubscriptionResolvers['pollResultsChanged'] = {
  subscribe: (_root, args, context) =>
    subscribeOperator(context, async (ctx) => {
      const code = parsePollCode(args);
      if (!(await findPollRow(ctx.db, code))) throw notFound('Poll not found');
      return pollTopic(code);
    }),
  resolve: (payload: { pollResultsChanged: Poll }) => payload.pollResultsChanged,
};
