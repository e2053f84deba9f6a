import { ElementApolloProvider } from '../react/core/api/apollo-provider';
import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventConsole } from '../react/console/event-console';

/**
 * The operator console: an operator logs in with e-mail and password and runs the live show (polls and word clouds
 * with live results), moderates the chat and, as an owner, reads the audit log. For a desktop browser. The session
 * is kept in memory only: a reload asks to log in again.
 *
 * @summary The operators' console of the event.
 * @tag event-console
 *
 * @attr {string} api-url - The GraphQL endpoint; its WebSocket (ws/wss) carries the live results. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 *
 * @csspart root - The element's outermost box.
 *
 * @cssprop --foyer-color-primary - Buttons and the selected tab. Default `#0047b3`.
 * @cssprop --foyer-color-border - Card, table and tab borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 */
export class EventConsoleElement extends defineElement({
  tagName: 'event-console',
  component: EventConsole,
  apollo: ElementApolloProvider,
}) {}

registerElement('event-console', EventConsoleElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-console': EventConsoleElement;
  }
}
