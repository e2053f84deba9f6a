// The live-reaction overlay (chat-widget.md §2, §9 "Live reaction animation 6 icons at 60 fps"): six hearts rise over
// the message list, drawn once a frame (the display's rate, 60 fps on most screens) for as long as the reaction runs.
// With prefers-reduced-motion they stand still. A chunk of its own, loaded with the first live reaction.
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { Icon } from './icons';

const ICONS = 6;
/** One rise from the bottom to the top, in ms. */
const RISE_MS = 1_000;

const overlay = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  color: #e0245e;
`;

const icon = css`
  position: absolute;
  bottom: 0;
  will-change: transform, opacity;
`;

/** Where icon `index` is `elapsed` ms after the start: rising, swaying, fading at the top. */
export function iconFrame(index: number, elapsed: number, height: number) {
  const delay = (index * RISE_MS) / ICONS;
  const progress = ((((elapsed + RISE_MS - delay) % RISE_MS) + RISE_MS) % RISE_MS) / RISE_MS;
  const sway = Math.sin((progress * 2 + index / ICONS) * Math.PI * 2) * 12;
  return { y: -progress * height, x: sway, opacity: elapsed < delay ? 0 : 1 - progress, scale: 0.8 + progress * 0.6 };
}

export default function LiveReactionOverlay() {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const icons = [...element.children] as HTMLElement[];
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      for (const [index, child] of icons.entries()) {
        child.style.transform = `translateY(-${(index + 1) * 14}%)`;
        child.style.opacity = '1';
      }
      return;
    }
    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const height = element.clientHeight;
      for (const [index, child] of icons.entries()) {
        const { x, y, opacity, scale } = iconFrame(index, now - start, height);
        child.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
        child.style.opacity = String(opacity);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={root} css={overlay} aria-hidden="true" part="live-reaction">
      {Array.from({ length: ICONS }, (_, index) => (
        <span key={index} css={icon} style={{ insetInlineEnd: `${12 + (index % 3) * 14}px`, opacity: 0 }}>
          <Icon name="heart" size={28} />
        </span>
      ))}
    </div>
  );
}
