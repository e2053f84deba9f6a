// The console's texts in the four portal languages: a file of their own (the console is no visitor page, so the
// portal's locale chunks stay as they are), one chunk per language, loaded with the console.
import type { Language } from '../core/config/config-types';
import { createTranslator, type Texts, type Translator } from '../core/i18n/translator';

const LOADERS: Record<Language, () => Promise<{ default: Texts }>> = {
  'de-DE-DU': () => import('./locales/de-DE-DU.json'),
  de: () => import('./locales/de.json'),
  'de-DE-SIE': () => import('./locales/de-DE-SIE.json'),
  en: () => import('./locales/en.json'),
};

const loaded = new Map<Language, Promise<Translator>>();

/** The console's translator: its texts under `console.`, in the configured language. */
export function loadConsoleTexts(language: Language): Promise<Translator> {
  let translator = loaded.get(language);
  if (!translator) {
    translator = LOADERS[language]().then(({ default: texts }) =>
      createTranslator({ language, fallbackLanguage: language, texts: { [language]: { console: texts } } }),
    );
    translator.catch(() => loaded.delete(language));
    loaded.set(language, translator);
  }
  return translator;
}
