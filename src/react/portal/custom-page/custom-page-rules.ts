import type { CustomPageComponent, GetCustomPageForFrontendQuery } from '../../core/api/graphql.generated';

export type PageElement = GetCustomPageForFrontendQuery['getCustomPageForFrontend']['elements'][number];

const STREAM_COMPONENTS: readonly CustomPageComponent[] = ['stream', 'streamWithCta'];

/** §2 "The cta, jsx, video and form elements show only after a stream has loaded, or when the page has no stream." */
export function isGatedByStream(component: CustomPageComponent): boolean {
  return !STREAM_COMPONENTS.includes(component);
}

/** The active elements in sequenceId order (the server sends them so; the page does not rely on it). */
export function visibleElements(elements: readonly PageElement[]): PageElement[] {
  return elements.filter((element) => element.status === 'active').sort((a, b) => a.sequenceId - b.sequenceId);
}
