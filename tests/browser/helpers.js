// Shared steps of the browser tests: mount the built elements and wait for what they render in their shadow roots.

/** Polls until `find` returns something truthy, or fails after `timeout` ms with `what` in the message. */
export async function waitFor(find, what = 'the expected content', timeout = 8000) {
  const started = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Adds a fresh <event-portal> with the given attributes; routing="memory" keeps the test page's URL untouched. */
export function mountPortal(attributes = {}) {
  const element = document.createElement('event-portal');
  for (const [name, value] of Object.entries({ routing: 'memory', ...attributes })) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The welcome page's heading once the visitor is logged in anonymously. */
export function welcomeHeading(element) {
  return waitFor(() => element.shadowRoot?.querySelector('[part="welcome"] h1'), 'the welcome heading');
}

export function resetPage() {
  document.body.replaceChildren();
  for (const style of document.querySelectorAll('style[data-hostile]')) style.remove();
  localStorage.clear();
  sessionStorage.clear();
  // The page's session store follows storage changes through 'storage' events, as it does for other tabs.
  window.dispatchEvent(new StorageEvent('storage'));
}
