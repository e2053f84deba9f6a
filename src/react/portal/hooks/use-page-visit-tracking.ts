import { useCallback, useContext, useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { TrackDocument } from '../portal.operations.generated';
import { apiRequest } from '../../core/api/api-request';
import { useConfig } from '../../core/config/config-context';
import { useSessionStore } from '../../core/session/session';
import { isTrackedPath } from '../portal-rules';
import { PageShownContext } from './use-page-shown';

/**
 * portal.md §7 track(event, targetType, target, anonymousCustomerId); errors are ignored. No cache keeps its answer,
 * so it goes out without Apollo Client: the first page's visit needs none (decision 0015).
 */
function useTrack(): (event: 'visit' | 'click', targetType: 'page' | 'CTA', target: string) => void {
  const config = useConfig();
  const sessionStore = useSessionStore();
  return useCallback(
    (event, targetType, target) => {
      const { anonymousCustomerId } = sessionStore.getSnapshot();
      apiRequest(config, TrackDocument, { event, targetType, target, anonymousCustomerId }).catch(() => undefined);
    },
    [config, sessionStore],
  );
}

/**
 * Tracks a visit of the page being shown (portal.md §2 exclusions apply), once it has shown: the request then does
 * not compete with the page's own first download (issue 13: it was one of the four /graphql answers before the
 * welcome text).
 */
export function usePageVisitTracking(): void {
  const { pathname } = useLocation();
  const track = useTrack();
  const pageShown = useContext(PageShownContext);

  useEffect(() => {
    if (pageShown && isTrackedPath(pathname)) track('visit', 'page', pathname);
  }, [pageShown, pathname, track]);
}

/**
 * Tracks a click on a call to action (§7 track with event click, targetType CTA, the card's code as target): every
 * conversion card of the portal's pages, heard as the `event-cards-click` its <event-cards> send up through `area`.
 */
export function useCtaClickTracking(area: RefObject<HTMLElement | null>): void {
  const track = useTrack();

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // The element's public event (docs/embedding.md), read as any host page reads it.
    const onClick = (event: Event) => {
      const code: unknown = (event as CustomEvent<{ code?: unknown } | null>).detail?.code;
      if (typeof code === 'string') track('click', 'CTA', code);
    };
    element.addEventListener('event-cards-click', onClick);
    return () => element.removeEventListener('event-cards-click', onClick);
  }, [area, track]);
}
