// Web addresses in a message's text: the widget shows them as links (issue #14) and the link-preview extension
// fetches the first of them (issue #16). Both sides read a text the same way, so a preview belongs to a shown link.

/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Punctuation that ends a sentence rather than an address: "see https://example.org." links without the dot. */
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}>]+$/u;

/** The address as a link target when it is a well-formed http or https URL (the browser's own parser decides). */
function webAddressOf(candidate: string): string | null {
  if (!/^https?:\/\//iu.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a displayed text into plain text and http(s) links (issue #14 "links in messages are clickable"). Only
 * addresses starting with http:// or https:// become links, so javascript:, data: and the like stay text; the parts
 * are rendered as React text and attributes, never as HTML.
 */
export function textSegmentsOf(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  for (const token of text.split(/(\s+)/u)) {
    const trailing = TRAILING_PUNCTUATION.exec(token)?.[0] ?? '';
    const candidate = token.slice(0, token.length - trailing.length);
    const href = candidate === '' ? null : webAddressOf(candidate);
    if (href === null) {
      plain += token;
      continue;
    }
    if (plain !== '') segments.push({ kind: 'text', text: plain });
    segments.push({ kind: 'link', text: candidate, href });
    plain = trailing;
  }
  if (plain !== '') segments.push({ kind: 'text', text: plain });
  return segments;
}

/** The distinct http(s) addresses of a text, in order, at most `max` of them. */
export function webAddressesOf(text: string, max: number): string[] {
  const found = new Set<string>();
  for (const segment of textSegmentsOf(text)) {
    if (segment.kind === 'link') found.add(segment.href);
    if (found.size >= max) break;
  }
  return [...found];
}
