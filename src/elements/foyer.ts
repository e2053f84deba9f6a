/** Registers every Foyer element: one script tag for pages that use several of them. */
export { EventPortalElement } from './event-portal';
export { EventStreamElement } from './event-stream';
