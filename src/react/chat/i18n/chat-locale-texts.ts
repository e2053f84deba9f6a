import type { ChatLanguage } from '../../../chat/chat-constants';

type Texts = Record<string, unknown>;
/** One lazy chunk per locale: a page loads only its language (and de, the fallback), never all 13. */
const LOADERS: Record<ChatLanguage, () => Promise<{ default: Texts }>> = {
  ar: () => import('./locales/ar.json'),
  de: () => import('./locales/de.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  hi: () => import('./locales/hi.json'),
  ms: () => import('./locales/ms.json'),
  pt: () => import('./locales/pt.json'),
  ru: () => import('./locales/ru.json'),
  sv: () => import('./locales/sv.json'),
  lt: () => import('./locales/lt.json'),
  zh: () => import('./locales/zh.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
};

/** The texts of one chat locale. */
export async function loadChatTexts(language: ChatLanguage): Promise<Texts> {
  return (await LOADERS[language]()).default;
}
