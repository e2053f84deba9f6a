import { DEFAULT_CHAT_LANGUAGE, type ChatLanguage } from '../../../chat/chat-constants';
import { createTranslator, type Translator } from '../../core/i18n/translator';
import { loadChatTexts } from './chat-locale-texts';

const instances = new Map<ChatLanguage, Promise<Translator>>();

/** A translator with the language and its fallback de loaded; one per language, shared on the page. */
export function loadChatI18n(language: ChatLanguage): Promise<Translator> {
  let instance = instances.get(language);
  if (instance === undefined) {
    instance = (async () => {
      const [texts, fallback] = await Promise.all([loadChatTexts(language), loadChatTexts(DEFAULT_CHAT_LANGUAGE)]);
      return createTranslator({
        language,
        fallbackLanguage: DEFAULT_CHAT_LANGUAGE,
        texts: { [language]: texts, [DEFAULT_CHAT_LANGUAGE]: fallback },
      });
    })();
    instances.set(language, instance);
  }
  return instance;
}
