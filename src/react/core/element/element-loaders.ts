import { useEffect } from 'react';

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const loading = new Map<string, Promise<void>>();

/**
 * Says where a tag's chunk is, so a tree that renders the tag by name loads it only when it does. The element files
 * register these (src/elements/), so features need not import other features' elements.
 */
export function registerElementLoaders(entries: Record<string, Loader>): void {
  for (const [tagName, load] of Object.entries(entries)) {
    if (!loaders.has(tagName)) loaders.set(tagName, load);
  }
}

/** Loads a tag's chunk once; a tag already defined, or one no loader knows (the host page defines it), needs none. */
export function loadElement(tagName: string): Promise<void> {
  const load = loaders.get(tagName);
  if (customElements.get(tagName) || !load) return Promise.resolve();
  let pending = loading.get(tagName);
  if (!pending) {
    pending = load().then(
      () => undefined,
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) is retried the next time the tag is rendered.
        loading.delete(tagName);
        console.error(`Foyer: could not load <${tagName}>`, error);
      },
    );
    loading.set(tagName, pending);
  }
  return pending;
}

/** Loads the chunks of the tags a component renders (false: not rendered now); the browser upgrades them once defined. */
export function useElements(...tagNames: (string | false | undefined)[]): void {
  const key = tagNames.filter(Boolean).join(' ');
  useEffect(() => {
    for (const tagName of key.split(' ')) if (tagName) void loadElement(tagName);
  }, [key]);
}
