// The call UI's texts (issue 17) in the chat's 13 languages: a chunk per locale that the call controller loads with
// itself, after the panel, so the panel's own texts (and its weight budget) carry none of them.
import { DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';
import { createTranslator, type Translator } from '../../core/i18n/translator';

type Texts = Record<string, unknown>;

const LOADERS: Record<ChatLanguage, () => Promise<{ default: Texts }>> = {
  ar: () => import('./call-locales/ar.json'),
  de: () => import('./call-locales/de.json'),
  en: () => import('./call-locales/en.json'),
  es: () => import('./call-locales/es.json'),
  fr: () => import('./call-locales/fr.json'),
  hi: () => import('./call-locales/hi.json'),
  ms: () => import('./call-locales/ms.json'),
  pt: () => import('./call-locales/pt.json'),
  ru: () => import('./call-locales/ru.json'),
  sv: () => import('./call-locales/sv.json'),
  lt: () => import('./call-locales/lt.json'),
  zh: () => import('./call-locales/zh.json'),
  'zh-TW': () => import('./call-locales/zh-TW.json'),
};

const isChatLanguage = (language: string): language is ChatLanguage => language in LOADERS;

/** The call texts of the chat's language, with de as the fallback like the panel's. */
export async function loadCallI18n(language: string): Promise<Translator> {
  const chosen = isChatLanguage(language) ? language : DEFAULT_CHAT_LANGUAGE;
  const [texts, fallback] = await Promise.all([LOADERS[chosen](), LOADERS[DEFAULT_CHAT_LANGUAGE]()]);
  return createTranslator({
    language: chosen,
    fallbackLanguage: DEFAULT_CHAT_LANGUAGE,
    texts: { [chosen]: texts.default, [DEFAULT_CHAT_LANGUAGE]: fallback.default },
  });
}
