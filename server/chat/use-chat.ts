// The chat service on the HTTP server: the /chat WebSocket (docs/chat-service.md), media uploads at POST
// /chat/media and the stored media at GET /chat/media/:key. Authenticated by the getCometChatToken token, for sessions
// the event admits (auth/access-policy.ts); a socket closes when its portal session ends, in whichever process.
import type { StaffMark } from './chat-model.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { admitsToChat, readEventGate } from '../auth/access-policy.js';
import type { ChatSessionKind, SessionClaims } from '../auth/tokens.js';
import type { Bus } from '../bus/bus.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { SESSIONS_ENDED_TOPIC } from '../features/accounts/sessions.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { createReadCache } from '../read-cache.js';
import type { Db } from '../store/database.js';
import { CHAT_ERROR_CODES, ChatRefusal } from './chat-codes.js';
import { joinedGuids } from './chat-groups.js';
import { createChatHandlers, type ChatSession } from './chat-handlers.js';
import { createChatHub, type HubSocket } from './chat-hub.js';
import { newestId } from './chat-messages.js';
import { findNul, NUL_MESSAGE } from '../validation.js';
import { frameIdOf, requestFrameSchema } from './chat-protocol.js';
import { chatTokenServiceFor } from './chat-token-resolver.js';
import { findChatUser, touchLastActive } from './chat-users.js';
import { mediaContentType, uploadMedia } from './media-upload.js';
import { createDiskMediaStore, type MediaStore } from './media-store.js';

export const CHAT_PATH = '/chat';
/** A socket that has not logged in by then is closed: it holds a connection and proves nothing. */
const LOGIN_TIMEOUT_MS = 10_000;
/** WebSocket close code 1008, policy violation: no login in time. */
const CLOSE_POLICY = 1008;
const SESSION_ENDED = 'session ended';
/**
 * Uploads a user may start a minute. The socket's request limit does not cover this HTTP route, and each upload
 * may write up to the largest media size to disk; counted before the body is read, so refused ones count too.
 */
export const UPLOAD_LIMIT = { max: 30, windowMs: 60_000 };

export interface ChatOptions {
  config: Config;
  db: Db;
  bus: Bus;
  clock: Clock;
  /** Whether a named customer's portal session still counts (logged out or replaced sessions do not). */
  isSessionLive: (claims: SessionClaims) => boolean | Promise<boolean>;
  /** The app's shared counters (Redis with REDIS_URL), so every process counts a user's uploads together. */
  limiter: RateLimiter;
  media?: MediaStore;
}

/** Who a chat token logged in, and the portal session it stands for. */
interface ChatLogin {
  user: { uid: string; name: string; avatar?: string } & StaffMark;
  kind: ChatSessionKind;
  /** The portal session the chat token came from; none for a host site's user (kind host). */
  sessionId?: string;
  exp: number;
}

/** Allows `rate` requests a second with bursts of twice that; refills continuously. */
function createRateLimit(rate: number, clock: () => number = Date.now) {
  const burst = rate * 2;
  let tokens = burst;
  let last = clock();
  return () => {
    const now = clock();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * rate);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** Open sockets per key (an address, a user) in this process; add refuses once the key holds max. */
function createSocketCounts() {
  const counts = new Map<string, number>();
  return {
    add(key: string, max: number): boolean {
      const count = counts.get(key) ?? 0;
      if (count >= max) return false;
      counts.set(key, count + 1);
      return true;
    },
    remove(key: string): void {
      const count = (counts.get(key) ?? 0) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
}

export async function useChat(app: FastifyInstance, options: ChatOptions): Promise<void> {
  const { config, db, bus, clock, isSessionLive, limiter } = options;
  const media = options.media ?? createDiskMediaStore(join(config.dataDir, 'uploads'));
  const hub = createChatHub(bus, (error, topic) =>
    app.log.error({ err: error, topic }, 'A chat event could not be passed on; what was stored stays stored'),
  );
  const handlers = createChatHandlers({ db, hub, clock, limits: config.chat, media, limiter });
  const tokens = await chatTokenServiceFor(db, config, clock);
  /** The event's gate, read at most every two seconds: the handshake and every frame ask it. */
  const cache = createReadCache();
  /** Sockets whose close is still being recorded (presence, lastActiveAt); the app waits for them on close. */
  const closing = new Set<Promise<void>>();
  /** How to end the sockets of each live portal session, when it ends (logout, deletion, a newer single login). */
  const socketsBySession = new Map<string, Set<() => void>>();
  const unsubscribeEnded = bus.subscribe(SESSIONS_ENDED_TOPIC, (payload) => {
    const ids = (payload as { sessionIds?: unknown } | null)?.sessionIds;
    if (!Array.isArray(ids)) return;
    for (const id of ids) {
      if (typeof id === 'string') for (const end of socketsBySession.get(id) ?? []) end();
    }
  });

  /**
   * The event still admits the session's kind, and a named customer's portal session is still live; a host user's
   * token, which no portal session backs, counts until it expires (host-chat-tokens.ts).
   */
  async function stillAdmitted({ kind, sessionId, user, exp }: ChatLogin): Promise<boolean> {
    if (!admitsToChat(await readEventGate(db, cache), kind)) return false;
    if (sessionId === undefined) return kind === 'host' && exp * 1000 > clock().getTime();
    return isSessionLive({ customerId: user.uid, alias: null, sessionId, exp });
  }

  // Chat limits are per socket: these caps keep one user or address from opening sockets without end.
  const socketsPerIp = createSocketCounts();
  const socketsPerUser = createSocketCounts();

  /** The login of a valid chat token whose customer still exists and whose session the event admits; else null. */
  async function authenticate(token: string): Promise<ChatLogin | null> {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await findChatUser(db, claims.uid);
    if (!user) return null;
    // A chat token counts only while the portal session it came from does (anonymous ones have sessions too); a
    // host site's user has none, and their token counts until it expires.
    if (!claims.sessionId && claims.kind !== 'host') return null;
    const login: ChatLogin = {
      user: {
        uid: user.uid,
        name: user.name,
        ...(user.staff ? { staff: true } : {}),
        ...(user.avatar ? { avatar: user.avatar } : {}),
      },
      // Chat tokens issued before kinds existed: only named customers' carry a portal session.
      kind: claims.kind ?? 'account',
      ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      exp: claims.exp,
    };
    return (await stillAdmitted(login)) ? login : null;
  }

  await app.register(websocket, { options: { maxPayload: config.chat.maxFrameBytes } });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(
        config.chat.maxImageBytes,
        config.chat.maxVideoBytes,
        config.chat.maxAudioBytes,
        config.chat.maxFileBytes,
      ),
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
    },
  });

  app.get(CHAT_PATH, { websocket: true }, (socket, upgrade) => {
    if (!socketsPerIp.add(upgrade.ip, config.chat.maxSocketsPerIp)) {
      socket.close(CLOSE_POLICY, 'too many sockets from this address');
      return;
    }
    const socketId = randomUUID();
    const allow = createRateLimit(config.chat.requestsPerSecond);
    let session: ChatSession | null = null;
    let login: ChatLogin | null = null;
    let user: { uid: string; name: string } | null = null;
    /** Set when the portal session ended: no frame is answered any more, and the socket closes. */
    let ended = false;
    const endSession = () => {
      ended = true;
      socket.close(CLOSE_POLICY, SESSION_ENDED);
    };
    /** The hub knows the socket by this object: detach must hand back the same one that attach got. */
    let hubSocket: HubSocket | null = null;
    let closed = false;
    // Requests of one socket run one after another, so answers and their events keep the order they were sent in.
    let queue: Promise<void> = Promise.resolve();
    const loginTimer = setTimeout(() => socket.close(CLOSE_POLICY, 'login expected'), LOGIN_TIMEOUT_MS);
    /** A host user's socket ends when their token expires; the widget asks its host for a new one and logs in again. */
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;

    const sendText = (frameText: string) => {
      if (socket.readyState === socket.OPEN) socket.send(frameText);
    };
    const send = (frame: unknown) => sendText(JSON.stringify(frame));
    const refuse = (id: number | string | null, code: string, message: string) =>
      send({ id, ok: false, error: { code, message } });

    async function run(raw: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return refuse(null, CHAT_ERROR_CODES.invalidInput, 'A frame must be JSON');
      }
      const nulAt = findNul(parsed);
      if (nulAt !== null) return refuse(frameIdOf(parsed), CHAT_ERROR_CODES.invalidInput, `${nulAt}: ${NUL_MESSAGE}`);
      const frame = requestFrameSchema.safeParse(parsed);
      if (!frame.success) {
        const issue = frame.error.issues[0];
        return refuse(
          frameIdOf(parsed),
          CHAT_ERROR_CODES.invalidInput,
          `Bad request: ${issue ? `${issue.path.join('.') || 'frame'} ${issue.message}` : 'invalid'}`,
        );
      }
      const request = frame.data;
      try {
        if (request.type === 'login') {
          if (session) return refuse(request.id, CHAT_ERROR_CODES.invalidInput, 'This socket is logged in already');
          const authenticated = await authenticate(request.token);
          if (!authenticated)
            return refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'The chat token is not valid');
          if (closed) return;
          if (!socketsPerUser.add(authenticated.user.uid, config.chat.maxSocketsPerUser)) {
            return refuse(request.id, CHAT_ERROR_CODES.rateLimited, 'Too many chat sockets for this user');
          }
          clearTimeout(loginTimer);
          login = authenticated;
          if (!login.sessionId) expiryTimer = setTimeout(endSession, login.exp * 1000 - clock().getTime());
          if (login.sessionId) {
            const ends = socketsBySession.get(login.sessionId) ?? new Set();
            ends.add(endSession);
            socketsBySession.set(login.sessionId, ends);
            // The session may have ended between the check and the registration.
            if (!(await stillAdmitted(login))) return endSession();
          }
          session = { ...authenticated.user, socketId, ip: upgrade.ip, typing: new Map() };
          user = authenticated.user;
          const guids = await joinedGuids(db, session.uid);
          await touchLastActive(db, session.uid, Math.floor(clock().getTime() / 1000));
          hubSocket = { id: socketId, uid: session.uid, presence: request.presence !== false, send: sendText };
          await hub.attach(hubSocket, guids, handlers.asUser(authenticated.user));
          return send({
            id: request.id,
            ok: true,
            result: {
              user: { ...handlers.asUser(authenticated.user), status: 'online' },
              lastMessageId: await newestId(db, 'chat_messages'),
              lastChangeId: await newestId(db, 'chat_message_changes'),
            },
          });
        }
        if (!session || !login) return refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'Log in first');
        if (ended || !(await stillAdmitted(login))) {
          refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'The session has ended');
          return endSession();
        }
        const result = await handlers.handle(session, request);
        send({ id: request.id, ok: true, result });
      } catch (error) {
        if (error instanceof ChatRefusal) return refuse(request.id, error.code, error.message);
        app.log.error({ err: error }, 'A chat request failed');
        refuse(request.id, 'ERROR', 'The request failed');
      }
    }

    socket.on('message', (data, isBinary) => {
      if (isBinary) return refuse(null, CHAT_ERROR_CODES.invalidInput, 'Frames are JSON text');
      if (!allow()) return refuse(frameIdOf(safeJson(String(data))), CHAT_ERROR_CODES.rateLimited, 'Too many requests');
      const raw = String(data);
      queue = queue
        .then(() => run(raw))
        .catch((error: unknown) => app.log.error({ err: error }, 'A chat frame failed'));
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(loginTimer);
      clearTimeout(expiryTimer);
      if (login?.sessionId) {
        const ends = socketsBySession.get(login.sessionId);
        ends?.delete(endSession);
        if (ends?.size === 0) socketsBySession.delete(login.sessionId);
      }
      socketsPerIp.remove(upgrade.ip);
      if (session) socketsPerUser.remove(session.uid);
      const done = queue
        .then(async () => {
          if (!session || !user || !hubSocket) return;
          handlers.endTyping(session);
          const lastActiveAt = Math.floor(clock().getTime() / 1000);
          await touchLastActive(db, session.uid, lastActiveAt);
          await hub.detach(hubSocket, { ...user, status: 'offline', lastActiveAt });
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Closing a chat socket failed'));
      closing.add(done);
      void done.finally(() => closing.delete(done));
    });
  });

  app.post(`${CHAT_PATH}/media`, async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const authenticated = token ? await authenticate(token) : null;
    if (!authenticated) return chatError(reply, 401, CHAT_ERROR_CODES.unauthenticated, 'The chat token is not valid');
    if (!(await limiter.take(`chat-upload:uid:${authenticated.user.uid}`, UPLOAD_LIMIT))) {
      return chatError(reply, 429, CHAT_ERROR_CODES.rateLimited, 'Too many uploads, please wait a minute');
    }
    try {
      const message = await uploadMedia(request, {
        media,
        limits: config.chat,
        handlers,
        session: { ...authenticated.user, socketId: `upload:${randomUUID()}`, ip: request.ip, typing: new Map() },
      });
      return reply.send(message);
    } catch (error) {
      if (error instanceof ChatRefusal) {
        const status =
          error.code === CHAT_ERROR_CODES.fileTooLarge
            ? 413
            : error.code === CHAT_ERROR_CODES.fileTypeNotAllowed
              ? 415
              : 400;
        return chatError(reply, status, error.code, error.message);
      }
      throw error;
    }
  });

  app.get<{ Params: { key: string } }>(`${CHAT_PATH}/media/:key`, async (request, reply) => {
    const stored = await media.get(request.params.key);
    if (!stored) return chatError(reply, 404, CHAT_ERROR_CODES.messageNotFound, 'No such file');
    const type = mediaContentType(request.params.key);
    reply
      .header('content-type', type.contentType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (type.attachment) reply.header('content-disposition', 'attachment');
    return reply.send(stored.stream);
  });

  // @fastify/websocket closes every socket before the server stops; their close records finish before the store goes.
  app.addHook('onClose', async () => {
    unsubscribeEnded();
    await Promise.all(closing);
    hub.close();
  });
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function chatError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}
