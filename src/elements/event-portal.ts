import { defineElement, registerElement } from '../react/core/element/define-element';
import { registerElementLoaders } from '../react/core/element/element-loaders';
import { EventPortal } from '../react/portal/event-portal';
import { startingVisitorLanguage } from '../react/portal/language/visitor-language';

// The tags the portal's pages render by name, each loaded the first time a page shows it: the stream on its
// routes, cards and forms where a page has them, the chat bubble for logged-in visitors where the chat is enabled.
registerElementLoaders({
  'event-cards': () => import('./event-cards'),
  'event-form': () => import('./event-form'),
  'event-poll': () => import('./event-poll'),
  'event-qa': () => import('./event-qa'),
  'event-stream': () => import('./event-stream'),
  'chat-widget': () => import('./chat-widget'),
});

/**
 * The whole event portal: login, welcome page, navigation and every feature page, composed from Foyer's elements.
 *
 * @summary The complete virtual-event portal in one tag.
 * @tag event-portal
 *
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {'anonymousLogin' | 'passwordLogin' | 'emailLogin' | 'eventRegistration'} login-type - `anonymousLogin` (default), `passwordLogin`, `emailLogin` or `eventRegistration`.
 * @attr {'normal' | 'oneSessionOnly'} session-mode - `normal` (default) or `oneSessionOnly`.
 * @attr {number} project-id - The project whose schedule opens the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 * @attr {'history' | 'hash' | 'memory'} routing - `history` (default: the portal owns the page URL), `hash` (inside a CMS page) or `memory`.
 *
 * @fires event-navigate - The portal showed another route. `detail: { path: string }`.
 * @fires event-login - The visitor logged in. `detail: { customerId: string, alias: string | null }`.
 * @fires event-logout - The visitor logged out. `detail: {}`.
 *
 * @csspart root - The element's outermost box. The parts of the elements inside the portal (stream, cards, polls, forms, chat) are exported through it under their own names (`event-portal::part(poll-title)`), each nested element's `root` as `<tag>-root` (`event-poll-root`).
 * @csspart event-stream-root - The `root` part of a `<event-stream>` inside the portal, exported under this name.
 * @csspart event-cards-root - The `root` part of a `<event-cards>` inside the portal, exported under this name.
 * @csspart event-poll-root - The `root` part of a `<event-poll>` inside the portal, exported under this name.
 * @csspart event-form-root - The `root` part of a `<event-form>` inside the portal, exported under this name.
 * @csspart chat-widget-root - The `root` part of a `<chat-widget>` inside the portal, exported under this name.
 * @csspart portal - The layout around navbar, page and footer.
 * @csspart navbar - The top navigation bar.
 * @csspart navbar-drawer - The burger menu's drawer on small screens.
 * @csspart main - The page area.
 * @csspart page-error - A page that failed to load ('Could not load module') or to render, with a reload button.
 * @csspart welcome - The welcome page.
 * @csspart footer - The footer with the configured links.
 * @csspart language-switch - The footer's language switch (when more than one language is offered).
 * @csspart landing-title-image - The landing page's title image.
 * @csspart landing-text - The landing page's rich text (sanitised jsx content).
 * @csspart landing-notification - The landing page's notification banner.
 * @csspart profile - The profile page.
 * @csspart chat - The chat widget (`<chat-widget>`), when the configuration's `chat.isEnabled` is true.
 * @csspart cookie-banner - The cookie banner (when `cookieBanner` is configured).
 * @csspart thank-you - The /thankYou page; `thank-you-top` and `thank-you-text` hold its configured content.
 * @csspart thank-you-top - The configured top content of /thankYou.
 * @csspart thank-you-text - The thank-you text.
 * @csspart quiz - The /quiz page; `quiz-content` holds its configured content.
 * @csspart quiz-content - The configured content of /quiz.
 * @csspart fin - The /fin page; `fin-content` holds its configured content.
 * @csspart fin-content - The configured content of /fin.
 * @csspart fin-anonymous - The /finAnonymous page.
 * @csspart fin-anonymous-content - The configured content of /finAnonymous.
 * @csspart closed - The /closed page (the welcome page in closed mode).
 * @csspart jump - The /jump pages.
 * @csspart jump-meeting - The meeting frame of /jump/externalZoomMeeting/{code}.
 * @csspart arena-chat - The arena chat frame on stream pages (when `arenaChat` is configured).
 * @csspart stream-chat - The stream pages' own chat, `<chat-widget layout="group">` (when `streamChat` is `foyer`).
 * @csspart custom-page - A custom page (/page/{code}).
 * @csspart custom-page-elements - The elements of a custom page.
 * @csspart custom-page-element - One element of a custom page.
 * @csspart custom-page-password - A custom page's password prompt.
 * @csspart custom-page-password-error - A wrong password for a custom page.
 * @csspart custom-page-too-early - A custom page that is not open yet.
 * @csspart custom-page-error - A custom page that could not load.
 * @csspart content-pages - The content pages' overview.
 * @csspart content-page-cover - One content page's cover in the overview.
 * @csspart content-page - A content page.
 * @csspart content-page-title-image - A content page's title image.
 * @csspart content-page-graphics - A content page's grid of graphics.
 * @csspart media-library - The media library page.
 * @csspart media-categories - The media library's category filter.
 * @csspart media-category-intro - A media category's introduction.
 * @csspart media-card - One medium of the library.
 * @csspart media-empty - The text of an empty media library.
 * @csspart page-announcement - The live region that names the new page after a route change (visually hidden).
 * @csspart form-confirmation - The snackbar that confirms a form dialog's submit (the stream page's form actions).
 *
 * @cssprop --foyer-color-primary - Buttons and accents. Default `#0047b3`.
 * @cssprop --foyer-color-on-primary - Text on primary surfaces. Default `#ffffff`.
 * @cssprop --foyer-color-text - Body text. Default `#1b1f24`.
 * @cssprop --foyer-color-text-muted - Secondary text. Default `#545b66`.
 * @cssprop --foyer-color-background - Page background. Default `#ffffff`.
 * @cssprop --foyer-color-surface - Footer and panels. Default `#f3f5f8`.
 * @cssprop --foyer-color-border - Borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 * @cssprop --foyer-font-family - The font stack. Default the system UI font.
 * @cssprop --foyer-font-size - The base text size. Default `16px`.
 * @cssprop --foyer-radius - Corner radius. Default `8px`.
 * @cssprop --foyer-navbar-background - The navbar's background. Default `#0f1e3d`.
 * @cssprop --foyer-navbar-text - The navbar's text. Default `#ffffff`.
 */
export class EventPortalElement extends defineElement({
  tagName: 'event-portal',
  // Its space before its data arrive: the landing and welcome pages embedded in a CMS article (docs/elements.md "Reserving an element's space").
  reservedHeight: '480px',
  component: EventPortal,
  configAttributes: { loginType: 'string', sessionMode: 'string', routing: 'string' },
  startingLanguage: startingVisitorLanguage,
}) {}

registerElement('event-portal', EventPortalElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-portal': EventPortalElement;
  }
}
