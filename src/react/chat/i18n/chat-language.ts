import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';

/** Maps any language setting (also the portal's de-DE-DU and de-DE-SIE) to one of the chat's locales. */
export function chatLanguageOf(language: string | undefined): ChatLanguage {
  if (!language) return DEFAULT_CHAT_LANGUAGE;
  if ((CHAT_LANGUAGES as readonly string[]).includes(language)) return language as ChatLanguage;
  const base = language.split('-')[0] ?? '';
  return (CHAT_LANGUAGES as readonly string[]).includes(base) ? (base as ChatLanguage) : DEFAULT_CHAT_LANGUAGE;
}

/** §1 Arabic reads right to left. */
export function chatDirection(language: ChatLanguage): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
