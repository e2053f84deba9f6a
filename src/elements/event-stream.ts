import { ElementApolloProvider } from '../react/core/api/apollo-provider';
import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventStream, type EventStreamProps } from '../react/stream/event-stream';

/**
 * The stream page: checks every 20 s that the event is open, plays the stream on its platform (HLS, YouTube,
 * Vimeo, 3Q, contentFlow, a frame or a Zoom meeting), keeps the visitor's presence and shows the visitor count.
 * It never changes the page's URL: it fires an event and shows an inline notice, and the portal navigates.
 *
 * @summary A livestream with presence and visitor count, on its own or inside the portal.
 * @tag event-stream
 *
 * @attr {string} code - The stream's code from the event file. Empty: the project's first stream.
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} event-project-id - The event project. Default 6.
 * @attr {number} project-id - The project whose schedule opens the stream. Default 4.
 * @attr {'side' | 'stacked'} layout - `side` (default: the call-to-action column beside the stream on large screens) or `stacked`.
 * @attr {boolean} zoom-flag - `true` when the page has the `?z=1` flag a zoom stream needs (the portal sets it).
 * @attr {boolean} leave-prompt - `true` asks before the visitor closes the page, and before a navigation inside the page leaves the route (where the browser has the Navigation API).
 * @attr {string} zoom-page - The meeting page a zoom stream shows in a frame. Default `/zoom.html`.
 *
 * @fires event-stream-access - The event is not open for the visitor. `detail: { result: 'early' | 'late' | 'loggedOut' | 'error' }`; the portal goes to /closed, /fin, /logout and /closed.
 * @fires event-stream-not-found - No such stream (404). `detail: { code: string | null }`; the portal goes to /stream, or to / without a code.
 * @fires event-stream-bad-request - The server refused a ping (400). `detail: { code: string, operation: 'ping' }`; the portal goes to /.
 * @fires event-stream-extern - The stream plays elsewhere. `detail: { code: string, url: string }`; the portal opens the url.
 * @fires event-stream-zoom-flag - A zoom stream needs the `?z=1` flag. `detail: { code: string }`; the portal reloads the path with it.
 * @fires event-stream-loaded - The player shows the stream. `detail: { code: string, platform: string }`.
 * @slot cta - Call-to-action content for the column beside (or below) the stream; the portal puts `<event-cards>` here.
 * @slot below - Content under the stream, its actions and text; the portal puts a bottom arena chat here.
 * @fires event-stream-form - A form action was chosen. `detail: { code: string, formCode: string, label: string }`; the portal opens the form in a dialog.
 *
 * @csspart root - The element's outermost box.
 * @csspart stream - The layout of player and call-to-action column.
 * @csspart player - The 16:9 player frame.
 * @csspart video - The HLS video.
 * @csspart unmute - The button that turns the sound on when the browser allowed only muted autoplay.
 * @csspart player-frame - The frame of an embedded platform or meeting.
 * @csspart failure - The failure text of a stream that cannot be played.
 * @csspart visitor-count - The visitor count.
 * @csspart content - The stream's text.
 * @csspart cta - The call-to-action column.
 * @csspart actions - The action buttons; each is an `action`.
 * @csspart action - One action button's cell.
 * @csspart chat - The stream chat's frame.
 * @csspart notice - An inline notice (not open yet, over, not found, in use, ...).
 * @csspart zoom-name - The display-name prompt of a meeting.
 * @csspart zoom-ended - The meeting's end text.
 * @csspart zoom-desktop-only - The use-desktop message on narrow screens.
 *
 * @cssprop --foyer-color-primary - Buttons. Default `#0047b3`.
 * @cssprop --foyer-color-text - Text. Default `#1b1f24`.
 * @cssprop --foyer-color-surface - The player frame's background. Default `#f3f5f8`.
 * @cssprop --foyer-font-family - The font stack. Default the system UI font.
 * @cssprop --foyer-radius - Corner radius. Default `8px`.
 */
export class EventStreamElement extends defineElement<EventStreamProps>({
  tagName: 'event-stream',
  // Its space before its data arrive: the player with its title (docs/elements.md "Reserving an element's space").
  reservedHeight: '360px',
  apollo: ElementApolloProvider,
  component: EventStream,
  attributes: { code: 'string', layout: 'string', zoomFlag: 'boolean', leavePrompt: 'boolean', zoomPage: 'string' },
}) {}

registerElement('event-stream', EventStreamElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-stream': EventStreamElement;
  }
}
