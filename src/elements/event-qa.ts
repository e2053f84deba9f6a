import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventQa } from '../react/qa/event-qa';

/**
 * An audience Q&A: visitors ask questions (anonymously or with their name, as the event allows), upvote others'
 * questions once each, sort them by popular or recent, and see which are answered, which is being answered now and
 * which of their own wait for a moderator. The list is asked for again every `poll-intervall`. Works alone in any
 * page; without a session it logs the visitor in anonymously when they ask or upvote. In static mode it is read only.
 *
 * @summary An audience Q&A of the event.
 * @tag event-qa
 *
 * @attr {string} code - The Q&A's code from the event file (required).
 * @attr {number} poll-intervall - How often the questions are asked for again, in ms. Default 5000.
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 *
 * @fires event-qa-ask - A question was asked (after the server took it). `detail: QaAskDetail` = `{ code: string, questionId: number, pending: boolean }`.
 * @fires event-qa-upvote - The visitor upvoted a question or took the upvote back. `detail: QaUpvoteDetail` = `{ code: string, questionId: number, upvoted: boolean }`.
 *
 * @csspart root - The element's outermost box.
 * @csspart error - The notice shown when the required `code` attribute is missing.
 * @csspart qa - The Q&A's box.
 * @csspart qa-title - The Q&A's title.
 * @csspart qa-highlighted - The question being answered now, above the form.
 * @csspart qa-form - The form to ask a question.
 * @csspart qa-count - Characters used of the question's maximum.
 * @csspart qa-notice - Where a sent question or a refusal is announced.
 * @csspart qa-error - A refused or failed question or upvote.
 * @csspart qa-own-pending - The visitor's own questions waiting for a moderator.
 * @csspart qa-sort - The popular and recent buttons with the number of questions.
 * @csspart qa-total - The number of questions.
 * @csspart qa-questions - The list of questions.
 * @csspart qa-question - One question.
 * @csspart qa-question-text - A question's text.
 * @csspart qa-upvote - A question's upvote button with its count.
 * @csspart qa-upvotes - A question's count where it cannot be upvoted (one's own, a closed Q&A).
 * @csspart qa-reply - The organisers' reply to a question.
 *
 * @cssprop --foyer-color-primary - Buttons, the highlighted question's border and the replies' bar. Default `#0047b3`.
 * @cssprop --foyer-color-surface - The questions' background. Default `#f3f5f8`.
 * @cssprop --foyer-color-border - Box and question borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 */
export class EventQaElement extends defineElement({
  tagName: 'event-qa',
  // Its space before its data arrive: the question form and the first questions (docs/elements.md "Reserving an element's space").
  reservedHeight: '520px',
  component: EventQa,
  requiredAttributes: ['code'],
  attributes: { code: 'string', pollIntervall: 'number' },
}) {}

registerElement('event-qa', EventQaElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-qa': EventQaElement;
  }
}
