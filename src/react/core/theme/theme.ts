import { css, type SerializedStyles } from '@emotion/react';
import { BREAKPOINTS } from '../constants';

/**
 * The design tokens and their defaults. A host page themes the elements by setting these custom properties on them
 * or on any ancestor (`body`): the defaults are var() fallbacks, never declared on :host, so inherited values win.
 */
export const DEFAULT_THEME: Record<string, string> = {
  colorPrimary: '#0047b3',
  colorOnPrimary: '#ffffff',
  colorText: '#1b1f24',
  colorTextMuted: '#545b66',
  colorBackground: '#ffffff',
  colorSurface: '#f3f5f8',
  colorBorder: '#d4d9e1',
  colorFocus: '#d9480f',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSize: '16px',
  radius: '8px',
  navbarBackground: '#0f1e3d',
  navbarText: '#ffffff',
};

/** colorPrimary -> --foyer-color-primary */
export function tokenProperty(name: string): string {
  return `--foyer-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Reads a token in styles: token('colorPrimary') -> var(--foyer-color-primary, #0047b3). */
export function token(name: keyof typeof DEFAULT_THEME & string): string {
  return `var(${tokenProperty(name)}, ${DEFAULT_THEME[name]})`;
}

export const mediaUp = (breakpoint: keyof typeof BREAKPOINTS): string =>
  `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`;

// Inherited properties reach into a shadow root from the host page; `!important` inside the shadow root wins over
// the page's `!important`, so these resets hold against a hostile `* { ... !important }`. Fonts and colours come from
// the tokens, which do inherit. `visibility` is not reset: a host hides an element with `visibility: hidden`.
const INHERITED_RESETS = `
  color: ${token('colorText')} !important;
  font-family: ${token('fontFamily')} !important;
  font-size: ${token('fontSize')} !important;
  font-weight: 400 !important;
  font-style: normal !important;
  font-variant: normal !important;
  line-height: 1.5 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  cursor: auto !important;
`;

/**
 * The :host rules of every element: the config's theme tokens (the defaults are var() fallbacks), the
 * inherited-property resets, box sizing, and `hidden` that wins over the element's own display. `reservedHeight`:
 * the element's minimum height from its first render on, so the host page does not move when its data arrives; an
 * editor's own `min-height` on the tag wins over it (docs/elements.md "Reserving an element's space").
 */
export function hostStyles(theme: Record<string, string> | undefined, reservedHeight?: string): SerializedStyles {
  const tokens = Object.entries(theme ?? {})
    .map(([name, value]) => `${tokenProperty(name)}: ${value};`)
    .join('\n');
  return css`
    :host {
      display: block;
      ${reservedHeight ? `min-height: ${reservedHeight};` : ''}
      ${tokens}
      ${INHERITED_RESETS}
    }
    :host([hidden]) {
      display: none !important;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    :focus-visible {
      outline: 3px solid ${token('colorFocus')};
      outline-offset: 2px;
    }
  `;
}
