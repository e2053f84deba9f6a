/** How long an idle moment may be waited for on a busy page before what waits for it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle (or soon, where it cannot tell); returns the cancel. For what a page does not
 * need to show: it then does not compete with the page's own first download.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
