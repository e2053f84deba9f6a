import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useEmit } from '../../core/element/host-context';

/** On every navigation: scroll to the top (portal.md §2) and tell the host page. */
export function usePortalNavigationEffects(): void {
  const { pathname } = useLocation();
  const emit = useEmit();

  useEffect(() => {
    window.scrollTo(0, 0);
    emit('event-navigate', { path: pathname });
  }, [pathname, emit]);
}
