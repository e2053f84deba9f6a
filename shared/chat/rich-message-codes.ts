// The chat service's refusal codes of the rich-message extensions and the widget's §8 codes for them, both sides'.

/**
 * The refusals of the rich-message extensions (reactions, threads; issue #16). A module of their own, so the
 * bubble, which ships CHAT_ERROR_CODES, does not carry them (a shared chunk would).
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
