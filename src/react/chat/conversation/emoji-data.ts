// The emoji picker's data (issue #14): emojibase-data (MIT), the Unicode emoji with their CLDR names and keywords in
// each language. Each language is a chunk of its own that loads when the picker first opens, so the panel does not
// carry it. Arabic has no emojibase locale: it searches the English names.

/** The fields of emojibase-data's compact.json the picker uses. */
interface CompactEmoji {
  unicode: string;
  label: string;
  group?: number;
  order?: number;
  tags?: string[];
}

/** One emoji of the picker. */
export interface PickerEmoji {
  emoji: string;
  /** Its CLDR name in the chat's language, also its accessible name. */
  name: string;
  /** Lower-case name and keywords, what a search matches. */
  words: string;
}

/** Emojibase's groups, in its order (group 2, "component", holds skin tones and hair parts, not emoji to send). */
export const EMOJI_GROUPS = [
  'smileys-emotion',
  'people-body',
  'animals-nature',
  'food-drink',
  'travel-places',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;
export type EmojiGroup = (typeof EMOJI_GROUPS)[number];

const GROUP_BY_NUMBER: Record<number, EmojiGroup> = {
  0: 'smileys-emotion',
  1: 'people-body',
  3: 'animals-nature',
  4: 'food-drink',
  5: 'travel-places',
  6: 'activities',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

export type EmojiCatalogue = Record<EmojiGroup, PickerEmoji[]>;

type Loader = () => Promise<{ default: CompactEmoji[] }>;

/** The chat's 13 languages (src/react/chat/i18n/locales) to emojibase's locales. */
const LOADERS: Record<string, Loader> = {
  de: () => import('emojibase-data/de/compact.json'),
  en: () => import('emojibase-data/en/compact.json'),
  es: () => import('emojibase-data/es/compact.json'),
  fr: () => import('emojibase-data/fr/compact.json'),
  hi: () => import('emojibase-data/hi/compact.json'),
  lt: () => import('emojibase-data/lt/compact.json'),
  ms: () => import('emojibase-data/ms/compact.json'),
  pt: () => import('emojibase-data/pt/compact.json'),
  ru: () => import('emojibase-data/ru/compact.json'),
  sv: () => import('emojibase-data/sv/compact.json'),
  zh: () => import('emojibase-data/zh/compact.json'),
  'zh-TW': () => import('emojibase-data/zh-hant/compact.json'),
};

/** Sorts one language's emoji into the picker's groups, in Unicode's order. */
export function catalogueOf(data: readonly CompactEmoji[], language: string): EmojiCatalogue {
  const catalogue = Object.fromEntries(EMOJI_GROUPS.map((group) => [group, [] as PickerEmoji[]])) as EmojiCatalogue;
  const sorted = [...data].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const entry of sorted) {
    const group = entry.group === undefined ? undefined : GROUP_BY_NUMBER[entry.group];
    if (!group) continue;
    const words = [entry.label, ...(entry.tags ?? [])].join(' ').toLocaleLowerCase(language);
    catalogue[group].push({ emoji: entry.unicode, name: entry.label, words });
  }
  return catalogue;
}

/** The emoji whose name or keywords contain every word of the query, in picker order. */
export function searchEmoji(catalogue: EmojiCatalogue, query: string, language: string): PickerEmoji[] {
  const terms = query.toLocaleLowerCase(language).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return EMOJI_GROUPS.flatMap((group) =>
    catalogue[group].filter((emoji) => terms.every((term) => emoji.words.includes(term))),
  );
}

const loaded = new Map<string, Promise<EmojiCatalogue>>();

/** The catalogue in the chat's language (English where emojibase has none), loaded once per language. */
export function loadEmojiCatalogue(language: string): Promise<EmojiCatalogue> {
  const locale = LOADERS[language] ? language : 'en';
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    const load = LOADERS[locale] ?? LOADERS.en!;
    catalogue = load().then((module) => catalogueOf(module.default, locale));
    // A failed load (offline) may be tried again on the next opening.
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
