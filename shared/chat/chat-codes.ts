// The chat service's refusal codes: the server answers with them, the client shows and branches on them. One list
// for both sides (docs/decisions/0012-shared-contract.md).

export const CHAT_ERROR_CODES = {
  /** Login without a valid token. */
  unauthenticated: 'ERR_AUTH_TOKEN_NOT_FOUND',
  /** An empty, whitespace-only or oversized message text. */
  emptyMessage: 'ERR_EMPTY_MESSAGE',
  messageTooLong: 'ERR_MESSAGE_TOO_LONG',
  fileTypeNotAllowed: 'ERR_FILE_TYPE_NOT_ALLOWED',
  fileTooLarge: 'ERR_FILE_TOO_LARGE',
  uidNotFound: 'ERR_UID_NOT_FOUND',
  /** §8 on a send or fetch: the group is marked deleted. */
  guidNotFound: 'ERR_GUID_NOT_FOUND',
  notAGroupMember: 'ERR_NOT_A_MEMBER',
  wrongGroupPassword: 'ERR_WRONG_GROUP_PASSWORD',
  /** Joining, or being added to, a group one is banned from. */
  bannedFromGroup: 'ERR_BANNED_FROM_GROUP',
  /** Adding a member who is one already. */
  alreadyJoined: 'ERR_ALREADY_JOINED',
  /** Unbanning someone who is not banned. */
  notBanned: 'ERR_NOT_BANNED',
  groupAlreadyExists: 'ERR_GUID_ALREADY_EXISTS',
  messageNotFound: 'ERR_MESSAGE_NOT_FOUND',
  notMessageOwner: 'ERR_NOT_MESSAGE_OWNER',
  conversationForbidden: 'ERR_PERMISSION_DENIED',
  /** A message, typing or receipt between two users of whom one blocked the other. */
  userBlocked: 'ERR_BLOCKED_USER',
  invalidInput: 'ERR_BAD_REQUEST',
  rateLimited: 'ERR_TOO_MANY_REQUESTS',
  disconnected: 'ERR_NOT_CONNECTED',
} as const;

import type { RICH_MESSAGE_CODES } from './rich-message-codes.js';
import type { MessageServiceCode } from './message-service-codes.js';
import type { CALL_CODES } from './calls.js';
import type { MEDIA_MESSAGE_CODES } from './media-message-codes.js';
import type { SFU_CODES } from './sfu.js';

export type ChatErrorCode =
  | (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES]
  | (typeof RICH_MESSAGE_CODES)[keyof typeof RICH_MESSAGE_CODES]
  | MessageServiceCode
  | (typeof CALL_CODES)[keyof typeof CALL_CODES]
  | (typeof MEDIA_MESSAGE_CODES)[keyof typeof MEDIA_MESSAGE_CODES]
  | (typeof SFU_CODES)[keyof typeof SFU_CODES];

/** chat-widget.md §5 "Create group, in order": the codes the create-group modal shows. */
export const GROUP_VALIDATION_CODES = {
  name: 'INVALID_GROUP_NAME',
  type: 'INVALID_GROUP_TYPE',
  password: 'INVALID_PASSWORD',
} as const;

/** What a request that failed for no reason the client could act on answers with (§8 "the error's code, or ERROR"). */
export const UNKNOWN_ERROR_CODE = 'ERROR';
