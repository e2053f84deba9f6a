import { createInstance, type i18n as I18n } from 'i18next';
import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';
import { loadChatTexts } from './chat-locale-texts';

const instances = new Map<ChatLanguage, Promise<I18n>>();

/** An i18next instance with the language and its fallback de loaded; one per language, shared on the page. */
export function loadChatI18n(language: ChatLanguage): Promise<I18n> {
  let instance = instances.get(language);
  if (instance === undefined) {
    instance = (async () => {
      const [texts, fallback] = await Promise.all([loadChatTexts(language), loadChatTexts(DEFAULT_CHAT_LANGUAGE)]);
      const i18n = createInstance();
      await i18n.init({
        lng: language,
        fallbackLng: DEFAULT_CHAT_LANGUAGE,
        supportedLngs: [...CHAT_LANGUAGES],
        load: 'currentOnly',
        resources: { [language]: { translation: texts }, [DEFAULT_CHAT_LANGUAGE]: { translation: fallback } },
        interpolation: { escapeValue: false },
      });
      return i18n;
    })();
    instances.set(language, instance);
  }
  return instance;
}
