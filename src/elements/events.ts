// The detail type of every public event the elements dispatch, in one place for hosts' typings (HTMLElementEventMap)
// and docs/embedding.md. Every event bubbles and is composed: a listener on document hears a poll inside a portal.
import type { CardsEventDetails } from '../react/cards/card-events';
import type { FormEventDetails } from '../react/form/form-events';
import type { PollEventDetails } from '../react/poll/poll-events';
import type { QaEventDetails } from '../react/qa/qa-events';
import type { StreamEventDetails } from '../react/stream/stream-events';

export type { CardsClickDetail } from '../react/cards/card-events';
export type { FormCancelDetail, FormSubmitDetail } from '../react/form/form-events';
export type { PollVoteDetail } from '../react/poll/poll-events';
export type { QaAskDetail, QaUpvoteDetail } from '../react/qa/qa-events';
export type { StreamAccessProblem, StreamEventDetails } from '../react/stream/stream-events';

/** <event-portal>'s own events. */
export interface PortalEventDetails {
  /** The portal showed another route. */
  'event-navigate': { path: string };
  /** The visitor logged in. */
  'event-login': { customerId: string; alias: string | null };
  /** The visitor logged out. */
  'event-logout': Record<string, never>;
}

/** <chat-widget>'s events. */
export interface ChatEventDetails {
  /** The chat service is logged in and the widget shows. */
  'chat-ready': { uid: string };
  /** The panel opened: by the bubble, the `open` attribute or property, or toggle(). */
  'chat-open': Record<string, never>;
  /** The panel closed, however it was closed. */
  'chat-close': Record<string, never>;
  /** The unread count changed. */
  'chat-unread': { count: number };
}

/** Every public event by name, with its detail. */
export type FoyerEventDetails = PortalEventDetails &
  StreamEventDetails &
  PollEventDetails &
  QaEventDetails &
  FormEventDetails &
  CardsEventDetails &
  ChatEventDetails;

/** The CustomEvent a host receives for each name, ready for an HTMLElementEventMap augmentation. */
export type FoyerEventMap = { [Name in keyof FoyerEventDetails]: CustomEvent<FoyerEventDetails[Name]> };
