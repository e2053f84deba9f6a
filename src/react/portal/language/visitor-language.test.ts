import { describe, expect, it } from 'vitest';
import { offeredLanguages, visitorLanguage } from './visitor-language';

const all = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;

describe('offeredLanguages', () => {
  it('offers the configured languages, with the default among them', () => {
    expect(offeredLanguages(undefined, 'de-DE-DU')).toEqual(['de-DE-DU']);
    expect(offeredLanguages([], 'en')).toEqual(['en']);
    expect(offeredLanguages(['en'], 'de-DE-SIE')).toEqual(['de-DE-SIE', 'en']);
    expect(offeredLanguages(all, 'de-DE-DU')).toEqual(all);
  });
});

describe('visitorLanguage', () => {
  const base = { offered: [...all], defaultLanguage: 'de-DE-DU' as const, stored: null };

  it('keeps a stored choice that is still offered', () => {
    expect(visitorLanguage({ ...base, stored: 'de-DE-SIE', browserLanguages: ['en-US'] })).toBe('de-DE-SIE');
    expect(visitorLanguage({ ...base, offered: ['de-DE-DU'], stored: 'en', browserLanguages: [] })).toBe('de-DE-DU');
  });

  it("follows the browser's first language the portal has", () => {
    expect(visitorLanguage({ ...base, browserLanguages: ['en-GB', 'de'] })).toBe('en');
    expect(visitorLanguage({ ...base, browserLanguages: ['fr-FR', 'en'] })).toBe('en');
    // German visitors get the event's own form of address.
    expect(visitorLanguage({ ...base, defaultLanguage: 'de-DE-SIE', browserLanguages: ['de-AT', 'en'] })).toBe(
      'de-DE-SIE',
    );
    expect(visitorLanguage({ ...base, defaultLanguage: 'en', browserLanguages: ['de-CH'] })).toBe('de-DE-DU');
  });

  it('falls back to the default', () => {
    expect(visitorLanguage({ ...base, browserLanguages: ['fr', 'it'] })).toBe('de-DE-DU');
    expect(visitorLanguage({ ...base, offered: ['de-DE-DU'], browserLanguages: ['en-US'] })).toBe('de-DE-DU');
  });
});
