import { useEffect } from 'react';
import { useTranslation } from '../../core/i18n/translator';

/** The part of the Navigation API this hook uses (TypeScript's DOM library has no types for it yet). */
interface NavigateEvent extends Event {
  readonly cancelable: boolean;
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}
interface NavigationTarget {
  addEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
}

/** A route of its own: the path, or the hash of a hash-routed portal. The query alone is no new page. */
const routeOf = (url: URL) => `${url.pathname}${url.hash}`;

/**
 * §2 "A leave prompt appears if enabled": the browser's own prompt before the page closes or loads another, and,
 * where the browser has the Navigation API (issue #19 item 9), the same question before a navigation inside the
 * page (a portal's links and buttons, a host's router, back and forward) moves to another route. A navigation the
 * visitor declines does not happen. Browsers without the Navigation API ask on page unload only.
 */
export function useLeavePrompt(enabled: boolean): void {
  const { t } = useTranslation();
  const question = t('stream.leavePrompt');

  useEffect(() => {
    if (!enabled) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [enabled]);

  useEffect(() => {
    const navigation = (window as unknown as { navigation?: NavigationTarget }).navigation;
    if (!enabled || !navigation) return;
    const askInPage = (event: NavigateEvent) => {
      // Another document: beforeunload asks. A query change on the same route is no leaving.
      if (!event.destination.sameDocument || !event.cancelable) return;
      if (routeOf(new URL(event.destination.url)) === routeOf(new URL(window.location.href))) return;
      if (!window.confirm(question)) event.preventDefault();
    };
    navigation.addEventListener('navigate', askInPage);
    return () => navigation.removeEventListener('navigate', askInPage);
  }, [enabled, question]);
}
