import { describe, expect, it } from 'vitest';
import { catalogueOf, loadEmojiCatalogue, searchEmoji } from './emoji-data';

describe('the emoji catalogue', () => {
  it('sorts emoji into their groups in Unicode order and leaves out skin-tone components', () => {
    const catalogue = catalogueOf(
      [
        { unicode: '😃', label: 'grinning face with big eyes', group: 0, order: 2 },
        { unicode: '😀', label: 'grinning face', group: 0, order: 1 },
        { unicode: '🏻', label: 'light skin tone', group: 2, order: 3 },
        { unicode: '🇩🇪', label: 'flag: Germany', group: 9, order: 4 },
      ],
      'en',
    );
    expect(catalogue['smileys-emotion'].map((emoji) => emoji.emoji)).toEqual(['😀', '😃']);
    expect(catalogue.flags.map((emoji) => emoji.name)).toEqual(['flag: Germany']);
    expect(Object.values(catalogue).flat()).toHaveLength(3);
  });

  it('finds emoji by the words of their name and keywords in the chat language', async () => {
    const german = await loadEmojiCatalogue('de');
    const hearts = searchEmoji(german, 'rotes herz', 'de');
    expect(hearts.map((emoji) => emoji.emoji)).toContain('❤️');
    expect(searchEmoji(german, 'Pizza', 'de')[0]?.emoji).toBe('🍕');
    expect(searchEmoji(german, '   ', 'de')).toEqual([]);
  });

  it('loads traditional Chinese for zh-TW and English names for Arabic, which emojibase lacks', async () => {
    const traditional = await loadEmojiCatalogue('zh-TW');
    expect(traditional['smileys-emotion'][0]?.name).not.toBe('grinning face');
    const arabic = await loadEmojiCatalogue('ar');
    expect(searchEmoji(arabic, 'pizza', 'ar').map((emoji) => emoji.emoji)).toContain('🍕');
  });
});
