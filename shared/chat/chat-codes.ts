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
  groupAlreadyExists: 'ERR_GUID_ALREADY_EXISTS',
  messageNotFound: 'ERR_MESSAGE_NOT_FOUND',
  notMessageOwner: 'ERR_NOT_MESSAGE_OWNER',
  conversationForbidden: 'ERR_PERMISSION_DENIED',
  invalidInput: 'ERR_BAD_REQUEST',
  rateLimited: 'ERR_TOO_MANY_REQUESTS',
  disconnected: 'ERR_NOT_CONNECTED',
} as const;

/**
 * The refusals of the rich-message extensions (reactions, threads; issue #16). A list of their own, so the bubble,
 * which ships CHAT_ERROR_CODES, does not carry them.
 */
export const RICH_MESSAGE_CODES = {
  /** A reaction to a message that was deleted, or a thread reply to one. */
  messageDeleted: 'ERR_MESSAGE_DELETED',
  /** A reaction that is not one emoji (or colon-wrapped code), or one kind too many on a message. */
  invalidReaction: 'ERR_INVALID_REACTION',
  /** A thread reply to a message that is itself a reply: threads are one level deep (§5). */
  replyToReply: 'ERR_THREAD_REPLY_TO_REPLY',
  /** §8 what the widget shows when a reaction is refused or fails. */
  reactionFailed: 'MESSAGE_REACTION_FAIL',
  /** §5 "Create poll, after trimming: question non-empty (POLL_QUESTION_BLANK); first two options non-empty". */
  pollQuestionBlank: 'POLL_QUESTION_BLANK',
  pollOptionBlank: 'POLL_OPTION_BLANK',
  /** A poll whose question or an option is too long, or with too many options. */
  pollTooLarge: 'ERR_POLL_TOO_LARGE',
  /** A vote for a message that is no poll, or for an option the poll does not have. */
  invalidVote: 'ERR_INVALID_POLL_VOTE',
  /** §8 what the widget shows when a vote is refused or fails, and when a poll cannot be created. */
  pollVoteFailed: 'POLL_VOTE_FAIL',
  pollCreationError: 'POLL_CREATION_ERROR',
} as const;

export type ChatErrorCode =
  | (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES]
  | (typeof RICH_MESSAGE_CODES)[keyof typeof RICH_MESSAGE_CODES];

/** chat-widget.md §5 "Create group, in order": the codes the create-group modal shows. */
export const GROUP_VALIDATION_CODES = {
  name: 'INVALID_GROUP_NAME',
  type: 'INVALID_GROUP_TYPE',
  password: 'INVALID_PASSWORD',
} as const;

/** What a request that failed for no reason the client could act on answers with (§8 "the error's code, or ERROR"). */
export const UNKNOWN_ERROR_CODE = 'ERROR';
