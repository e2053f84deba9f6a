import { useMutation } from '@apollo/client';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TrackDocument } from '../../core/api/graphql.generated';
import { useEmit } from '../../core/element/host-context';
import { getSessionStore } from '../../core/session/session';
import { isTrackedPath } from '../portal-rules';

/** On every navigation: scroll to the top, track the page visit (errors ignored), tell the host page. */
export function usePortalNavigationEffects(): void {
  const { pathname } = useLocation();
  const emit = useEmit();
  const [track] = useMutation(TrackDocument);

  useEffect(() => {
    window.scrollTo(0, 0);
    emit('event-navigate', { path: pathname });
    if (!isTrackedPath(pathname)) return;
    const { anonymousCustomerId } = getSessionStore().getSnapshot();
    track({ variables: { event: 'visit', targetType: 'page', target: pathname, anonymousCustomerId } }).catch(
      () => undefined,
    );
  }, [pathname, emit, track]);
}
