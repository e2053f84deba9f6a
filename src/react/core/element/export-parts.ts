/**
 * A Foyer element inside another shadow root (a poll inside <event-portal>) re-exports its parts, so a host page can
 * style them through the outer element: `event-portal::part(poll-title)`. Every part keeps its name, except the
 * nested element's `root`, exported as `<tag>-root` (`event-poll-root`). Parts that appear later (an error, a dialog)
 * are added as they render. Free of React: the Lit chat launcher uses it too. Returns the clean-up.
 */
export function exportPartsWhenNested(host: HTMLElement, shadowRoot: ShadowRoot): () => void {
  if (!(host.getRootNode() instanceof ShadowRoot)) return () => undefined;
  const update = () => {
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
  update();
  return () => observer.disconnect();
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
