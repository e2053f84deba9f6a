/**
 * A Foyer element inside another shadow root (a poll inside <event-portal>) re-exports its parts, so a host page can
 * style them through the outer element: `event-portal::part(poll-title)`. Every part keeps its name, except the
 * nested element's `root`, exported as `<tag>-root` (`event-poll-root`). Parts that appear later (an error, a dialog)
 * are added as they render. Free of React: the Lit chat launcher uses it too. Returns the clean-up.
 */
export function exportPartsWhenNested(host: HTMLElement, shadowRoot: ShadowRoot): () => void {
  // Whether the host is nested is asked at every update, not once: a tag defined before its parent renders is
  // created and rendered before React inserts it into the parent's shadow root.
  const update = () => {
    if (!(host.getRootNode() instanceof ShadowRoot)) return;
    const value = exportedParts(shadowRoot, host.localName);
    if (host.getAttribute('exportparts') !== value) host.setAttribute('exportparts', value);
  };
  const observer = new MutationObserver(update);
  observer.observe(shadowRoot, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['part', 'exportparts'],
  });
  updaters.set(host, update);
  update();
  return () => {
    observer.disconnect();
    updaters.delete(host);
  };
}

const updaters = new WeakMap<HTMLElement, () => void>();

/** Called when a Foyer element is connected: it may have just been moved into another element's shadow root. */
export function exportPartsOnConnect(host: HTMLElement): void {
  updaters.get(host)?.();
}

/** The exportparts value for every part in a shadow root and every part its own nested elements export. */
export function exportedParts(shadowRoot: ParentNode, tagName: string): string {
  const names = new Set<string>();
  for (const node of shadowRoot.querySelectorAll('[part]')) {
    for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) if (name) names.add(name);
  }
  for (const node of shadowRoot.querySelectorAll('[exportparts]')) {
    for (const entry of (node.getAttribute('exportparts') ?? '').split(',')) {
      const outer = entry.split(':').at(-1)?.trim();
      if (outer) names.add(outer);
    }
  }
  return [...names]
    .sort()
    .map((name) => (name === 'root' ? `root: ${tagName}-root` : name))
    .join(', ');
}
