// The translator without React: the elements' hook (translator.tsx) and pages that run no React (the zoom page) use it.
import rosetta from 'rosetta';

/** A locale file's texts: nested objects of strings, `{{name}}` placeholders, plural forms as `key_one`/`key_other`. */
export type Texts = Record<string, unknown>;

export type TranslateOptions = Record<string, unknown> & {
  /** Picks the plural form `key_<category>` (Intl.PluralRules) and fills `{{count}}`. */
  count?: number;
  /** The text when no loaded language has the key. */
  defaultValue?: string;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The texts of one element's language (decision 0014): looked up by dotted key, with its fallback language. */
export interface Translator {
  readonly language: string;
  /** The languages whose texts are loaded. */
  readonly languages: readonly string[];
  readonly t: TFunction;
  /** The same lookup in another loaded language. */
  fixed(language: string): TFunction;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage?: string;
  /** The texts by language; the overrides of `extra` are merged over them, key by key. */
  texts: Record<string, Texts>;
  extra?: Partial<Record<string, Texts>>;
}

/**
 * Keys, `{{name}}` interpolation (rosetta and templite) and i18next's plural suffixes over the same locale files
 * i18next read before: the elements use no other i18next feature (decision 0014).
 */
export function createTranslator({ language, fallbackLanguage, texts, extra = {} }: TranslatorOptions): Translator {
  const tables: Record<string, Texts> = { ...texts };
  for (const [lng, overridden] of Object.entries(extra)) {
    if (overridden) tables[lng] = mergeTexts(tables[lng] ?? {}, overridden);
  }
  const dictionary = rosetta<Texts>(tables);
  const plurals = new Map<string, Intl.PluralRules>();
  const found = (lng: string, key: string, options?: TranslateOptions): string | undefined => {
    const text: unknown = dictionary.t(key, options, lng);
    return typeof text === 'string' && text !== '' ? text : undefined;
  };
  const lookup = (lng: string, key: string, options?: TranslateOptions): string | undefined => {
    const count = options?.count;
    if (typeof count === 'number') {
      let rules = plurals.get(lng);
      if (rules === undefined) {
        rules = pluralRules(lng);
        plurals.set(lng, rules);
      }
      // Like i18next: an explicit `_zero` form wins for 0 in every language.
      const plural =
        (count === 0 ? found(lng, `${key}_zero`, options) : undefined) ??
        found(lng, `${key}_${rules.select(count)}`, options);
      if (plural !== undefined) return plural;
    }
    return found(lng, key, options);
  };
  const fixed =
    (lng: string): TFunction =>
    (key, options) =>
      lookup(lng, key, options) ??
      (fallbackLanguage && fallbackLanguage !== lng ? lookup(fallbackLanguage, key, options) : undefined) ??
      options?.defaultValue ??
      key;
  return { language, languages: Object.keys(tables), t: fixed(language), fixed };
}

/** de-DE-DU and de-DE-SIE are address forms, not locales Intl knows: their plural rules are German's. */
function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules(language.split('-')[0]);
  }
}

function mergeTexts(base: Texts, over: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = merged[key];
    merged[key] =
      isTexts(value) && isTexts(existing)
        ? mergeTexts(existing, value)
        : isTexts(value)
          ? mergeTexts({}, value)
          : value;
  }
  return merged;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;
