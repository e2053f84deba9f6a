// The connection module, as an encapsulated Fastify plugin: the /chat WebSocket. A socket logs in with a chat token
// within LOGIN_TIMEOUT_MS, then sends requests that are validated with the contract's requestFrameSchema and answered
// by the capability modules' handlers, one after another. It closes when its portal session ends, in any process.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { frameIdOf, type ResultOf } from '../../../shared/chat/chat-frames.js';
import { requestFrameSchema, type ChatRequestType, type RequestOf } from '../../../shared/chat/chat-requests.js';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { ChatLimits } from '../../config.js';
import { CHAT_USERS_BANNED_TOPIC, SESSIONS_ENDED_TOPIC } from '../../bus/bus.js';
import type { RateLimiter } from '../../limits/rate-limiter.js';
import type { Db } from '../../store/database.js';
import { createFrameRate } from '../../limits/frame-rate.js';
import { CLOSE_POLICY, CLOSE_TOO_BIG, frameBytes } from '../../plugins/use-websockets.js';
import { JSON_INPUT_LIMITS, jsonProblem, jsonProblemText, nestsDeeperThan, TOO_DEEP } from '../../validation.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import type { ChatHub, HubSocket } from '../chat-hub.js';
import { touchLastActive } from '../chat-users.js';
import { joinedGuids } from '../groups/group-store.js';
import { newestId } from '../messages/message-store.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatLogin, ChatLogins } from './chat-login.js';
import { secondsOf, type ChatHandlers, type ChatSession } from './chat-session.js';
import type { MessageServices } from '../../../shared/chat/message-services.js';

/** A socket that has not logged in by then is closed: it holds a connection and proves nothing. */
const LOGIN_TIMEOUT_MS = 10_000;
const SESSION_ENDED = 'session ended';

/**
 * How long an address stays closed to new anonymous chat users once an anonymous visitor chatting from it was
 * banned: a new anonymous login is a new user, so a ban of the user alone would last one login (docs/chat-service.md
 * "Bans"). Those who chatted before are let in: an unbanned user, a neighbour behind the same address.
 */
export const ANONYMOUS_BAN = { max: Number.MAX_SAFE_INTEGER, windowMs: 24 * 60 * 60_000 };
const bannedAddress = (ip: string) => `chat-ban:anonymous:ip:${ip}`;

/** Every request type but login, which this module answers itself. */
export type ServedRequestType = Exclude<ChatRequestType, 'login'>;

export interface ChatSocketOptions {
  path: string;
  limits: ChatLimits;
  db: Db;
  bus: Bus;
  clock: Clock;
  hub: ChatHub;
  logins: ChatLogins;
  presence: Pick<Presence, 'asUser' | 'endTyping'>;
  /** Which message services (translation, smart replies, link previews) login reports as offered. */
  services?: MessageServices;
  /** The capability modules' handlers together: one for every request type. */
  handlers: ChatHandlers<ServedRequestType>;
  /** After a logged-in socket closed, before it goes offline (a call it took part in ends). */
  onSocketClosed?: (session: ChatSession) => Promise<void>;
  /** The shared counters: the addresses an anonymous visitor was banned from, for every process. */
  limiter: RateLimiter;
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

function safeJson(raw: string): unknown {
  if (nestsDeeperThan(raw, JSON_INPUT_LIMITS.maxDepth)) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Files one socket's end under a key (its user, its portal session). */
function remember(ends: Map<string, Set<() => void>>, key: string, end: () => void): void {
  const set = ends.get(key) ?? new Set();
  set.add(end);
  ends.set(key, set);
}

/** Takes one socket's end out of a map of ends, and the key with its last one. */
function forget(ends: Map<string, Set<() => void>>, key: string, end: () => void): void {
  const set = ends.get(key);
  set?.delete(end);
  if (set?.size === 0) ends.delete(key);
}

export const chatSocket: FastifyPluginAsync<ChatSocketOptions> = async (app, options) => {
  const { path, limits, db, bus, clock, hub, logins, presence, handlers, onSocketClosed, limiter } = options;
  /** Runs a request with the handler of its type; the handler map's type pairs each type with its request. */
  const dispatch = (session: ChatSession, request: RequestOf<ServedRequestType>): Promise<unknown> => {
    const handler = handlers[request.type] as (
      session: ChatSession,
      request: RequestOf<ServedRequestType>,
    ) => Promise<unknown>;
    return handler(session, request);
  };
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
  /** How to end each user's sockets, when an operator bans them from the chat (`banned`: an operator's ban). */
  const socketsByUser = new Map<string, Set<(banned?: boolean) => void>>();
  const unsubscribeBanned = bus.subscribe(CHAT_USERS_BANNED_TOPIC, (payload) => {
    const uids = (payload as { uids?: unknown } | null)?.uids;
    if (!Array.isArray(uids)) return;
    for (const uid of uids) {
      if (typeof uid === 'string') for (const end of socketsByUser.get(uid) ?? []) end(true);
    }
  });
  // Chat limits are per socket: these caps keep one user or address from opening sockets without end.
  const socketsPerIp = createSocketCounts();
  const socketsPerUser = createSocketCounts();

  app.get(path, { websocket: true }, (socket, upgrade) => {
    if (!socketsPerIp.add(upgrade.ip, limits.maxSocketsPerIp)) {
      socket.close(CLOSE_POLICY, 'too many sockets from this address');
      return;
    }
    const socketId = randomUUID();
    const allow = createFrameRate({ rate: limits.requestsPerSecond });
    /** Frames refused for their rate, within a rate of their own: a socket that keeps flooding is closed. */
    const refusedAllowance = createFrameRate({ rate: limits.requestsPerSecond, burst: limits.requestsPerSecond * 4 });
    /** Requests taken but not yet answered: bounded, so a socket cannot queue work faster than it is done. */
    let pending = 0;
    let session: ChatSession | null = null;
    let login: ChatLogin | null = null;
    /** Set when the portal session ended: no frame is answered any more, and the socket closes. */
    let ended = false;
    const endSession = (banned = false) => {
      ended = true;
      socket.close(CLOSE_POLICY, SESSION_ENDED);
      // Held for anonymous chat logins from here too, in every process, since a new anonymous login is a new user.
      if (banned && session?.anonymous) {
        limiter.take(bannedAddress(upgrade.ip), ANONYMOUS_BAN).catch((error: unknown) => {
          app.log.error({ err: error }, 'The address of a banned anonymous visitor could not be marked');
        });
      }
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

    async function logIn(request: RequestOf<'login'> & { id: number | string }) {
      if (session) return refuse(request.id, CHAT_ERROR_CODES.invalidInput, 'This socket is logged in already');
      const authenticated = await logins.authenticate(request.token);
      if (!authenticated) return refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'The chat token is not valid');
      // A new anonymous user (none who chatted before, so not one an operator unbanned) from a banned one's address.
      const newAnonymous = authenticated.kind === 'anonymous' && !authenticated.chattedBefore;
      if (newAnonymous && (await limiter.count(bannedAddress(upgrade.ip))) > 0) {
        return refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'Anonymous chat is closed to this address');
      }
      if (closed) return;
      if (!socketsPerUser.add(authenticated.user.uid, limits.maxSocketsPerUser)) {
        return refuse(request.id, CHAT_ERROR_CODES.rateLimited, 'Too many chat sockets for this user');
      }
      clearTimeout(loginTimer);
      login = authenticated;
      if (!login.sessionId) expiryTimer = setTimeout(endSession, login.exp * 1000 - clock().getTime());
      remember(socketsByUser, login.user.uid, endSession);
      if (login.sessionId) remember(socketsBySession, login.sessionId, endSession);
      // The session may have ended, or the user been banned, between the check and the registration.
      if (!(await logins.stillAdmitted(login))) return endSession();
      session = {
        ...authenticated.user,
        ...(authenticated.friendsOnly ? { friendsOnly: true } : {}),
        ...(authenticated.kind === 'anonymous' ? { anonymous: true } : {}),
        socketId,
        ip: upgrade.ip,
        typing: new Map(),
      };
      const guids = await joinedGuids(db, session.uid);
      await touchLastActive(db, session.uid, secondsOf(clock));
      hubSocket = { id: socketId, uid: session.uid, presence: request.presence !== false, send: sendText };
      await hub.attach(hubSocket, guids, presence.asUser(authenticated.user));
      const result: ResultOf<'login'> = {
        user: { ...presence.asUser(authenticated.user), status: 'online' },
        lastMessageId: await newestId(db, 'chat_messages'),
        lastChangeId: await newestId(db, 'chat_message_changes'),
        ...(options.services ? { services: options.services } : {}),
      };
      return send({ id: request.id, ok: true, result });
    }

    async function run(raw: string) {
      // A frame nested deeper than any frame of the contract is not parsed at all, so its id is not known either.
      if (nestsDeeperThan(raw, JSON_INPUT_LIMITS.maxDepth)) {
        return refuse(null, CHAT_ERROR_CODES.invalidInput, jsonProblemText(TOO_DEEP));
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return refuse(null, CHAT_ERROR_CODES.invalidInput, 'A frame must be JSON');
      }
      // Bounded before anything else walks it (the contract's schema, the handlers, the store).
      const problem = jsonProblem(parsed);
      if (problem) return refuse(frameIdOf(parsed), CHAT_ERROR_CODES.invalidInput, jsonProblemText(problem));
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
        if (request.type === 'login') return await logIn(request);
        if (!session || !login) return refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'Log in first');
        if (ended || !(await logins.stillAdmitted(login))) {
          refuse(request.id, CHAT_ERROR_CODES.unauthenticated, 'The session has ended');
          return endSession();
        }
        const result = await dispatch(session, request);
        send({ id: request.id, ok: true, result });
      } catch (error) {
        if (error instanceof ChatRefusal) return refuse(request.id, error.code, error.message);
        app.log.error({ err: error }, 'A chat request failed');
        refuse(request.id, 'ERROR', 'The request failed');
      }
    }

    socket.on('message', (data, isBinary) => {
      // `ws` took frames up to the largest path's limit; this path's own is checked before anything reads the frame.
      if (frameBytes(data) > limits.maxFrameBytes) {
        return socket.close(CLOSE_TOO_BIG, `Frames are at most ${limits.maxFrameBytes} bytes`);
      }
      if (isBinary) return refuse(null, CHAT_ERROR_CODES.invalidInput, 'Frames are JSON text');
      if (!allow() || pending >= limits.requestsPerSecond * 2) {
        // A client that waits for its answers never sends at twice the rate for long; a flood is not read any more.
        if (!refusedAllowance()) return socket.close(CLOSE_POLICY, 'Too many requests');
        return refuse(frameIdOf(safeJson(String(data))), CHAT_ERROR_CODES.rateLimited, 'Too many requests');
      }
      const raw = String(data);
      pending += 1;
      queue = queue
        .then(() => run(raw))
        .catch((error: unknown) => app.log.error({ err: error }, 'A chat frame failed'))
        .finally(() => (pending -= 1));
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(loginTimer);
      clearTimeout(expiryTimer);
      if (login) {
        forget(socketsByUser, login.user.uid, endSession);
        if (login.sessionId) forget(socketsBySession, login.sessionId, endSession);
      }
      socketsPerIp.remove(upgrade.ip);
      if (session) socketsPerUser.remove(session.uid);
      const done = queue
        .then(async () => {
          if (!session || !hubSocket) return;
          presence.endTyping(session);
          await onSocketClosed?.(session);
          const lastActiveAt = secondsOf(clock);
          await touchLastActive(db, session.uid, lastActiveAt);
          const { uid, name, staff } = session;
          await hub.detach(hubSocket, { uid, name, ...(staff ? { staff } : {}), status: 'offline', lastActiveAt });
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Closing a chat socket failed'));
      closing.add(done);
      void done.finally(() => closing.delete(done));
    });
  });

  // @fastify/websocket closes every socket before the server stops; their close records finish before the store goes.
  app.addHook('onClose', async () => {
    unsubscribeEnded();
    unsubscribeBanned();
    await Promise.all(closing);
  });
};
