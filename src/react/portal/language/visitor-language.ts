import type { FoyerConfig, Language } from '../../core/config/config-types';
import { elementStorage } from '../../core/storage/element-storage';

/** Where the visitor's choice is kept, in the element's own storage (namespaced when embedded). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The languages the portal offers: the configured ones, always with the configured default among them; only the
 * default when none are configured, so that an element's `language` (a CMS editor's choice) is what it speaks unless
 * the event lets visitors choose.
 */
export function offeredLanguages(configured: readonly Language[] | undefined, defaultLanguage: Language): Language[] {
  const offered = configured && configured.length > 0 ? [...configured] : [defaultLanguage];
  return offered.includes(defaultLanguage) ? offered : [defaultLanguage, ...offered];
}

/**
 * The language a visitor sees: their stored choice if it is still offered; else the first of the browser's
 * languages the portal has (German in the event's own German form, the default or the first German offered;
 * English as en); else the default.
 */
export function visitorLanguage({
  stored,
  browserLanguages,
  offered,
  defaultLanguage,
}: {
  stored: string | null;
  browserLanguages: readonly string[];
  offered: readonly Language[];
  defaultLanguage: Language;
}): Language {
  const storedChoice = offered.find((language) => language === stored);
  if (storedChoice) return storedChoice;
  const german = [defaultLanguage, ...offered].find((language) => language !== 'en');
  for (const browserLanguage of browserLanguages) {
    const primary = browserLanguage.toLowerCase().split('-')[0];
    if (primary === 'en' && offered.includes('en')) return 'en';
    if (primary === 'de' && german) return german;
  }
  return defaultLanguage;
}

/**
 * The language the portal starts in, read before its first render so that only that language's texts load (a
 * visitor with an English browser never downloads the German texts first): what useVisitorLanguage decides.
 */
export function startingVisitorLanguage({ apiUrl, language, languages }: FoyerConfig): Language {
  return visitorLanguage({
    stored: elementStorage('localStorage', apiUrl).getItem(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages,
    offered: offeredLanguages(languages, language),
    defaultLanguage: language,
  });
}
