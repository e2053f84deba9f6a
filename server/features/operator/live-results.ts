// Live poll results for the console (issue #18): GraphQL subscriptions over WebSocket (console-sockets.ts). The polls feature
// and the operator's controls publish POLL_CHANGED_TOPIC on the bus, so with the Redis bus every process hears of
// votes cast on any other; each process reads a changed poll at most every THROTTLE_MS and hands it to its own
// subscribers, however many votes arrived meanwhile.
import type { FastifyInstance } from 'fastify';
import { authorizeOperator } from '../../auth/access-policy.js';
import { POLL_CHANGED_TOPIC, type Bus } from '../../bus/bus.js';
import { notFound } from '../../errors.js';
import type { SubscriptionContext } from './console-sockets.js';
import type { LiveTopics } from './live-topics.js';
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
export function useLiveResults(
  app: FastifyInstance,
  { db, bus, topics }: { db: Db; bus: Bus; topics: LiveTopics },
): void {
  bridgeChanges(app, { bus, topic: POLL_CHANGED_TOPIC, what: 'Live poll results' }, async (code) => {
    const row = await findPollRow(db, code);
    if (!row) return;
    const poll = await readPoll(db, row, { voter: null, revealVotes: true });
    topics.publish(pollTopic(code), { pollResultsChanged: poll });
  });
}

export const pollResultsChanged: SubscriptionResolvers['pollResultsChanged'] = {
  subscribe: async (_root, args, context) => {
    const ctx = context as SubscriptionContext;
    // The socket's operator, authorized at connection_init; asked again, as every operator field asks.
    await authorizeOperator(ctx, 'readShow');
    const code = parsePollCode(args);
    if (!(await findPollRow(ctx.db, code))) throw notFound('Poll not found');
    return ctx.topics.subscribe(pollTopic(code));
  },
  resolve: (payload: { pollResultsChanged: Poll }) => payload.pollResultsChanged,
};
