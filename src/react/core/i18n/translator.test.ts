import { describe, expect, it } from 'vitest';
import de from '../../chat/i18n/locales/de.json';
import { createTranslator } from './translator';

const texts = {
  en: {
    greeting: 'Hello {{name}}',
    poll: { customersVoted_one: '{{count}} vote', customersVoted_other: '{{count}} votes' },
    members_zero: 'nobody',
    members_other: '{{count}} members',
  },
  de: { onlyGerman: 'Nur deutsch', greeting: 'Hallo {{name}}' },
};

describe('the translator', () => {
  it('reads dotted keys and fills placeholders', () => {
    const { t } = createTranslator({ language: 'en', texts });
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('poll.customersVoted', { count: 1 })).toBe('1 vote');
    expect(t('poll.customersVoted', { count: 3 })).toBe('3 votes');
  });

  it('picks the plural form of the language and an explicit zero form', () => {
    const { t } = createTranslator({ language: 'en', texts });
    expect(t('members', { count: 0 })).toBe('nobody');
    expect(t('members', { count: 2 })).toBe('2 members');
    const arabic = createTranslator({ language: 'ar', texts: { ar: { n_few: 'few {{count}}', n_many: 'many' } } });
    expect(arabic.t('n', { count: 3 })).toBe('few 3');
    expect(arabic.t('n', { count: 11 })).toBe('many');
  });

  it("uses German plural rules for the portal's address forms", () => {
    const { t } = createTranslator({
      language: 'de-DE-DU',
      texts: { 'de-DE-DU': { x_one: 'eins', x_other: 'viele' } },
    });
    expect(t('x', { count: 1 })).toBe('eins');
    expect(t('x', { count: 5 })).toBe('viele');
  });

  it('falls back to the fallback language, then the default value, then the key', () => {
    const { t } = createTranslator({ language: 'en', fallbackLanguage: 'de', texts });
    expect(t('onlyGerman')).toBe('Nur deutsch');
    expect(t('account.field.company', { defaultValue: 'company' })).toBe('company');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('poll')).toBe('poll');
  });

  it('merges overrides over the locale texts key by key', () => {
    const translator = createTranslator({
      language: 'de',
      texts: { de },
      extra: { de: { panel: { closeHint: 'Zu' } } },
    });
    expect(translator.t('panel.closeHint')).toBe('Zu');
    expect(translator.t('panel.tabs.groups')).toBe((de.panel.tabs as Record<string, string>).groups);
  });
});
