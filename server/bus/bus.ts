/** Called with each payload published on a topic the handler subscribed to. */
export type BusHandler = (payload: unknown) => void;

/**
 * Publish and subscribe between the parts of the server, and between server processes when the Redis bus is used.
 * Payloads must be JSON values: they cross process boundaries.
 */
export interface Bus {
  /** What /health calls the bus when it is down: 'redis' or 'in-process'. */
  readonly name: string;
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves when the bus reaches the other processes now; rejects, saying why, when it does not (GET /health). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The payload as the JSON text that crosses processes; throws on what JSON cannot carry (BigInt, undefined). */
export function encodePayload(topic: string, payload: unknown): string {
  const message = JSON.stringify(payload);
  if (message === undefined) throw new TypeError(`The payload for ${topic} is not a JSON value`);
  return message;
}

/**
 * Delivered (with payload null) to this process's own subscribers when its connection to the other processes came
 * back after a loss: messages sent meanwhile are gone, so whoever caches what messages would have changed should drop
 * that cache. The in-process bus never loses a message and never sends it.
 */
export const BUS_RECONNECTED_TOPIC = 'bus.reconnected';

/**
 * Published by the accounts feature when sessions end (logout, a password change, a newer single-session login) with
 * `{ sessionIds }`: every process forgets them, and the chat closes their sockets.
 */
export const SESSIONS_ENDED_TOPIC = 'accounts.sessions-ended';

/** Published by the chat when an operator bans users from the event's chat, with `{ uids }`: every process closes their sockets. */
export const CHAT_USERS_BANNED_TOPIC = 'chat.users-banned';

/**
 * Published by the polls feature and the operator's controls when a poll's votes, words or status changed, with
 * `{ code }`: every process's console subscriptions read the poll again (features/operator/live-results.ts).
 */
export const POLL_CHANGED_TOPIC = 'live.poll-changed';

/**
 * Published by the Q&A feature and the operators' controls when a Q&A's questions, upvotes, highlight or status
 * changed, with `{ code }`: every process's console subscriptions and presenter screens read it again.
 */
export const QA_CHANGED_TOPIC = 'live.qa-changed';

/** Published when an operator switches the presenter screen (features/operator/presenter), with `{ code: '' }`. */
export const PRESENTER_CHANGED_TOPIC = 'live.presenter-changed';

/**
 * Published by the stream feature when a visitor starts or stops watching a stream (at most once a second per stream
 * and process), with `{ code }`: every process's console subscriptions count its viewers again
 * (features/operator/show/stream-status.ts).
 */
export const STREAM_PRESENCE_TOPIC = 'live.stream-presence-changed';

/**
 * Published when console operator sessions end, with `{ tokenHashes }` (a logout) or `{ operatorIds }` (every
 * session of those operators): every process closes the console sockets they opened (features/operator).
 */
export const OPERATOR_SESSIONS_ENDED_TOPIC = 'operator.sessions-ended';
