import type { SessionClaims, TokenService } from './auth/tokens.js';
import type { Bus } from './bus/bus.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { ReadCache } from './read-cache.js';
import type { AccountServices } from './features/accounts/account-services.js';
import type { OperatorCheck, OperatorIdentity } from './features/operator/operator-auth.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { Db } from './store/database.js';

/** A reported chat message as operators see it (GraphQL ChatReport). */
export interface ChatReportView {
  id: number;
  messageId: number;
  reporterUid: string;
  reason: string;
  /** Epoch seconds. */
  reportedAt: number;
  senderUid: string;
  /** Null once deleted, or for a media message. */
  text: string | null;
  deleted: boolean;
}

/** What the event's operators may do to the chat; the chat service's own code (server/chat/reports/chat-operations.ts). */
export interface ChatOperations {
  listReports(page: { limit: number; offset: number }): Promise<ChatReportView[]>;
  /** false for an unknown message. */
  deleteMessage(id: number): Promise<boolean>;
  /** false for an unknown user. */
  banUser(uid: string): Promise<boolean>;
  unbanUser(uid: string): Promise<boolean>;
}

/** What every resolver receives (codegen's contextType). */
export interface GraphQLContext {
  config: Config;
  db: Db;
  bus: Bus;
  /** Event data read on hot paths; see read-cache.ts. */
  cache: ReadCache;
  clock: Clock;
  tokens: TokenService;
  /** The caller's verified token, or null without a valid one. */
  session: SessionClaims | null;
  /** A session token came and was refused (use-auth.ts): the policy answers UNAUTHENTICATED. */
  sessionRefused: boolean;
  accounts: AccountServices;
  /** Attempt and live limits, counted for every process when REDIS_URL is set (limits/). */
  limiter: RateLimiter;
  /** The caller's address, for per-IP attempt limits. */
  ip: string;
  /** The portal language the request names in X-Foyer-Language (mails go out in it). */
  language: string | undefined;
  /** The request's Cookie header (customerParentEventLogin reads the parent project's session from it). */
  cookie: string | undefined;
  /** Whether the request previews (features/accounts/preview.ts): access checks let it in outside the schedule. */
  preview: boolean;
  /** Whether the request carries the operator token (features/operator, docs/operators.md); counted per address. */
  operator: OperatorCheck;
  /** The console's operator: an operator account's session or the operator token (an owner); asked once. */
  operatorAccount: OperatorIdentity;
  /** Tells the caller's sessions apart: a hash of the Bearer token; null without a valid one. */
  sessionKey: string | null;
  /** What operators may do to the chat: reports, deleting messages, bans. */
  chat: ChatOperations;
}
