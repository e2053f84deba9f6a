import { useCallback, useEffect, useState } from 'react';

/**
 * A notice that shows for `durationMs` once shown (portal.md §9's toast and snackbar), then hides by itself.
 * Showing it again while it shows starts the time anew.
 */
export function useTimedNotice(durationMs: number): { shown: boolean; show: () => void } {
  // How often it was shown since it last hid: a new value restarts the timer.
  const [shownCount, setShownCount] = useState(0);

  useEffect(() => {
    if (shownCount === 0) return;
    const timer = window.setTimeout(() => setShownCount(0), durationMs);
    return () => window.clearTimeout(timer);
  }, [shownCount, durationMs]);

  const show = useCallback(() => setShownCount((previous) => previous + 1), []);
  return { shown: shownCount > 0, show };
}
