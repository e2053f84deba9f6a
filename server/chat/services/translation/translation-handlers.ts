// The translate request (chat-widget.md §7 "Extension POST v2/translate": msgId, text, languages (browser language)
// -> language_original, translations[0].message_translated): the server reads the message's displayed text itself,
// so a client can translate only what it may read, and hands it to the configured provider.
import { MESSAGE_SERVICE_CODES } from '../../../../shared/chat/message-services.js';
import { ChatRefusal } from '../../chat-codes.js';
import type { ChatHandlers, ChatModuleDependencies } from '../../session/chat-session.js';
import { ProviderError } from '../provider-http.js';
import { textMessageFor, unavailable, type ServiceLog } from '../service-messages.js';
import type { TranslationProvider } from './translation-providers.js';

export function createTranslation({
  access,
  provider,
  log,
}: Pick<ChatModuleDependencies, 'access'> & { provider: TranslationProvider | undefined; log: ServiceLog }) {
  const handlers: ChatHandlers<'translate'> = {
    translate: async (session, request) => {
      if (!provider) throw unavailable('translation');
      const { row, text } = await textMessageFor(access, session, request.messageId);
      try {
        const translation = await provider.translate(text, request.language);
        if (translation.text.trim() === '') throw new ProviderError('The provider gave an empty translation');
        return {
          language_original: translation.detectedLanguage ?? '',
          translations: [{ message_translated: translation.text, language_translated: request.language }],
        };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, messageId: row.id }, 'A message could not be translated');
        throw new ChatRefusal(MESSAGE_SERVICE_CODES.translateFailed, 'The message could not be translated');
      }
    },
  };
  return { handlers };
}
