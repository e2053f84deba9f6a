// What every chat module's request handlers share: the logged-in socket a request comes from, and the handler type
// the contract's request and result schemas give each request type.
import type { ResultOf } from '../../../shared/chat/chat-frames.js';
import type { ChatRequestType, RequestOf } from '../../../shared/chat/chat-requests.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/database.js';
import type { ChatAccess } from '../chat-access.js';
import type { ChatHub } from '../chat-hub.js';
import type { StaffMark } from '../chat-users.js';

/** The logged-in socket a request comes from (an upload gets one of its own). */
export interface ChatSession extends StaffMark {
  socketId: string;
  /** The socket's remote address, for per-address attempt limits (group passwords). */
  ip: string;
  uid: string;
  name: string;
  /** Shown beside the user's messages; a host site's user may have one (host-chat-tokens.ts). */
  avatar?: string;
  /** The users list shows this user's friends only, whatever the request asks (ChatLogin.friendsOnly). */
  friendsOnly?: true;
  /** An anonymous visitor's socket: attendees who have not used the chat stay unseen (chatModeration.attendeeNames). */
  anonymous?: true;
  /** Typing indicators this socket started, ended by the server after TYPING_AUTO_END_MS. */
  typing: Map<string, { timer: NodeJS.Timeout; end: () => void }>;
}

/** Answers one validated request of a logged-in socket with the result its type promises. */
export type ChatHandler<T extends ChatRequestType> = (
  session: ChatSession,
  request: RequestOf<T>,
) => Promise<ResultOf<T>>;

/** A module's handlers, one per request type it serves. */
export type ChatHandlers<K extends ChatRequestType> = { [T in K]: ChatHandler<T> };

/** Chat times are epoch seconds. */
export const secondsOf = (clock: Clock) => Math.floor(clock().getTime() / 1000);

/** What every module is built with: the store, the hub that carries events, the clock and the access door. */
export interface ChatModuleDependencies {
  db: Db;
  hub: ChatHub;
  clock: Clock;
  access: ChatAccess;
}
