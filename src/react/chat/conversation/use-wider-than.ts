import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least `width` pixels wide, following its size (a ResizeObserver): the panel's width,
 * not the window's, decides its layout, since the same panel floats in a corner or fills a page.
 */
export function useWiderThan(element: RefObject<HTMLElement | null>, width: number): boolean {
  const [wider, setWider] = useState(false);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWider((entry?.contentRect.width ?? 0) >= width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, width]);
  return wider;
}
