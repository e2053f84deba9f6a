import { DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';
import { createTranslator, type Translator } from '../../core/i18n/translator';
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

const instances = new Map<ChatLanguage, Translator>();

// The language helpers live apart so the launcher and the panel can use them without all 13 locales.
export { chatDirection, chatLanguageOf } from './chat-language';

/** One translator per chat language with all 13 locales, shared by every chat element on the page. */
export function getChatI18n(language: ChatLanguage): Translator {
  let instance = instances.get(language);
  if (instance === undefined) {
    instance = createTranslator({ language, fallbackLanguage: DEFAULT_CHAT_LANGUAGE, texts: CHAT_LOCALES });
    instances.set(language, instance);
  }
  return instance;
}
