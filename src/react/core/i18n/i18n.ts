import type { Language } from '../config/config-types';
import { createTranslator, type Texts, type Translator } from './translate';

/**
 * One chunk per locale: a page loads the visitor's language only. Every locale has every key (locales.test.ts), so
 * the fallback language is never consulted for a locale text and its file is not loaded.
 */
const LOCALE_LOADERS: Record<Language, () => Promise<{ default: Texts }>> = {
  'de-DE-DU': () => import('./locales/de-DE-DU.json'),
  de: () => import('./locales/de.json'),
  'de-DE-SIE': () => import('./locales/de-DE-SIE.json'),
  en: () => import('./locales/en.json'),
};

export interface I18nOptions {
  language: Language;
  fallbackLanguage: Language;
  /** The configuration's language overrides, merged over the locale files. */
  overrides?: Partial<Record<Language, Record<string, unknown>>>;
}

const instances = new Map<string, Promise<Translator>>();

/** One translator per language setting, shared by every element on the page that uses the same one. */
export function loadI18n({ language, fallbackLanguage, overrides }: I18nOptions): Promise<Translator> {
  const key = JSON.stringify([language, fallbackLanguage, overrides ?? null]);
  let instance = instances.get(key);
  if (!instance) {
    instance = LOCALE_LOADERS[language]().then(({ default: texts }) =>
      createTranslator({
        language,
        fallbackLanguage,
        texts: { [language]: texts },
        extra: Object.fromEntries(
          Object.entries(overrides ?? {}).map(([lng, overridden]) => [lng, nestedTexts(overridden ?? {})]),
        ),
      }),
    );
    // A chunk that failed to load (offline, a new deploy) is tried again by the next element that mounts.
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

/** The BCP 47 tag for the `lang` attribute: de-DE-DU and de-DE-SIE are German address forms, not regions. */
export function htmlLang(language: Language): string {
  return language === 'en' ? 'en' : 'de';
}

/**
 * Overrides may be keyed like the locale files' nesting ({ welcome: { openLivestream } }) or by dotted path
 * ({ 'welcome.openLivestream': ... }, the event file's form); both become the nested form, so an override wins
 * over the locale text the translator would otherwise find first.
 */
export function nestedTexts(texts: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = key.split('.');
    const leaf = path.pop() ?? key;
    let node = nested;
    for (const part of path) {
      const child = node[part];
      node[part] = typeof child === 'object' && child !== null ? child : {};
      node = node[part] as Record<string, unknown>;
    }
    const existing = node[leaf];
    node[leaf] =
      typeof value === 'object' && value !== null
        ? {
            ...(typeof existing === 'object' && existing !== null ? existing : {}),
            ...nestedTexts(value as Record<string, unknown>),
          }
        : value;
  }
  return nested;
}
