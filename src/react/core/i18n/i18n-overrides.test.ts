import { describe, expect, it } from 'vitest';
import { loadI18n, nestedTexts } from './i18n';

describe('language overrides', () => {
  it('turn dotted keys into the nesting of the locale files', () => {
    expect(
      nestedTexts({ 'welcome.openLivestream': 'Los', afterEvent: { 'thankYou.title': 'Merci' }, 'a.b.c': 'x' }),
    ).toEqual({
      welcome: { openLivestream: 'Los' },
      afterEvent: { thankYou: { title: 'Merci' } },
      a: { b: { c: 'x' } },
    });
  });

  it('replace a text in the chosen language, dotted or nested, and leave the others', async () => {
    const i18n = await loadI18n({
      language: 'de-DE-DU',
      fallbackLanguage: 'de',
      overrides: {
        'de-DE-DU': { 'welcome.openLivestream': 'Jetzt reinschauen', afterEvent: { thankYou: { title: 'Merci!' } } },
        en: { 'afterEvent.logout': 'Sign out' },
      },
    });
    expect(i18n.t('welcome.openLivestream')).toBe('Jetzt reinschauen');
    expect(i18n.t('afterEvent.thankYou.title')).toBe('Merci!');
    expect(i18n.t('afterEvent.logout')).toBe('Ausloggen');
    expect(i18n.fixed('en')('afterEvent.logout')).toBe('Sign out');
  });
});
