import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventPoll } from '../react/poll/event-poll';

/**
 * A live poll: single choice, multiple choice or word cloud, with its results. Works alone in any page; without a
 * session it logs the visitor in anonymously when they vote.
 *
 * @summary A poll or word cloud of the event.
 * @tag event-poll
 *
 * @attr {string} code - The poll's code from the event file (required).
 * @attr {number} poll-intervall - How often the poll is re-fetched, in ms. Default 10000.
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 *
 * @fires event-poll-vote - A vote was placed or a word sent (after the server accepted it). `detail: PollVoteDetail` = `{ code: string, pollItemIds: number[], options: string[], word: string | null }`.
 *
 * @csspart root - The element's outermost box.
 * @csspart error - The notice shown when the required `code` attribute is missing.
 * @csspart poll - The poll's box.
 * @csspart poll-title - The poll's title.
 * @csspart poll-image - The poll's image.
 * @csspart poll-options - The list of options.
 * @csspart poll-option - One option's button.
 * @csspart poll-result - An option's share (percent to one decimal) or absolute votes.
 * @csspart poll-total - The total number of votes (showTotal).
 * @csspart poll-voters - How many took part (showCustomersVotedCount).
 * @csspart poll-hint - Why the options are disabled.
 * @csspart poll-error - A refused or failed vote.
 * @csspart word-cloud-form - The word cloud's input form.
 * @csspart word-cloud-count - Characters used of charLimitCount.
 * @csspart word-cloud - The cloud of words.
 *
 * @cssprop --foyer-color-primary - Option borders and buttons. Default `#0047b3`.
 * @cssprop --foyer-color-surface - The result bars. Default `#f3f5f8`.
 * @cssprop --foyer-color-border - Box and disabled option borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 */
export class EventPollElement extends defineElement({
  tagName: 'event-poll',
  // Its space before its data arrive: a poll of three or four options (docs/elements.md "Reserving an element's space").
  reservedHeight: '320px',
  component: EventPoll,
  requiredAttributes: ['code'],
  attributes: { code: 'string', pollIntervall: 'number' },
}) {}

registerElement('event-poll', EventPollElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-poll': EventPollElement;
  }
}
