import { ElementApolloProvider } from '../react/core/api/apollo-provider';
import { defineElement, registerElement } from '../react/core/element/define-element';
import { registerElementLoaders } from '../react/core/element/element-loaders';
import { EventCards } from '../react/cards/event-cards';

// Poll and Q&A cards and the form dialog render these tags: each loads only when a card needs it.
registerElementLoaders({
  'event-form': () => import('./event-form'),
  'event-poll': () => import('./event-poll'),
  'event-qa': () => import('./event-qa'),
});

/**
 * The conversion cards (calls to action) of a portal path: basic, emoji, iFrame, poll, jsx and qa cards with link,
 * link-rotation and form actions, in a grid of one to three columns. Works alone in any page.
 *
 * @summary The event's conversion cards.
 * @tag event-cards
 *
 * @attr {string} path - The portal path the cards are for. Default `/stream`.
 * @attr {'side'} layout - `side` shows one column (the call-to-action column beside the stream).
 * @attr {string} card - The code of one card: only that card shows (a preview of one card).
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 *
 * @fires event-cards-click - A card's action was used. `detail: CardsClickDetail` = `{ code: string, actionType: 'link' | 'linkRotation' | 'form', target: string }` (the link's absolute URL, the jump URL, or the form's code).
 *
 * @csspart root - The element's outermost box.
 * @csspart cards - The grid of cards.
 * @csspart card - One card.
 * @csspart card-action - A card's link or button (or its image with actionEmitter image).
 * @csspart card-emoji - One emoji button of an emoji card.
 * @csspart form-confirmation - The snackbar that confirms a submit in the form dialog (4000 ms).
 *
 * @cssprop --foyer-color-primary - Action buttons. Default `#0047b3`.
 * @cssprop --foyer-color-border - Card borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 */
export class EventCardsElement extends defineElement({
  tagName: 'event-cards',
  // Its space before its data arrive: a row of cards (docs/elements.md "Reserving an element's space").
  reservedHeight: '480px',
  apollo: ElementApolloProvider,
  component: EventCards,
  attributes: { path: 'string', layout: 'string', card: 'string' },
}) {}

registerElement('event-cards', EventCardsElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-cards': EventCardsElement;
  }
}
