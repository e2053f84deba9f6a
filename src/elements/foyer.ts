/** Registers every Foyer element: one script tag for pages that use several of them. */
export { EventPortalElement } from './event-portal';
export { EventPollElement } from './event-poll';
export { EventQaElement } from './event-qa';
export { EventFormElement } from './event-form';
export { EventCardsElement } from './event-cards';
export { EventStreamElement } from './event-stream';
export { ChatWidgetElement } from './chat-widget';
