import { useMutation } from '@apollo/client';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TrackDocument } from '../portal.operations.generated';
import { useSessionStore } from '../../core/session/session';
import { isTrackedPath } from '../portal-rules';

/** Tracks a visit of the page being shown (portal.md §2 exclusions apply); errors are ignored (§7). */
export function usePageVisitTracking(): void {
  const { pathname } = useLocation();
  const [track] = useMutation(TrackDocument);
  const sessionStore = useSessionStore();

  useEffect(() => {
    if (!isTrackedPath(pathname)) return;
    const { anonymousCustomerId } = sessionStore.getSnapshot();
    track({ variables: { event: 'visit', targetType: 'page', target: pathname, anonymousCustomerId } }).catch(
      () => undefined,
    );
  }, [pathname, track, sessionStore]);
}
