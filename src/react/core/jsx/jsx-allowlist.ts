/**
 * What operator-supplied jsx content (conversion cards, custom pages) may contain. Everything else is dropped:
 * scripts, frames, forms, styles, event handlers, ids, and every URL that is not http(s), mailto, tel or relative.
 */

/** Plain HTML tags, with the attributes each keeps besides the global ones. */
export const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  abbr: [],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  div: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  li: [],
  ol: ['start'],
  p: [],
  pre: [],
  s: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Attributes every allowed tag keeps. */
export const GLOBAL_ATTRIBUTES: readonly string[] = [
  'class',
  'title',
  'lang',
  'dir',
  'role',
  'aria-label',
  'aria-hidden',
];

/** The documented components, written as tags in the content; see docs/jsx-content.md. */
export const COMPONENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  'foyer-button': ['link', 'variant', 'new-tab'],
};

/** Attributes that hold a URL and must pass isSafeUrl. */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'link'];

export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/** http(s), mailto and tel links, and relative ones (/path, #anchor, ./x, ?q); never javascript:, data: or others. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and surrounding whitespace in a URL's scheme; so must the check.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return scheme === null || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}
