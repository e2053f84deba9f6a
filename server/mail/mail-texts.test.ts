import { describe, expect, it } from 'vitest';
import {
  chatGuestName,
  MAIL_LANGUAGES,
  createMailRenderer,
  loadMailLocales,
  mailLanguageOf,
  renderMail,
  type MailLocale,
} from './mail-texts.js';

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function textAt(texts: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
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

const placeholdersOf = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const locales = loadMailLocales();
const values = {
  event: 'Sommerfest <Q&A> "live"',
  link: 'https://portal.example.org/activateAccount/a?b=1&c=2',
  hours: 72,
};

describe('mail locales', () => {
  it('has a file for each of the four languages of portal.md §1', () => {
    expect(Object.keys(locales).sort()).toEqual([...MAIL_LANGUAGES].sort());
  });

  it("names the chat's anonymous visitors in each language, the number as given", () => {
    expect(MAIL_LANGUAGES.map((language) => chatGuestName(language, '42'))).toEqual(
      MAIL_LANGUAGES.map((language) => (language === 'en' ? 'Guest 42' : 'Gast 42')),
    );
  });

  it('has every key in every locale', () => {
    expect(missingKeys(locales)).toEqual({});
  });

  it('reports a key removed from one locale', () => {
    const { en, ...german } = locales;
    const { reset, ...rest } = en as { reset: Record<string, unknown> } & MailLocale;
    const { subject: _removed, ...resetWithoutSubject } = reset;
    expect(missingKeys({ ...german, en: { ...rest, reset: resetWithoutSubject } })).toEqual({
      en: ['reset.subject'],
    });
  });

  it('has no empty text, and the same placeholders in every language', () => {
    for (const key of keysOf(locales.de)) {
      for (const language of MAIL_LANGUAGES) {
        const text = textAt(locales[language], key);
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
        expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(textAt(locales.de, key)));
      }
    }
  });

  it('names the event in every subject and the event, link and hours in every body', () => {
    for (const language of MAIL_LANGUAGES) {
      for (const kind of ['activation', 'reset'] as const) {
        expect(placeholdersOf(textAt(locales[language], `${kind}.subject`))).toEqual(['event']);
        expect(placeholdersOf(textAt(locales[language], `${kind}.body`))).toEqual(['event', 'hours', 'link']);
      }
    }
  });
});

describe('renderMail', () => {
  it('fills in the event, the link and the hours as plain text, unescaped', () => {
    expect(renderMail('de-DE-DU', 'activation', values)).toEqual({
      subject: 'Bitte bestätige deine Anmeldung: Sommerfest <Q&A> "live"',
      text:
        'Hallo,\n\ndanke für deine Anmeldung bei Sommerfest <Q&A> "live". Bitte bestätige deine E-Mail-Adresse mit ' +
        'diesem Link:\n\nhttps://portal.example.org/activateAccount/a?b=1&c=2\n\nDer Link ist 72 Stunden gültig und ' +
        'funktioniert einmal. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.',
    });
  });

  it('writes each language in its own address form', () => {
    const reset = { ...values, hours: 1 };
    expect(renderMail('de', 'reset', reset).subject).toBe('Neues Passwort für Sommerfest <Q&A> "live"');
    expect(renderMail('de-DE-SIE', 'reset', reset).text).toContain('können Sie ein neues Passwort');
    expect(renderMail('en', 'reset', reset).text).toContain('The link is valid for 1 hour(s) and works once.');
  });

  it('does not interpolate placeholders inside the values', () => {
    const mail = renderMail('en', 'activation', { ...values, event: '{{link}} $t(reset.subject)' });
    expect(mail.subject).toBe('Please confirm your registration: {{link}} $t(reset.subject)');
  });

  it('takes a key missing in one language from de', () => {
    const { en, ...german } = locales;
    const { activation: _removed, ...enWithoutActivation } = en;
    const render = createMailRenderer({ ...german, en: enWithoutActivation });
    expect(render('en', 'activation', values).subject).toBe('Bestätigung der Anmeldung: Sommerfest <Q&A> "live"');
    expect(render('en', 'reset', values).subject).toBe('Your new password for Sommerfest <Q&A> "live"');
  });

  it('writes in the visitor language, else the event language, else de', () => {
    expect(mailLanguageOf('en', 'de-DE-SIE')).toBe('en');
    expect(mailLanguageOf('fr', 'de-DE-SIE')).toBe('de-DE-SIE');
    expect(mailLanguageOf(undefined, 'fr')).toBe('de');
  });
});
