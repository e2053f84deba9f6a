// The server's constants for live interaction (polls, word clouds), each with where it comes from.
import type { Limit } from '../limits/rate-limiter.js';

export const LIVE_LIMITS = {
  /** portal.md §3 names no limit; items beyond this make a poll unreadable anyway. */
  pollItems: 50,
  pollItemLabelLength: 500,
  /** Longest word-cloud entry after normalising, whatever charLimitCount says (portal.md §5: charLimitCount). */
  wordLength: 100,
  /** The most words one voter may add to a word cloud with allowMultipleAnswers (bounds the table). */
  wordsPerVoter: 50,
  /** The most frequent words getSinglePollForFrontend returns (portal.md §3 words; every list bounded). */
  wordCloudWords: 100,
  /** Fields of one form, and the longest answer a field takes unless its maxLength says less. */
  formFields: 100,
  formFieldLength: 5000,
  /** The author name of a form submission. */
  authorLength: 200,
  /** Conversion cards getConversionCardsForFrontend returns at most. */
  cards: 100,
  /** Codes and tokens arriving as arguments. */
  codeLength: 255,
  voteTokenLength: 64,
} as const;

const MINUTE = 60_000;

/**
 * How often one visitor (customer or anonymous id) may act, per minute. portal.md names no rate; these leave a
 * person clicking by hand plenty of room and stop scripts. Per IP address each is multiplied by
 * LIVE_LIMIT_VISITORS_PER_IP (default 100), because visitors of one company often share an address.
 */
export const LIVE_RATE_LIMITS = {
  /** placePollVoteFromFrontend: a vote, a change of vote, a further answer of a multiple choice poll. */
  votes: { max: 30, windowMs: MINUTE },
  /** addWordToWordCloud. */
  words: { max: 30, windowMs: MINUTE },
  /** emojiClick: reactions come in bursts, two a second at most. */
  emojiClicks: { max: 120, windowMs: MINUTE },
  /** addFormSubmissionForFrontend, refused ones included (a visitor correcting a form sends it again). */
  formSubmissions: { max: 30, windowMs: MINUTE },
  /** track: a visit per page view and a click per call to action. */
  trackingEvents: { max: 60, windowMs: MINUTE },
} satisfies Record<string, Limit>;

/**
 * The distinct visitors one address acts for (votes, words, clicks, submissions, tracking) are counted over this
 * sliding window, at most LIVE_LIMIT_VISITORS_PER_IP of them.
 */
export const LIVE_VISITORS_WINDOW_MS = 10 * MINUTE;
