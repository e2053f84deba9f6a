import { describe, expect, it } from 'vitest';
import { LOCALES } from './all-locales';

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Every key any locale has, with the locales that lack it. */
function missingKeys(locales: Record<string, Record<string, unknown>>): Record<string, string[]> {
  const keySets = Object.fromEntries(
    Object.entries(locales).map(([language, texts]) => [language, new Set(keysOf(texts))]),
  );
  const allKeys = new Set(Object.values(keySets).flatMap((keys) => [...keys]));
  const missing: Record<string, string[]> = {};
  for (const [language, keys] of Object.entries(keySets)) {
    const lacking = [...allKeys].filter((key) => !keys.has(key)).sort();
    if (lacking.length > 0) missing[language] = lacking;
  }
  return missing;
}

describe('portal locales', () => {
  it('has the four languages of portal.md §1', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(['de', 'de-DE-DU', 'de-DE-SIE', 'en']);
  });

  it('has every key in every locale', () => {
    expect(missingKeys(LOCALES)).toEqual({});
  });

  it('has no empty text', () => {
    for (const [language, texts] of Object.entries(LOCALES)) {
      const empty = keysOf(texts).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('has no English sentence in a German locale (words shared by both languages aside)', () => {
    const textOf = (texts: Record<string, unknown>, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    // Texts that are one word in both languages (a title, a term) or only placeholders ('{{page}} – {{event}}').
    const words = (text: unknown) =>
      String(text)
        .replace(/\{\{\w+\}\}/g, '')
        .match(/\p{L}+/gu) ?? [];
    for (const language of ['de-DE-DU', 'de', 'de-DE-SIE'] as const) {
      const english = keysOf(LOCALES[language]).filter((key) => {
        // The language switch names each language in itself, the same in every locale.
        if (key.startsWith('footer.languageName.')) return false;
        const text = textOf(LOCALES[language], key);
        return text === textOf(LOCALES.en, key) && words(text).length > 1;
      });
      expect(english, language).toEqual([]);
    }
  });

  it('reports a key removed from one locale', () => {
    const { en, ...german } = LOCALES;
    const { nav, ...rest } = en as { nav: Record<string, unknown> } & Record<string, unknown>;
    const { logout: _removed, ...navWithoutLogout } = nav;
    expect(missingKeys({ ...german, en: { ...rest, nav: navWithoutLogout } })).toEqual({ en: ['nav.logout'] });
  });
});
