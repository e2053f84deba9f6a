import { describe, expect, it } from 'vitest';
import { displayedTextOf, emojiFontSizeOf, emojiOnlyCount, textSegmentsOf } from './message-text';

function withExtensions(text: string, extensions: Record<string, unknown>) {
  return { text, metadata: { '@injected': { extensions } } };
}

const XSS = { 'xss-filter': { hasXSS: 'yes', sanitized_text: 'sanitized' } };
const MASKED = { 'data-masking': { data: { sensitive_data: 'yes', message_masked: 'masked ****' } } };
const CLEAN = { 'profanity-filter': { profanity: 'yes', message_clean: 'clean ***' } };

describe('displayed text (§4 order: original, sanitized, masked, cleaned)', () => {
  it('shows the original text without extension results', () => {
    expect(displayedTextOf({ text: 'hello' })).toBe('hello');
    expect(displayedTextOf(withExtensions('hello', { 'xss-filter': { hasXSS: 'no', sanitized_text: 'x' } }))).toBe(
      'hello',
    );
  });

  it('uses the sanitized text only when hasXSS is yes', () => {
    expect(displayedTextOf(withExtensions('<script>', XSS))).toBe('sanitized');
  });

  it('lets the masked text override the sanitized one', () => {
    expect(displayedTextOf(withExtensions('<script> 1234', { ...XSS, ...MASKED }))).toBe('masked ****');
  });

  it('lets the cleaned text override both', () => {
    expect(displayedTextOf(withExtensions('bad <script> 1234', { ...XSS, ...MASKED, ...CLEAN }))).toBe('clean ***');
    expect(displayedTextOf(withExtensions('bad', { ...CLEAN }))).toBe('clean ***');
  });

  it('ignores a flag without its text', () => {
    expect(displayedTextOf(withExtensions('kept', { 'profanity-filter': { profanity: 'yes' } }))).toBe('kept');
  });
});

describe('emoji sizes (§5: 48, 36 or 24 px for emoji-only messages)', () => {
  it('counts whole emoji, also joined and flag sequences', () => {
    expect(emojiOnlyCount('👍')).toBe(1);
    expect(emojiOnlyCount('👨‍👩‍👧 🇩🇪')).toBe(2);
    expect(emojiOnlyCount('❤️❤️❤️')).toBe(3);
    expect(emojiOnlyCount('ok 👍')).toBe(0);
    expect(emojiOnlyCount('123')).toBe(0);
  });

  it('sizes by count', () => {
    expect(emojiFontSizeOf('🎉', true)).toBe(48);
    expect(emojiFontSizeOf('🎉🎉', true)).toBe(36);
    expect(emojiFontSizeOf('🎉🎉🎉', true)).toBe(24);
    expect(emojiFontSizeOf('🎉🎉🎉🎉🎉', true)).toBe(24);
  });

  it('keeps the normal size for text and when show_emojis_in_larger_size is off', () => {
    expect(emojiFontSizeOf('hi 🎉', true)).toBeNull();
    expect(emojiFontSizeOf('', true)).toBeNull();
    expect(emojiFontSizeOf('🎉', false)).toBeNull();
  });
});

describe('links in a message text (issue #14)', () => {
  it('makes http and https addresses links, without the punctuation that ends the sentence', () => {
    expect(textSegmentsOf('Siehe https://example.org/a?b=1#c. Und http://foo.de!')).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', text: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
      { kind: 'text', text: '. Und ' },
      { kind: 'link', text: 'http://foo.de', href: 'http://foo.de/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves other schemes, broken addresses and markup as plain text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.org',
      'https://',
      'www.example.org',
      '<a href="https://x.org">x</a>',
    ]) {
      expect(textSegmentsOf(text).filter((segment) => segment.kind === 'link')).toEqual([]);
    }
    expect(textSegmentsOf('')).toEqual([]);
  });
});
