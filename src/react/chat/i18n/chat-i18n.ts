import { createInstance, type i18n as I18n } from 'i18next';
import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import lt from './locales/lt.json';
import ms from './locales/ms.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import sv from './locales/sv.json';
import zh from './locales/zh.json';
import zhTW from './locales/zh-TW.json';

/** The chat widget's 13 locales (chat-widget.md §1); de is the default and the fallback. */
export const CHAT_LOCALES: Record<ChatLanguage, Record<string, unknown>> = {
  ar,
  de,
  en,
  es,
  fr,
  hi,
  ms,
  pt,
  ru,
  sv,
  lt,
  zh,
  'zh-TW': zhTW,
};

const instances = new Map<ChatLanguage, I18n>();

// The language helpers live apart so the launcher and the panel can use them without all 13 locales.
export { chatDirection, chatLanguageOf } from './chat-language';

/** One i18next instance per chat language, shared by every chat element on the page. */
export function getChatI18n(language: ChatLanguage): I18n {
  const cached = instances.get(language);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_CHAT_LANGUAGE,
    supportedLngs: [...CHAT_LANGUAGES],
    load: 'currentOnly',
    resources: Object.fromEntries(Object.entries(CHAT_LOCALES).map(([lng, texts]) => [lng, { translation: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(language, instance);
  return instance;
}
