// The console's live-results sockets (issue #18, docs/operators.md "Limits"): how many one address may open (counted
// in the shared counters, so the limit holds across processes), how many subscriptions one socket may hold,
// graphql-armor's rules on every subscription as on HTTP queries, and closing a socket once the operator session it
// was opened with ends (a logout through the bus at once; a re-import, a role change or expiry at the next check).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, GraphQLError, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import type { WebSocket } from 'ws';
import { OPERATOR_SESSIONS_ENDED_TOPIC, type Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { ConsoleLimits } from '../../config.js';
import type { RateLimiter } from '../../limits/rate-limiter.js';
import { LIMIT_EXCEEDED, type GraphQLLimits } from '../../plugins/graphql-limits.js';
import type { Db } from '../../store/database.js';
import { liveSessionDigests, sessionDigest, type Operator } from './operator-accounts.js';

/** graphql-transport-ws's close code for Forbidden: the session the socket was opened with has ended. */
export const CLOSE_SESSION_ENDED = 4403;
export const SESSION_ENDED_REASON = 'Forbidden: the operator session ended';

export interface ConsoleSocketsOptions {
  db: Db;
  bus: Bus;
  clock: Clock;
  limiter: RateLimiter;
  limits: ConsoleLimits;
  graphqlLimits: GraphQLLimits;
  /** The GraphQL contract's text (schema/load-schema.ts). */
  schema: string;
}

export interface ConsoleSockets {
  /** The GraphQL route's preValidation for a WebSocket upgrade: 429 once the address holds its sockets. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Files an open socket under the operator session it subscribes with, so the session's end closes it. */
  track(socket: WebSocket, operator: Operator): void;
  /** A subscription of the socket that did not start or has ended: its slot is free again. */
  release(socket: WebSocket, id: string): void;
  /** Hooks into Mercurius (after it is registered) and the bus; ends with the app. */
  attach(app: FastifyInstance): void;
}

interface Tracked {
  tokenHash: string | null;
  operatorId: number | null;
}

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: LIMIT_EXCEEDED } });

/** The socket a subscription's context carries (app.ts puts it there). */
const socketOf = (context: unknown): WebSocket | undefined => (context as { socket?: WebSocket } | null)?.socket;

export function createConsoleSockets({
  db,
  bus,
  clock,
  limiter,
  limits,
  graphqlLimits,
  schema,
}: ConsoleSocketsOptions): ConsoleSockets {
  const checkMs = limits.sessionCheckSeconds * 1000;
  /** An address's sockets count while renewed: every check renews the open ones, so a crashed process's expire. */
  const socketLimit = { max: limits.maxSocketsPerIp, windowMs: Math.max(60_000, 4 * checkMs) };
  /** This process's admitted sockets: their counter key and member, until they close. */
  const admitted = new Map<string, string>();
  const tracked = new Map<WebSocket, Tracked>();
  const subscriptions = new Map<WebSocket, Set<string>>();
  // Built from the same contract with this module's copy of graphql, so validate never meets another copy's schema.
  let validationSchema: GraphQLSchema | undefined;

  function close(socket: WebSocket) {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
    }
  }

  function endSessions(payload: unknown) {
    const { tokenHashes, operatorIds } = (payload ?? {}) as { tokenHashes?: unknown; operatorIds?: unknown };
    const hashes = new Set(Array.isArray(tokenHashes) ? tokenHashes.filter((h) => typeof h === 'string') : []);
    const ids = new Set(Array.isArray(operatorIds) ? operatorIds.filter((id) => typeof id === 'number') : []);
    for (const [socket, { tokenHash, operatorId }] of tracked) {
      if ((tokenHash !== null && hashes.has(tokenHash)) || (operatorId !== null && ids.has(operatorId))) close(socket);
    }
  }

  /** Closes the sockets whose sessions no longer stand, and renews this process's sockets in the address counters. */
  async function check() {
    const hashes = [...new Set([...tracked.values()].flatMap(({ tokenHash }) => (tokenHash ? [tokenHash] : [])))];
    if (hashes.length > 0) {
      const live = await liveSessionDigests(db, hashes, clock());
      for (const [socket, { tokenHash }] of tracked) if (tokenHash !== null && !live.has(tokenHash)) close(socket);
    }
    for (const [member, key] of admitted) await limiter.admit(key, member, socketLimit);
  }

  return {
    async admit(request, reply) {
      if (!request.ws) return;
      const key = `console-ws:ip:${request.ip}`;
      const member = randomUUID();
      // Counted and checked in one step in the shared counters: concurrent upgrades from any process agree.
      if (!(await limiter.admit(key, member, socketLimit))) {
        request.log.warn({ ip: request.ip }, 'Console socket refused: too many open from this address');
        await reply.code(429).send({
          data: null,
          errors: [{ message: 'Too many live-results sockets from this address', extensions: { code: '429' } }],
        });
        return;
      }
      admitted.set(member, key);
      request.raw.socket.once('close', () => {
        admitted.delete(member);
        void limiter.release(key, member).catch((error: unknown) => request.log.error({ err: error }, 'Release'));
      });
    },
    track(socket, operator) {
      if (tracked.has(socket)) return;
      tracked.set(socket, {
        tokenHash: operator.sessionToken ? sessionDigest(operator.sessionToken) : null,
        operatorId: operator.id,
      });
      socket.once('close', () => tracked.delete(socket));
    },
    release(socket, id) {
      subscriptions.get(socket)?.delete(id);
    },
    attach(app) {
      app.graphql.addHook('preSubscriptionParsing', async (_schema, source) => {
        validationSchema ??= buildSchema(schema);
        let document;
        try {
          document = parse(source, graphqlLimits.parseOptions);
        } catch (error) {
          throw error instanceof GraphQLError ? graphqlLimits.formatRequestError(error) : error;
        }
        const [first] = validate(validationSchema, document, [...specifiedRules, ...graphqlLimits.validationRules]);
        if (first) throw graphqlLimits.formatRequestError(first);
      });
      app.graphql.addHook('preSubscriptionExecution', async (_schema, _document, context, id) => {
        const socket = socketOf(context);
        if (!socket) return;
        let ids = subscriptions.get(socket);
        if (!ids) {
          ids = new Set();
          subscriptions.set(socket, ids);
          socket.once('close', () => subscriptions.delete(socket));
        }
        if (!ids.has(String(id)) && ids.size >= limits.maxSubscriptionsPerSocket) {
          throw limitError(`At most ${limits.maxSubscriptionsPerSocket} subscriptions per socket.`);
        }
        ids.add(String(id));
      });
      app.graphql.addHook('onSubscriptionEnd', async (context, id) => {
        const socket = socketOf(context);
        if (socket) subscriptions.get(socket)?.delete(String(id));
      });
      const unsubscribe = bus.subscribe(OPERATOR_SESSIONS_ENDED_TOPIC, endSessions);
      let checking: Promise<void> = Promise.resolve();
      const timer = setInterval(() => {
        checking = check().catch((error: unknown) => app.log.error({ err: error }, 'Console session check'));
      }, checkMs);
      timer.unref();
      app.addHook('onClose', async () => {
        unsubscribe();
        clearInterval(timer);
        await checking;
      });
    },
  };
}
