// The moderation filters on their own: what each library finds and how the texts chain (chat-widget.md §3, §4).
import { describe, expect, it } from 'vitest';
import { chatModerationSection } from '../event-file/sections/chat-moderation.js';
import { createMessageFilters } from './message-filters.js';

const filters = createMessageFilters();
const all = chatModerationSection.parse({ xssFilter: true, dataMasking: true, profanityFilter: true });
const only = (key: 'xssFilter' | 'dataMasking' | 'profanityFilter') =>
  chatModerationSection.parse({ xssFilter: false, [key]: true });

describe('the moderation filters', () => {
  it('flag hostile HTML and give the text DOMPurify leaves, but let harmless angle brackets and tags be', () => {
    expect(filters.run('<img src=x onerror=alert(1)>Hallo<script>alert(2)</script>', only('xssFilter'))).toEqual({
      'xss-filter': { hasXSS: 'yes', sanitized_text: '<img src="x">Hallo' },
    });
    expect(filters.run('I <3 you, a < b', only('xssFilter'))).toEqual({ 'xss-filter': { hasXSS: 'no' } });
    expect(filters.run('<b>wichtig</b>', only('xssFilter'))).toEqual({ 'xss-filter': { hasXSS: 'no' } });
  });

  it('build no DOM of more markup than a chat message has: the text is shown without any of it (issue #25)', () => {
    // 4,000 characters of these cost 0.2-0.7 s of the one thread in jsdom and DOMPurify.
    for (const markup of ['<i>', '<div>', '<table><tr><td>', '<svg><math><mi><mglyph><style>']) {
      const text = `Hallo ${markup.repeat(Math.floor(3990 / markup.length))}`;
      const xss = filters.run(text, only('xssFilter'))?.['xss-filter'];
      expect(xss?.hasXSS, markup).toBe('yes');
      expect(xss?.sanitized_text, markup).not.toContain('<');
    }
    const attributes = `<b ${'data-x=1 '.repeat(100)}>fett</b>`;
    expect(filters.run(attributes, only('xssFilter'))).toEqual({
      'xss-filter': { hasXSS: 'yes', sanitized_text: 'fett' },
    });
    // Many angle brackets and no markup: nothing to hide.
    expect(filters.run('<3 '.repeat(1000), only('xssFilter'))).toEqual({ 'xss-filter': { hasXSS: 'no' } });
  });

  it('give up looking for phone numbers after 50 runs of digits that are none (issue #25)', () => {
    const decoys = '1 2 3 4 5 6 7 8 9 '.repeat(200);
    expect(filters.run(`ruf +49 30 1234567 an ${decoys}`, only('dataMasking'))).toEqual({
      'data-masking': { data: { sensitive_data: 'yes', message_masked: `ruf ************** an ${decoys}` } },
    });
    // The bound: a number after the search gave up stays as written (30-80 ms of the one thread per text before).
    expect(filters.run(`${decoys} ruf +49 30 1234567 an`, only('dataMasking'))).toEqual({
      'data-masking': { data: { sensitive_data: 'no' } },
    });
  });

  it('mask e-mail addresses, phone numbers and Luhn-valid card numbers, and nothing that only looks alike', () => {
    const masked = filters.run(
      'Schreib an anna@example.org, ruf +49 30 1234567 an, Karte 4111 1111 1111 1111. Bestellung 1234567890123.',
      only('dataMasking'),
    );
    expect(masked).toEqual({
      'data-masking': {
        data: {
          sensitive_data: 'yes',
          message_masked:
            'Schreib an ****************, ruf ************** an, Karte *******************. Bestellung 1234567890123.',
        },
      },
    });
    expect(
      filters.run('Um 10:30 in Halle 4, Summe 1.234.567 Euro, Karte 4111 1111 1111 1112', only('dataMasking')),
    ).toEqual({
      'data-masking': { data: { sensitive_data: 'no' } },
    });
  });

  it('clean English and German profanity and the event’s own words', () => {
    const settings = chatModerationSection.parse({
      xssFilter: false,
      profanityFilter: true,
      extraProfanity: ['Bananenkopf'],
    });
    expect(filters.run('You are an asshole', settings)).toEqual({
      'profanity-filter': { profanity: 'yes', message_clean: 'You are an ***' },
    });
    expect(filters.run('Du Arschloch!', settings)).toEqual({
      'profanity-filter': { profanity: 'yes', message_clean: 'Du ***!' },
    });
    expect(filters.run('So ein bananenkopf', settings)).toEqual({
      'profanity-filter': { profanity: 'yes', message_clean: 'So ein ***' },
    });
    expect(filters.run('Klasse Vortrag, danke', settings)).toEqual({ 'profanity-filter': { profanity: 'no' } });
  });

  it('run one after another, so the last text shown hides what every earlier filter hid', () => {
    const result = filters.run('<script>x</script>Du Arschloch, ruf 030 1234567 an', all);
    expect(result?.['xss-filter']).toEqual({ hasXSS: 'yes', sanitized_text: 'Du Arschloch, ruf 030 1234567 an' });
    expect(result?.['data-masking']?.data.message_masked).toBe('Du Arschloch, ruf *********** an');
    expect(result?.['profanity-filter']?.message_clean).toBe('Du ***, ruf *********** an');
  });

  it('add nothing when every filter is off', () => {
    const off = chatModerationSection.parse({ xssFilter: false });
    expect(filters.run('<script>x</script> anna@example.org', off)).toBeUndefined();
  });

  it('give the text a reader is shown: the last filter that flagged it, or the text itself', () => {
    expect(filters.clean('<script>x</script>Du Arschloch, ruf 030 1234567 an', all)).toBe('Du ***, ruf *********** an');
    expect(filters.clean('Mail an anna@example.org', all)).toBe('Mail an ****************');
    expect(filters.clean('Wann kommt die Aufzeichnung?', all)).toBe('Wann kommt die Aufzeichnung?');
    expect(filters.clean('Du Arschloch', chatModerationSection.parse({ xssFilter: false }))).toBe('Du Arschloch');
  });
});
