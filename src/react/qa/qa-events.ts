// The public events of <event-qa>, dispatched from the element (bubbles, composed). Documented in docs/elements.md.

/** A question was asked (after the server took it). */
export interface QaAskDetail {
  /** The Q&A's code. */
  code: string;
  questionId: number;
  /** It waits for a moderator before others see it. */
  pending: boolean;
}

/** The visitor upvoted a question, or took the upvote back (after the server took it). */
export interface QaUpvoteDetail {
  code: string;
  questionId: number;
  upvoted: boolean;
}

export interface QaEventDetails {
  'event-qa-ask': QaAskDetail;
  'event-qa-upvote': QaUpvoteDetail;
}
