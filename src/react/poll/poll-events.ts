// The public events of <event-poll>, dispatched from the element (bubbles, composed). Documented in docs/embedding.md.

/** A vote was placed (choice polls) or a word sent (word clouds), after the server accepted it. */
export interface PollVoteDetail {
  /** The poll's code. */
  code: string;
  /** The option(s) this vote placed; empty for a word cloud. */
  pollItemIds: number[];
  /** Their labels, in the same order. */
  options: string[];
  /** The word sent to a word cloud; null for a choice poll. */
  word: string | null;
}

export interface PollEventDetails {
  'event-poll-vote': PollVoteDetail;
}
