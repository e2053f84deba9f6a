// The console's live-results sockets (issue #18, docs/operators.md "Limits"), served at /graphql with graphql-ws's
// server (the graphql-transport-ws protocol the console's client speaks) on the app's one WebSocket stack: how many one
// address may open (counted in the shared counters, so the limit holds across processes), an operator's
// authorization at connection_init or the socket closes with 4403, frames of at most CONSOLE_SOCKET_MAX_FRAME_BYTES at
// a bounded rate, a subscription's query a string held to graphql-armor's rules as an HTTP query is before anything
// larger than its tokens is built, how many subscriptions one socket may hold, and closing a socket once the operator
// session it was opened with ends (a logout through the bus at once; a re-import, a role change or expiry at the next
// check). Issue #25 moved it off Mercurius's subscriptions, which parsed a query before any limit ran.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildSchema,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { makeServer, type Context as ProtocolContext, type SubscribePayload } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { authorizeOperator } from '../../auth/access-policy.js';
import { OPERATOR_SESSIONS_ENDED_TOPIC, type Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { ConsoleLimits } from '../../config.js';
import type { GraphQLContext } from '../../context.js';
import { ErrorCode } from '../../errors.js';
import { createFrameRate } from '../../limits/frame-rate.js';
import type { RateLimiter } from '../../limits/rate-limiter.js';
import { clientError } from '../../plugins/use-error-masking.js';
import { CLOSE_POLICY, CLOSE_TOO_BIG, frameBytes, WEBSOCKET_UPGRADE } from '../../plugins/use-websockets.js';
import { GRAPHQL_VALIDATION_FAILED, LIMIT_EXCEEDED, type GraphQLLimits } from '../../plugins/graphql-limits.js';
import type { Resolvers } from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { jsonProblem, jsonProblemText, noNulInStrings } from '../../validation.js';
import type { LiveTopics } from './live-topics.js';
import { liveSessionDigests, sessionDigest, type Operator } from './operator-accounts.js';

/**
 * The largest frame a console socket takes: a subscription to one poll or stream is a few hundred bytes. It bounds the
 * query text before graphql's parser (with the token limit) sees it.
 */
export const CONSOLE_SOCKET_MAX_FRAME_BYTES = 16 * 1024;
/** Frames a socket may send a second; a console opening its page subscribes to each poll at once (the burst). */
const FRAMES_PER_SECOND = 10;
/** A socket that answers no ping within this long is gone: it is cut off and frees its place. */
const KEEP_ALIVE_MS = 30_000;

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
  /** The contract's subscription resolvers (server/resolvers.ts), served here and nowhere else. */
  subscriptions: NonNullable<Resolvers['Subscription']>;
}

/** The context a console subscription's resolver receives (live-results.ts, show/stream-status.ts). */
export type SubscriptionContext = GraphQLContext & {
  /** The topics this process publishes the console's news under. */
  topics: LiveTopics;
};

export interface ConsoleSocketRoute {
  path: string;
  /**
   * The GraphQL context of the socket's upgrade request, with the operator that connection_init's authorization
   * names (a browser cannot set headers on a WebSocket).
   */
  context(request: FastifyRequest, authorization: string): Promise<GraphQLContext>;
  topics: LiveTopics;
}

export interface ConsoleSockets {
  /** The socket route's preValidation: 429 once the address holds its sockets. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Serves the sockets at route.path; ends with the app. */
  attach(app: FastifyInstance, route: ConsoleSocketRoute): void;
}

interface Tracked {
  tokenHash: string | null;
  operatorId: number | null;
}

/** What the protocol's context carries of one socket. */
interface SocketExtra {
  socket: WebSocket;
  request: FastifyRequest;
  /** The context connection_init authorized; each subscription's context is made from it. */
  context?: GraphQLContext;
}

type SocketContext = ProtocolContext<Record<string, unknown>, SocketExtra>;

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: LIMIT_EXCEEDED } });

/** The `authorization` of connection_init's payload. */
export function authorizationOf(payload: unknown): string | undefined {
  const value = (payload as { authorization?: unknown } | null | undefined)?.authorization;
  return typeof value === 'string' ? value : undefined;
}

/**
 * graphql as the dependencies load it (its CommonJS build): Mercurius built the executable schema with it, and
 * graphql-ws tells errors by its GraphQLError class. This module's own imports may load graphql's ES module instead
 * (under vitest), a copy whose schemas and errors those checks refuse.
 */
const dependencyGraphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/**
 * The contract with its subscriptions' resolvers, for executing them (the other types resolve their fields by name).
 * Mercurius serves queries and mutations and has no part in the sockets.
 */
function subscriptionSchema(sdl: string, resolvers: ConsoleSocketsOptions['subscriptions']): GraphQLSchema {
  const executable = dependencyGraphql.buildSchema(sdl);
  const fields = executable.getSubscriptionType()?.getFields() ?? {};
  for (const [name, resolver] of Object.entries(resolvers)) {
    const field = fields[name];
    if (!field || typeof resolver !== 'object') throw new Error(`The contract has no subscription ${name}`);
    Object.assign(field, resolver);
  }
  return executable as unknown as GraphQLSchema;
}

/** An error of this module's copy of graphql as one of the copy graphql-ws knows. */
const protocolError = (error: GraphQLError): GraphQLError =>
  new dependencyGraphql.GraphQLError(error.message, { nodes: error.nodes ?? null, extensions: error.extensions });

export function createConsoleSockets({
  db,
  bus,
  clock,
  limiter,
  limits,
  graphqlLimits,
  schema,
  subscriptions: subscriptionResolvers,
}: ConsoleSocketsOptions): ConsoleSockets {
  const checkMs = limits.sessionCheckSeconds * 1000;
  /** An address's sockets count while renewed: every check renews the open ones, so a crashed process's expire. */
  const socketLimit = { max: limits.maxSocketsPerIp, windowMs: Math.max(60_000, 4 * checkMs) };
  /** This process's admitted sockets: their counter key and member, until they close. */
  const admitted = new Map<string, string>();
  const tracked = new Map<WebSocket, Tracked>();
  // Built from the same contract with this module's copy of graphql, so validate never meets another copy's schema.
  const validationSchema = buildSchema(schema);
  const executableSchema = subscriptionSchema(schema, subscriptionResolvers);
  const rules = [...specifiedRules, ...graphqlLimits.validationRules, noNulInStrings];

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

  /** Files an open socket under the operator session it was authorized with, so the session's end closes it. */
  function track(socket: WebSocket, operator: Operator) {
    tracked.set(socket, {
      tokenHash: operator.sessionToken ? sessionDigest(operator.sessionToken) : null,
      operatorId: operator.id,
    });
    socket.once('close', () => tracked.delete(socket));
  }

  /** A subscription's document, parsed and checked as an HTTP query is; or the errors that refuse it. */
  function checkedDocument(query: string, operationName: unknown): DocumentNode | readonly GraphQLError[] {
    let document: DocumentNode;
    try {
      // The frame limit bounds the text; the token limit stops the parser before it builds more than 1,000 tokens.
      document = parse(query, graphqlLimits.parseOptions);
    } catch (error) {
      if (error instanceof GraphQLError) return [graphqlLimits.formatRequestError(error)];
      throw error;
    }
    const errors = validate(validationSchema, document, rules);
    if (errors.length > 0) return errors.map((error) => graphqlLimits.formatRequestError(error));
    const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
    if (operation?.operation !== 'subscription') {
      return [
        new GraphQLError('This socket serves subscriptions; send queries and mutations over HTTP', {
          extensions: { code: GRAPHQL_VALIDATION_FAILED },
        }),
      ];
    }
    return document;
  }

  /** A subscribe message's execution, or the errors that refuse it. */
  function subscription(
    route: ConsoleSocketRoute,
    ctx: SocketContext,
    payload: SubscribePayload,
  ): Omit<ExecutionArgs, 'schema'> | readonly GraphQLError[] {
    const { context } = ctx.extra;
    // graphql-ws closes a socket that subscribes before connection_init was acknowledged; a context is always there.
    if (!context) return [new GraphQLError('Not authorized', { extensions: { code: ErrorCode.UNAUTHENTICATED } })];
    // Bounded before graphql coerces them (it recurses).
    const problem = jsonProblem(payload.variables ?? null);
    if (problem) {
      return [
        new GraphQLError(jsonProblemText(problem, 'variables'), {
          extensions: { code: ErrorCode.BAD_USER_INPUT },
        }),
      ];
    }
    const document = checkedDocument(payload.query, payload.operationName);
    if (Array.isArray(document)) return document as readonly GraphQLError[];
    // The protocol server holds the socket's subscriptions, this one among them, until each completes or is refused.
    if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket) {
      return [limitError(`At most ${limits.maxSubscriptionsPerSocket} subscriptions per socket.`)];
    }
    const contextValue: SubscriptionContext = { ...context, topics: route.topics };
    return {
      document: document as DocumentNode,
      variableValues: payload.variables ?? undefined,
      operationName: payload.operationName ?? undefined,
      contextValue,
    };
  }

  function protocolServer(route: ConsoleSocketRoute, log: FastifyBaseLogger) {
    return makeServer<Record<string, unknown>, SocketExtra>({
      // connection_init must carry an operator's authorization: anything else is closed with 4403 Forbidden.
      async onConnect(ctx: SocketContext) {
        const authorization = authorizationOf(ctx.connectionParams);
        if (authorization === undefined) return false;
        try {
          const context = await route.context(ctx.extra.request, authorization);
          track(ctx.extra.socket, await authorizeOperator(context, 'readShow'));
          ctx.extra.context = context;
          return true;
        } catch (error) {
          ctx.extra.request.log.info({ err: error }, 'Console socket refused at connection_init');
          return false;
        }
      },
      async onSubscribe(ctx: SocketContext, _id, payload) {
        const checked = subscription(route, ctx, payload);
        if (Array.isArray(checked)) return checked.map(protocolError);
        return { ...(checked as Omit<ExecutionArgs, 'schema'>), schema: executableSchema };
      },
      subscribe: (args) => dependencyGraphql.subscribe(args as Parameters<typeof dependencyGraphql.subscribe>[0]),
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors) return;
        const formatError = { formatExpected: graphqlLimits.formatRequestError };
        return { ...result, errors: result.errors.map((error) => clientError(error, log, formatError).toJSON()) };
      },
    });
  }

  /** Hands a socket's frames to the protocol server within the frame limit and rate; pings it to find it gone. */
  function serve(server: ReturnType<typeof protocolServer>, socket: WebSocket, request: FastifyRequest) {
    const allow = createFrameRate({ rate: FRAMES_PER_SECOND, burst: 2 * limits.maxSubscriptionsPerSocket + 10 });
    let alive = true;
    socket.on('pong', () => (alive = true));
    const keepAlive = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, KEEP_ALIVE_MS);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            if (frameBytes(data) > CONSOLE_SOCKET_MAX_FRAME_BYTES) {
              return socket.close(CLOSE_TOO_BIG, `Frames are at most ${CONSOLE_SOCKET_MAX_FRAME_BYTES} bytes`);
            }
            if (!allow()) return socket.close(CLOSE_POLICY, 'Too many frames');
            handle(String(data)).catch((error: unknown) => {
              request.log.error({ err: error }, 'A console socket frame failed');
              socket.close(4500, 'Internal server error');
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      void closed(code, String(reason));
    });
  }

  return {
    async admit(request, reply) {
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
    attach(app, route) {
      const server = protocolServer(route, app.log);
      app.route({
        method: 'GET',
        url: route.path,
        constraints: WEBSOCKET_UPGRADE,
        preValidation: this.admit,
        handler: (_request, reply) => reply.code(426).send(),
        wsHandler: (socket, request) => serve(server, socket, request),
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
