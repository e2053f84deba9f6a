/**
 * One logical connection to the /chat service over changing sockets: request/response by id, server-pushed
 * events, and reconnection with backoff. After each reconnect it logs in again with the same token and calls
 * `onReconnected`, which catches up on what was missed; a token the server refuses by then (expired) is renewed once
 * through `renewToken` when given. Framework-free; the WebSocket class is injectable.
 * Requests are the contract's (shared/chat/chat-requests.ts); every frame that arrives is parsed with its schemas by
 * foyer-frames.ts, loaded while the first socket opens.
 */
import type { AnswerFrame, ChatLoginResult, PushFrame, ResultOf } from '../../../shared/chat/chat-frames';
import type { ChatRequest } from '../../../shared/chat/chat-requests';
import { CHAT_ERROR_CODES, ChatError, type ConnectionState } from '../chat-service';

/** Backoff between reconnection attempts: 500 ms doubling to 30 s, each with up to 30 % jitter. */
const BACKOFF_START_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** A request without an answer by then fails; the socket is probably half-dead. */
const REQUEST_TIMEOUT_MS = 30_000;

export type ServerEvent = PushFrame;

type FramesModule = typeof import('./foyer-frames');
/** The frame reader, as a lazy chunk: the launcher's own bundle stays without zod. */
const loadFrames = (): Promise<FramesModule> => import('./foyer-frames');

interface Pending {
  frame: ChatRequest;
  /** Parses the answer's result with the schema of the request's type; throws on another shape. */
  resolve(result: unknown, frames: FramesModule): void;
  reject(error: unknown): void;
  /** Sent again after a reconnect instead of failing (the server deduplicates sends by muid). */
  retry: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export interface FoyerConnectionOptions {
  url: string;
  WebSocket: typeof WebSocket;
  onEvent(event: ServerEvent): void;
  onStateChanged(state: ConnectionState): void;
  /** Runs after every successful login on a new socket but the first. */
  onReconnected(): Promise<void>;
  /**
   * A new token when the server refused the one a reconnect logged in with (it expired, or the server ended it);
   * null or a failure stops the connection as a refusal without it does. Asked once per refusal after a login.
   */
  renewToken?: () => Promise<string | null>;
}

export function createFoyerConnection(options: FoyerConnectionOptions) {
  let socket: WebSocket | null = null;
  let token: string | null = null;
  let nextId = 1;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let loggedIn = false;
  let everLoggedIn = false;
  let stopped = true;
  /** A refused token is being renewed: no reconnect is scheduled meanwhile. */
  let renewing = false;
  /** Renewed since the last successful login: a renewed token refused again stops the connection. */
  let renewed = false;
  const pending = new Map<number, Pending>();
  let frames: Promise<FramesModule> | null = null;
  /** The frame reader; loaded once, on the first start (and tried again after a failed load). */
  const framesModule = () =>
    (frames ??= loadFrames().catch((error: unknown) => {
      frames = null;
      throw error;
    }));
  /** Requests made while the socket is down; sent once it is logged in again. */
  const waiting: Pending[] = [];

  function setState(state: ConnectionState) {
    options.onStateChanged(state);
  }

  function transmit(entry: Pending) {
    const id = nextId++;
    pending.set(id, entry);
    entry.timer = setTimeout(() => {
      if (pending.delete(id))
        entry.reject(new ChatError(CHAT_ERROR_CODES.disconnected, 'The chat service did not answer'));
    }, REQUEST_TIMEOUT_MS);
    socket?.send(JSON.stringify({ ...entry.frame, id }));
  }

  function settle(frame: AnswerFrame, reader: FramesModule) {
    if (typeof frame.id !== 'number') return;
    const entry = pending.get(frame.id);
    if (!entry) return;
    pending.delete(frame.id);
    clearTimeout(entry.timer);
    if (!frame.ok) return entry.reject(new ChatError(frame.error.code, frame.error.message));
    try {
      entry.resolve(frame.result, reader);
    } catch (error) {
      entry.reject(error);
    }
  }

  function failOrKeep(error: ChatError) {
    for (const [id, entry] of pending) {
      pending.delete(id);
      clearTimeout(entry.timer);
      if (entry.retry && !stopped) waiting.push(entry);
      else entry.reject(error);
    }
  }

  function scheduleReconnect() {
    if (stopped || renewing) return;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** attempt) * (1 + Math.random() * 0.3);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      open().catch(() => undefined);
    }, delay);
  }

  function refused(error: ChatError) {
    stopped = true;
    for (const entry of waiting.splice(0)) entry.reject(error);
  }

  /** Asks for a new token after a reconnect's login was refused, and logs in with it. */
  async function renew(error: ChatError, renewToken: () => Promise<string | null>) {
    renewing = true;
    renewed = true;
    const fresh = await renewToken().catch(() => null);
    renewing = false;
    if (stopped) return;
    if (!fresh) return refused(error);
    token = fresh;
    open().catch(() => undefined);
  }

  /** Opens a socket and logs in; resolves with the login result, rejects if the socket or the login fails. */
  function open(): Promise<ChatLoginResult> {
    return new Promise<ChatLoginResult>((resolve, reject) => {
      setState('connecting');
      const ws = new options.WebSocket(options.url);
      socket = ws;
      let settled = false;
      ws.onopen = () => {
        const login: Pending = {
          frame: { type: 'login', token: token ?? '' },
          retry: false,
          resolve: (answer, reader) => {
            const result = reader.readResult('login', answer);
            settled = true;
            loggedIn = true;
            renewed = false;
            attempt = 0;
            setState('connected');
            const wasReconnect = everLoggedIn;
            everLoggedIn = true;
            resolve(result);
            const catchUp = wasReconnect ? options.onReconnected() : Promise.resolve();
            void catchUp.finally(() => {
              for (const entry of waiting.splice(0)) transmit(entry);
            });
          },
          reject: (error) => {
            settled = true;
            // A refused token stays refused: after a reconnect it is renewed once if it can be; otherwise stop
            // reconnecting, and fail what waited for the connection.
            if (error instanceof ChatError && error.code === CHAT_ERROR_CODES.unauthenticated) {
              if (everLoggedIn && !renewed && options.renewToken) void renew(error, options.renewToken);
              else refused(error);
            }
            reject(error);
            ws.close();
          },
        };
        transmit(login);
      };
      ws.onmessage = (message: MessageEvent) => {
        const text = String(message.data);
        // Reactions to one promise run in the order they were added: frames keep the order they came in.
        framesModule().then(
          (reader) => {
            const frame = reader.readServerFrame(text);
            if (!frame) return;
            if ('event' in frame) options.onEvent(frame);
            else settle(frame, reader);
          },
          // Without its reader the socket is no use: closing it fails or retries like a dropped one.
          () => ws.close(),
        );
      };
      ws.onclose = () => {
        if (socket !== ws) {
          // stop() closed it while it was still connecting: the start waiting for it fails instead of hanging.
          if (!settled) {
            settled = true;
            reject(new ChatError(CHAT_ERROR_CODES.disconnected, 'Logged out of the chat service'));
          }
          return;
        }
        socket = null;
        loggedIn = false;
        setState('disconnected');
        failOrKeep(new ChatError(CHAT_ERROR_CODES.disconnected, 'The connection to the chat service closed'));
        if (!settled) {
          settled = true;
          reject(new ChatError(CHAT_ERROR_CODES.disconnected, 'Could not connect to the chat service'));
        }
        scheduleReconnect();
      };
      ws.onerror = () => undefined;
    });
  }

  return {
    /** Connects and logs in with the token; reconnects with it until stop(). */
    async start(loginToken: string): Promise<ChatLoginResult> {
      token = loginToken;
      // Fetched while the socket opens; a chunk that fails to load fails the start like a socket that fails.
      void framesModule().catch(() => undefined);
      stopped = false;
      renewed = false;
      everLoggedIn = false;
      attempt = 0;
      try {
        return await open();
      } catch (error) {
        this.stop();
        throw error;
      }
    },
    /**
     * Sends a request; while reconnecting it waits for the new socket, unless stopped. Resolves with the answer's
     * result as the schema of the request's type reads it.
     */
    request<F extends ChatRequest>(
      frame: F,
      { retry = false }: { retry?: boolean } = {},
    ): Promise<ResultOf<F['type']>> {
      return new Promise<ResultOf<F['type']>>((resolve, reject) => {
        const type: F['type'] = frame.type;
        const entry: Pending = {
          frame,
          retry,
          resolve: (result, reader) => resolve(reader.readResult(type, result)),
          reject,
        };
        if (stopped) reject(new ChatError(CHAT_ERROR_CODES.disconnected, 'Not logged in to the chat service'));
        else if (loggedIn && socket) transmit(entry);
        else waiting.push(entry);
      });
    },
    stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      const error = new ChatError(CHAT_ERROR_CODES.disconnected, 'Logged out of the chat service');
      failOrKeep(error);
      for (const entry of waiting.splice(0)) entry.reject(error);
      const closing = socket;
      socket = null;
      loggedIn = false;
      closing?.close();
      setState('disconnected');
    },
    /** The frame reader (foyer-frames.ts), for answers that come another way: uploads. */
    reader: framesModule,
    get token() {
      return token;
    },
  };
}

export type FoyerConnection = ReturnType<typeof createFoyerConnection>;
