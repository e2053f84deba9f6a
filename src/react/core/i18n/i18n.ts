import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '../config/config-types';
import de from './locales/de.json';
import deDeDu from './locales/de-DE-DU.json';
import deDeSie from './locales/de-DE-SIE.json';
import en from './locales/en.json';

/** Every locale of the portal; de-DE-DU is the default, de the fallback (portal.md §1). */
export const LOCALES: Record<Language, Record<string, unknown>> = {
  'de-DE-DU': deDeDu,
  de,
  'de-DE-SIE': deDeSie,
  en,
};

export interface I18nOptions {
  language: Language;
  fallbackLanguage: Language;
  /** The configuration's language overrides, merged over the locale files. */
  overrides?: Partial<Record<Language, Record<string, unknown>>>;
}

const instances = new Map<string, I18n>();

/** One i18next instance per language setting, shared by every element on the page that uses the same one. */
export function getI18n({ language, fallbackLanguage, overrides }: I18nOptions): I18n {
  const key = JSON.stringify([language, fallbackLanguage, overrides ?? null]);
  const cached = instances.get(key);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: Object.keys(LOCALES),
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(LOCALES).map(([lng, texts]) => [lng, { translation: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const [lng, texts] of Object.entries(overrides ?? {})) {
    if (texts) instance.addResourceBundle(lng, 'translation', nestedTexts(texts), true, true);
  }
  instances.set(key, instance);
  return instance;
}

/** The BCP 47 tag for the `lang` attribute: de-DE-DU and de-DE-SIE are German address forms, not regions. */
export function htmlLang(language: Language): string {
  return language === 'en' ? 'en' : 'de';
}

/**
 * Overrides may be keyed like the locale files' nesting ({ welcome: { openLivestream } }) or by dotted path
 * ({ 'welcome.openLivestream': ... }, the event file's form); both become the nested form, so an override wins
 * over the locale text i18next would otherwise find first.
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
