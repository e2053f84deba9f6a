import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '../../../chat/chat-constants';
import { CHAT_ERROR_CODES } from '../../../chat/chat-service';
import { RICH_MESSAGE_CODES } from '../../../../shared/chat/rich-message-codes';
import { SFU_CODES } from '../../../../shared/chat/sfu';
import { CHAT_LOCALES } from './chat-i18n';
import { loadChatI18n } from './chat-locale-loader';
import { loadLauncherTexts } from './chat-locale-texts';

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The panel's namespaces (panel, list, group, layout, notice, details). */
const PANEL_NAMESPACES = ['panel', 'list', 'group', 'layout', 'notice', 'details'];

describe('chat locales', () => {
  it('give every panel key in all 13 languages, each a text of its own language', () => {
    const german = keysOf(CHAT_LOCALES.de).filter((key) => PANEL_NAMESPACES.includes(key.split('.')[0]!));
    expect(german.length).toBeGreaterThan(60);
    for (const language of CHAT_LANGUAGES) {
      const keys = keysOf(CHAT_LOCALES[language]);
      expect(
        german.filter((key) => !keys.includes(key)),
        language,
      ).toEqual([]);
    }
    // A copy of another language would show here: the close hint differs in every locale.
    const hints = CHAT_LANGUAGES.map((language) => (CHAT_LOCALES[language].panel as Record<string, string>).closeHint);
    expect(new Set(hints).size).toBe(13);
  });

  it('give the emoji picker, attachment menu and header texts in all 13 languages, each its own', () => {
    const conversationOf = (language: (typeof CHAT_LANGUAGES)[number]) =>
      CHAT_LOCALES[language].conversation as Record<string, Record<string, unknown>>;
    const keys = [...keysOf(conversationOf('de').emoji!, 'emoji.'), 'composer.attach', 'headerActions'];
    expect(keys.length).toBeGreaterThan(12);
    const textOf = (language: (typeof CHAT_LANGUAGES)[number], key: string) =>
      key
        .split('.')
        .reduce<unknown>((texts, part) => (texts as Record<string, unknown>)?.[part], conversationOf(language));
    for (const language of CHAT_LANGUAGES) {
      expect(
        keys.filter((key) => typeof textOf(language, key) !== 'string'),
        language,
      ).toEqual([]);
    }
    const searches = CHAT_LANGUAGES.map((language) => textOf(language, 'emoji.search'));
    expect(new Set(searches).size).toBe(13);
  });

  it('give every chat error code a text of its own in all 13 languages (no raw code reaches a visitor)', () => {
    for (const language of CHAT_LANGUAGES) {
      const notices = CHAT_LOCALES[language].notice as Record<string, string>;
      const missing = Object.values({ ...CHAT_ERROR_CODES, ...RICH_MESSAGE_CODES, ...SFU_CODES }).filter(
        (code) => !notices[code] || notices[code] === code,
      );
      expect(missing, language).toEqual([]);
    }
    const wrongPassword = CHAT_LANGUAGES.map(
      (language) => (CHAT_LOCALES[language].notice as Record<string, string>)[CHAT_ERROR_CODES.wrongGroupPassword],
    );
    expect(new Set(wrongPassword).size).toBe(13);
  });

  it("give the bubble's label in all 13 languages, each its own, with the unread count in it", async () => {
    const labels = await Promise.all(CHAT_LANGUAGES.map((language) => loadLauncherTexts(language)));
    for (const [index, texts] of labels.entries()) {
      expect(texts.open, CHAT_LANGUAGES[index]).toBeTruthy();
      expect(texts.openWithUnread, CHAT_LANGUAGES[index]).toContain('{{count}}');
    }
    expect(new Set(labels.map((texts) => texts.openWithUnread)).size).toBe(13);
  });

  it('loads one language with de as its fallback', async () => {
    const arabic = await loadChatI18n('ar');
    expect(arabic.t('panel.tabs.groups')).toBe('المجموعات');
    expect([...arabic.languages].sort()).toEqual(['ar', 'de']);
  });
});
