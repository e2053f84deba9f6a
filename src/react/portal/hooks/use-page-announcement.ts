import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useTranslation } from '../../core/i18n/translator';
import { ownsThePage } from '../../core/storage/element-storage';

/**
 * Once a route's page has shown (`pageShown`): the browser tab's title names the page and the event (only in the
 * standalone portal, which owns the page; embedded, the host keeps its title and hears event-navigate), and after a
 * route change the page's heading takes the focus and its name goes to a live region, so a screen reader says where
 * the visitor is now. The first page of a visit keeps the focus where the browser put it. Returns the live text.
 */
export function usePageAnnouncement(pageArea: RefObject<HTMLElement | null>, pageShown: boolean): string {
  const { t } = useTranslation();
  const { title: eventTitle } = useConfig();
  const { pathname } = useLocation();
  const announced = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const area = pageArea.current;
    if (!pageShown || !area || announced.current === pathname) return;
    const first = announced.current === null;
    announced.current = pathname;
    const heading = area.querySelector('h1');
    const page = heading?.textContent?.trim() ?? '';
    if (ownsThePage()) {
      document.title =
        page && eventTitle && page !== eventTitle
          ? t('nav.documentTitle', { page, event: eventTitle })
          : page || eventTitle || document.title;
    }
    if (first || !page) return;
    setAnnouncement(t('nav.pageAnnouncement', { page }));
    // A dialog the page opened (the welcome modal) keeps the focus it took.
    if (heading && !(area.getRootNode() as ParentNode).querySelector('dialog[open]')) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pageShown, pathname, pageArea, eventTitle, t]);

  return announcement;
}
