import { createContext, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../core/element/when-idle';

/**
 * Whether the current route's page has shown (usePageShown), for what waits for it inside the page area: the visit's
 * tracking. Outside a portal layout a page counts as shown.
 */
export const PageShownContext = createContext(true);

/**
 * Whether the current route's page has shown its content: the page area holds something and no loading notice
 * (counted through LoadingNoticeCounter with `countLoadingNotice`), and the browser was idle after it. What a page
 * does not need to show (the chat bubble) loads then, so it does not compete with the page's own first download.
 */
export function usePageShown(pageArea: RefObject<HTMLElement | null>): {
  pageShown: boolean;
  countLoadingNotice: (change: 1 | -1) => void;
} {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState<string | null>(null);
  const loadingNotices = useRef(0);
  const [noticesGone, setNoticesGone] = useState(0);
  const countLoadingNotice = useCallback((change: 1 | -1) => {
    loadingNotices.current += change;
    if (loadingNotices.current === 0) setNoticesGone((times) => times + 1);
  }, []);

  useEffect(() => {
    if (loadingNotices.current > 0) return;
    // Checked again when idle: a notice that went in the same commit as the next one came leaves the count at 1.
    return whenIdle(() => {
      if (loadingNotices.current === 0 && (pageArea.current?.childElementCount ?? 0) > 0) setShownPath(pathname);
    });
  }, [pathname, noticesGone, pageArea]);

  return { pageShown: shownPath === pathname, countLoadingNotice };
}
