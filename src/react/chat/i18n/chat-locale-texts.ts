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

/** The bubble's own texts: its label with and without unread messages, all the launcher shows before the panel. */
export interface LauncherTexts {
  open: string;
  openWithUnread: string;
}

/** One tiny chunk per locale for the bubble, so it does not load the panel's texts (launcher-locales/*.json). */
const LAUNCHER_LOADERS: Record<ChatLanguage, () => Promise<{ default: LauncherTexts }>> = {
  ar: () => import('./launcher-locales/ar.json'),
  de: () => import('./launcher-locales/de.json'),
  en: () => import('./launcher-locales/en.json'),
  es: () => import('./launcher-locales/es.json'),
  fr: () => import('./launcher-locales/fr.json'),
  hi: () => import('./launcher-locales/hi.json'),
  ms: () => import('./launcher-locales/ms.json'),
  pt: () => import('./launcher-locales/pt.json'),
  ru: () => import('./launcher-locales/ru.json'),
  sv: () => import('./launcher-locales/sv.json'),
  lt: () => import('./launcher-locales/lt.json'),
  zh: () => import('./launcher-locales/zh.json'),
  'zh-TW': () => import('./launcher-locales/zh-TW.json'),
};

/** The bubble's texts of one chat locale. */
export async function loadLauncherTexts(language: ChatLanguage): Promise<LauncherTexts> {
  return (await LAUNCHER_LOADERS[language]()).default;
}
