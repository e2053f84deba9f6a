import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/i18n/all-locales';

/**
 * The informal address: du and its pronouns, and the imperatives and verb forms the account texts could use (lower
 * case only, so that the noun "Versuche" is not one).
 */
const DU_FORM =
  /(?<!\p{L})([Dd]u|[Dd]ich|[Dd]ir|[Dd]ein\p{L}*|trage|versuche|melde|gib|klicke|bestätige|wähle|hast|bist|kannst|musst)(?!\p{L})/u;

function textsOf(texts: unknown, prefix: string): [key: string, text: string][] {
  if (typeof texts === 'string') return [[prefix, texts]];
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) => textsOf(value, `${prefix}.${key}`));
}

const accountTexts = (language: keyof typeof LOCALES) => textsOf(LOCALES[language]['account'], 'account');

describe('the address form of the account texts', () => {
  it('notices a du-form', () => {
    expect(DU_FORM.test('Bitte trage eine gültige E-Mail-Adresse ein.')).toBe(true);
    expect(DU_FORM.test('Dein neues Passwort')).toBe(true);
    expect(DU_FORM.test('Bitte tragen Sie eine gültige E-Mail-Adresse ein.')).toBe(false);
    expect(DU_FORM.test('Zu viele Versuche.')).toBe(false);
  });

  it.each(['de-DE-SIE', 'de'] as const)('never says du in %s', (language) => {
    expect(accountTexts(language).filter(([, text]) => DU_FORM.test(text))).toEqual([]);
  });

  it('says Sie in de-DE-SIE, keeping the spec wording of §8', () => {
    const texts = Object.fromEntries(accountTexts('de-DE-SIE'));
    expect(texts['account.validation.email']).toBe('Bitte tragen Sie eine gültige E-Mail-Adresse ein.');
    expect(texts['account.error.anonymousRegistration']).toBe(
      'Beim der Anmeldung ist etwas schief gegangen. Bitte versuchen Sie es erneut',
    );
  });

  it('keeps the spec texts word for word in de-DE-DU', () => {
    const texts = Object.fromEntries(accountTexts('de-DE-DU'));
    expect(texts['account.validation.email']).toBe('Bitte trage eine gültige E-Mail-Adresse ein.');
    expect(texts['account.error.anonymousRegistration']).toBe(
      'Beim der Anmeldung ist etwas schief gegangen. Bitte versuche es erneut',
    );
  });
});
