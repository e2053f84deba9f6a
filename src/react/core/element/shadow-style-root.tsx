import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { hostStyles } from '../theme/theme';

/**
 * The emotion cache of one shadow root and its :host rules (tokens, resets): what every React tree mounted in a
 * shadow root needs, by defineElement() or by a launcher that mounts React later (the chat widget).
 */
export function ShadowStyleRoot({
  shadowRoot,
  theme,
  reservedHeight,
  children,
}: {
  shadowRoot: ShadowRoot;
  theme: Record<string, string> | undefined;
  /** The element's minimum height before and after its data arrives (hostStyles). */
  reservedHeight?: string | undefined;
  children: ReactNode;
}) {
  // Styles go into this element's shadow root, never into document.head.
  const cache = useMemo(() => createCache({ key: 'foyer', container: shadowRoot }), [shadowRoot]);
  // The cache lives as long as this tree: an element moved in the page unmounts and mounts again with a new cache,
  // whose rules must not sit beside the old cache's (emptied by the move) style tags.
  useEffect(() => () => cache.sheet.flush(), [cache]);
  return (
    <CacheProvider value={cache}>
      <Global styles={hostStyles(theme, reservedHeight)} />
      {children}
    </CacheProvider>
  );
}
