// The server's constants for live interaction (polls, word clouds, the audience Q&A), each with where it comes from.
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

/**
 * The audience Q&A (issue #30; portal.md names no Q&A, so these follow what Slido and Venueless allow). Every list
 * the API answers is bounded by them.
 */
export const QA_LIMITS = {
  /** The longest question an event file may allow (its maxLength), and the default. */
  questionLength: 1000,
  defaultQuestionLength: 300,
  /** The shortest maxLength an event file may set. */
  minQuestionLength: 20,
  /** A name a visitor gives with the question. */
  nameLength: 80,
  /** An operator's text reply to a question. */
  replyLength: 1000,
  /** questionsPerMinute an event file may set (per visitor and Q&A), and the default. */
  questionsPerMinute: 30,
  defaultQuestionsPerMinute: 3,
  /** Questions one Q&A takes in all, whatever their state (bounds the tables and the CSV). */
  questionsPerQa: 10_000,
  /** Q&As one event file holds. */
  qas: 100,
  /** getQuestions's page: default and largest size, and the furthest offset. */
  pageSize: 30,
  maxPageSize: 100,
  maxOffset: 10_000,
  /** The visitor's own questions waiting for a moderator that getQuestions answers. */
  ownPending: 20,
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
  /**
   * askQuestion, refused ones included, over every Q&A; each Q&A has its own questionsPerMinute below this
   * (QA_LIMITS.questionsPerMinute), counted as well.
   */
  questions: { max: 30, windowMs: MINUTE },
  /** upvoteQuestion and taking an upvote back: one click a second on average. */
  upvotes: { max: 60, windowMs: MINUTE },
} satisfies Record<string, Limit>;

/**
 * The distinct visitors one address acts for (votes, words, clicks, submissions, tracking) are counted over this
 * sliding window, at most LIVE_LIMIT_VISITORS_PER_IP of them.
 */
export const LIVE_VISITORS_WINDOW_MS = 10 * MINUTE;
