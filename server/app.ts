import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import { useHostChatFriends } from './chat/host-chat-friends.js';
import { useHostChatTokens } from './chat/host-chat-tokens.js';
import { useChat } from './chat/use-chat.js';
import type { Bus } from './bus/bus.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { GraphQLContext } from './context.js';
import { ErrorCode } from './errors.js';
import { createAccountServices } from './features/accounts/account-services.js';
import { isPreviewRequest } from './features/accounts/preview.js';
import { useDevMailbox } from './mail/use-dev-mailbox.js';
import { useJump } from './features/cards/use-jump.js';
import { operatorCheck, operatorIdentity } from './features/operator/operator-auth.js';
import { useLiveResults } from './features/operator/live-results.js';
import { usePollAnswers } from './features/polls/index.js';
import { useShow } from './features/operator/show/index.js';
import { CONSOLE_SOCKET_MAX_FRAME_BYTES, createConsoleSockets } from './features/operator/console-sockets.js';
import { createLiveTopics } from './features/operator/live-topics.js';
import { useAuth } from './plugins/use-auth.js';
import { useBoundedJson } from './plugins/use-bounded-json.js';
import { useIdleTimeout } from './plugins/use-idle-timeout.js';
import { useCompression } from './plugins/use-compression.js';
import { useErrorMasking } from './plugins/use-error-masking.js';
import { graphqlLimits } from './plugins/graphql-limits.js';
import { useHealth } from './plugins/use-health.js';
import { useEventLoopStats, useLoadShedding } from './plugins/use-load-shedding.js';
import { useSecurityHeaders } from './plugins/use-security-headers.js';
import { useStatic } from './plugins/use-static.js';
import { createMovableClock, useTestClock } from './plugins/use-test-clock.js';
import { useWebSockets } from './plugins/use-websockets.js';
import { sessionKeyOf } from './features/stream/session-key.js';
import { useStreamFiles } from './features/stream/use-stream-files.js';
import { createMemoryCounterStore, type CounterStore } from './limits/counter-store.js';
import { createRateLimiter } from './limits/rate-limiter.js';
import { createReadCache, forgetEverywhere } from './read-cache.js';
import { resolvers } from './resolvers.js';
import { loadSchema } from './schema/load-schema.js';
import type { Db } from './store/database.js';
import { readPortalConfig } from './store/portal-config.js';
import { jsonProblem, jsonProblemText, noNulInStrings } from './validation.js';

export interface AppDependencies {
  config: Config;
  db: Db;
  bus: Bus;
  clock?: Clock;
  /** Shared counters (Redis) for several processes; by default this process's memory, on the app's clock. */
  counters?: CounterStore | undefined;
}

export const GRAPHQL_PATH = '/graphql';
/** What an element on another origin may read of an answer: a shed request's wait (api-transport.ts honours it). */
const EXPOSED = ['retry-after'];

function requestError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  return reply.code(statusCode).send({ data: null, errors: [{ message, extensions: { code } }] });
}

/** GraphQL answers carry tokens and personal data: no cache on the way may keep one. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}

/** POST only, with a JSON body holding a query string; anything else is the client's mistake, not ours. */
async function checkGraphQLRequest(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') {
    reply.header('allow', 'POST');
    return requestError(reply, 405, 'METHOD_NOT_ALLOWED', `Use POST for ${GRAPHQL_PATH}`);
  }
  const body = request.body as { query?: unknown; variables?: unknown } | null;
  if (typeof body?.query !== 'string' || body.query.trim() === '') {
    return requestError(reply, 400, 'BAD_REQUEST', 'The request body needs a "query" string');
  }
  const variables = body.variables;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return requestError(reply, 400, 'BAD_REQUEST', 'The "variables" must be a JSON object');
  }
  // Bounded before anything walks them: graphql's coercion and the resolvers recurse.
  const problem = jsonProblem(variables);
  if (problem) return requestError(reply, 400, ErrorCode.BAD_USER_INPUT, jsonProblemText(problem, 'variables'));
  // Mercurius would take a query that parses as JSON for a ready-made syntax tree and skip the parser.
  if (isJson(body.query)) {
    return requestError(reply, 400, 'BAD_REQUEST', 'The "query" must be GraphQL text, not JSON');
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The HTTP server: GraphQL at /graphql, /health, and the static files of the portal and the demo. */
export async function buildApp({
  config,
  db,
  bus,
  clock: givenClock = systemClock,
  counters,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A client that stops sending is cut off: idle sockets at once, slow drips once the whole request is overdue.
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    requestTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: config.idleTimeoutSeconds * 1000,
    http: {
      headersTimeout: Math.min(config.requestTimeoutSeconds, 30) * 1000,
      connectionsCheckingInterval: Math.min(config.requestTimeoutSeconds, 5) * 1000,
    },
    // A line per request costs more than the request itself at polling rates; debug and trace keep them.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });

  // One WebSocket stack for /chat and the console's socket at /graphql, each path with its own frame limit. Before the
  // shedding, whose 503 to an upgrade must find it marked as one (@fastify/websocket then closes its socket).
  await useWebSockets(app, { maxPayload: Math.max(config.chat.maxFrameBytes, CONSOLE_SOCKET_MAX_FRAME_BYTES) });
  // Then, so every request and upgrade after it is shed while the event loop lags, before any work is done for it.
  const load = await useLoadShedding(app, config.loadShedding);
  if (config.eventLoopStats) useEventLoopStats(app);
  useBoundedJson(app);
  useIdleTimeout(app, config.idleTimeoutSeconds * 1000);
  // Then, so every route added after it (GraphQL, the portal page) may answer compressed.
  await useCompression(app);

  const movableClock = config.testClock ? createMovableClock(givenClock) : undefined;
  const clock = movableClock ?? givenClock;
  if (movableClock) useTestClock(app, movableClock);

  const shared = forgetEverywhere(createReadCache(), bus, (error) => app.log.error({ err: error }, 'Cache forget'));
  const cache = shared.cache;
  // Attempt windows in memory follow the injected clock, so tests can move past them.
  const limiter = createRateLimiter(counters ?? createMemoryCounterStore({ now: () => clock().getTime() }));
  const tokens = createTokenService({
    secret: await resolveJwtSecret(db, config),
    ttlSeconds: config.tokenTtlSeconds,
    clock,
  });

  if (config.corsOrigins === '*') {
    // Any site may read public answers, but never with the visitor's cookies: that would hand it their session.
    await app.register(cors, { origin: '*', credentials: false, methods: ['GET', 'POST'], exposedHeaders: EXPOSED });
  } else if (config.corsOrigins.length > 0) {
    // Only exact listed origins; an opaque origin ("null") never matches one.
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST'],
      exposedHeaders: EXPOSED,
    });
  }
  await useSecurityHeaders(app, { frameAncestors: config.frameAncestors, portalConfig: () => readPortalConfig(db) });

  const limits = graphqlLimits({ developmentHelp: config.graphqlIntrospection });
  const errorFormatter = useErrorMasking(app, { formatExpected: limits.formatRequestError });
  const accounts = createAccountServices({ config, db, bus, clock, log: app.log });
  app.addHook('onClose', async () => {
    await Promise.allSettled(accounts.pendingMail);
    accounts.close();
    shared.close();
  });
  useAuth(app, { tokens, paths: [GRAPHQL_PATH], isSessionLive: accounts.isSessionLive });
  if (accounts.devMailbox) useDevMailbox(app, accounts.devMailbox);
  if (!config.smtpUrl && !accounts.devMailbox) {
    app.log.warn(
      'SMTP_URL is not set: activation, password-reset and invite mails will NOT be sent. ' +
        'Set SMTP_URL, or DEV_MAILBOX=on in development to read them at /dev/mailbox (docs/accounts.md#mail).',
    );
  }
  useHealth(app, { db, bus, load });

  /** The operator token's check and the console operator's identity of one request (or subscription socket). */
  const operatorChecks = (request: FastifyRequest, authorization = request.headers.authorization) => {
    const operator = operatorCheck({
      authorization,
      operatorToken: config.operatorToken,
      limiter,
      ip: request.ip,
      log: request.log,
    });
    const operatorAccount = operatorIdentity({
      authorization,
      db,
      clock,
      limiter,
      ip: request.ip,
      log: request.log,
      operator,
    });
    return { operator, operatorAccount };
  };

  // Before the GraphQL plugin: its context hands the chat's operator operations to the resolvers.
  const chat = await useChat(app, { config, db, bus, clock, limiter, isSessionLive: accounts.isSessionLive });
  const graphqlContext = async (request: FastifyRequest): Promise<GraphQLContext> => ({
    config,
    db,
    bus,
    cache,
    clock,
    tokens,
    session: request.session,
    sessionRefused: request.sessionRefused,
    accounts,
    limiter,
    ip: request.ip,
    language: request.headers['x-foyer-language']?.toString(),
    cookie: request.headers.cookie,
    preview: await isPreviewRequest(db, cache, request.session, request.headers.cookie),
    ...operatorChecks(request),
    sessionKey: sessionKeyOf(request),
    chat,
  });

  const schema = loadSchema();
  // Subscriptions are served on the console's sockets (consoleSockets.attach), Mercurius serves the rest over HTTP.
  const { Subscription: subscriptionResolvers = {}, ...httpResolvers } = resolvers;
  const consoleSockets = createConsoleSockets({
    db,
    bus,
    clock,
    limiter,
    limits: config.console,
    graphqlLimits: limits,
    schema,
    subscriptions: subscriptionResolvers,
  });
  await app.register(mercurius, {
    schema,
    // Typed by codegen against GraphQLContext, which Mercurius's own resolver type does not know.
    resolvers: httpResolvers as IResolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    // Mercurius caches a query once it passed these rules, so each text is checked before its first run.
    validationRules: [...limits.validationRules, noNulInStrings],
    graphql: { parseOptions: limits.parseOptions },
    errorFormatter,
    context: graphqlContext,
    additionalRouteOptions: { onSend: noStore, preValidation: checkGraphQLRequest },
  });
  // The console's live results (features/operator/live-results.ts): graphql-transport-ws at GRAPHQL_PATH.
  const topics = createLiveTopics();
  useLiveResults(app, { db, bus, topics });
  usePollAnswers(app, { bus, cache });
  useShow(app, { db, bus, clock, presenceWindowMs: config.streamPresenceWindowSeconds * 1000, topics });
  consoleSockets.attach(app, {
    path: GRAPHQL_PATH,
    topics,
    context: async (request, authorization) => ({
      ...(await graphqlContext(request)),
      ...operatorChecks(request, authorization),
    }),
  });

  useHostChatTokens(app, { config, db, clock, limiter });
  useHostChatFriends(app, { config, db, clock, limiter });
  useJump(app, { db });
  await useStreamFiles(app, {
    root: config.staticRoot,
    zoomSdk: config.zoomSdk !== undefined,
    frameAncestors: config.frameAncestors,
  });
  await useStatic(app, { root: config.staticRoot, portalConfig: () => readPortalConfig(db) });

  return app;
}
