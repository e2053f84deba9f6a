import { ElementApolloProvider } from '../react/core/api/apollo-provider';
import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventPresent } from '../react/console/presenter-screen';

/**
 * The presenter screen for the room's projector: an operator logs in (as in `<event-console>`), then it shows, full
 * size, what the console switches it to: the join address with a QR code, a Q&A's highlighted question, or a poll's or
 * word cloud's live results, pushed over the console's WebSocket. Large type, white on black, no scrolling at
 * 1280x720 and 1920x1080. Give it the window's height (the /present page does). The session is kept in memory only.
 *
 * @summary The event's presenter screen (projector).
 * @tag event-present
 *
 * @attr {string} api-url - The GraphQL endpoint; its WebSocket (ws/wss) carries the screen's changes. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 *
 * @csspart root - The element's outermost box.
 */
export class EventPresentElement extends defineElement({
  tagName: 'event-present',
  component: EventPresent,
  apollo: ElementApolloProvider,
}) {}

registerElement('event-present', EventPresentElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-present': EventPresentElement;
  }
}
