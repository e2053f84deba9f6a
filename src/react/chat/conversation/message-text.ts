import type { ChatMessage } from '../../../chat/chat-service';

/** Where the chat service puts extension results: CometChat's `metadata['@injected'].extensions[name]` (§3). */
export function extensionDataOf(message: Pick<ChatMessage, 'metadata'>, name: string): Record<string, unknown> | null {
  const injected = message.metadata?.['@injected'];
  if (typeof injected !== 'object' || injected === null) return null;
  const extensions = (injected as { extensions?: unknown }).extensions;
  if (typeof extensions !== 'object' || extensions === null) return null;
  const data = (extensions as Record<string, unknown>)[name];
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

function flagged(value: unknown): boolean {
  return value === 'yes' || value === true;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * §4 "Displayed text order: original; overridden by sanitized text if hasXSS is yes; then masked text if
 * sensitive_data is yes; then cleaned text if profanity is yes." Each later override wins.
 */
export function displayedTextOf(message: Pick<ChatMessage, 'text' | 'metadata'>): string {
  let text = message.text ?? '';
  const xss = extensionDataOf(message, 'xss-filter');
  if (xss && flagged(xss.hasXSS)) text = textOf(xss.sanitized_text) ?? text;
  const masking = extensionDataOf(message, 'data-masking');
  const masked = masking?.data as Record<string, unknown> | undefined;
  if (masked && flagged(masked.sensitive_data)) text = textOf(masked.message_masked) ?? text;
  const profanity = extensionDataOf(message, 'profanity-filter');
  if (profanity && flagged(profanity.profanity)) text = textOf(profanity.message_clean) ?? text;
  return text;
}

const EMOJI_GRAPHEME = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of emoji in a text made only of emoji (whitespace aside), else 0. */
export function emojiOnlyCount(text: string): number {
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (segment.trim() === '') continue;
    if (!EMOJI_GRAPHEME.test(segment)) return 0;
    count += 1;
  }
  return count;
}

/** §5 "larger emoji (48, 36 or 24 px depending on count; emoji-only messages get the larger sizes)". */
export function emojiFontSizeOf(text: string, largerEmoji: boolean): number | null {
  if (!largerEmoji) return null;
  const count = emojiOnlyCount(text);
  if (count === 0) return null;
  if (count === 1) return 48;
  if (count === 2) return 36;
  return 24;
}

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
