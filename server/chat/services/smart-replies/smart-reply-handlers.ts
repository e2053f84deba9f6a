// The smartReplies request: three suggested answers to a text message someone else sent (§5 "Smart-reply preview
// skipped for own messages and custom messages"), from the configured model server.
import { MESSAGE_SERVICE_CODES } from '../../../../shared/chat/message-services.js';
import { ChatRefusal } from '../../chat-codes.js';
import type { ChatHandlers, ChatModuleDependencies } from '../../session/chat-session.js';
import { ProviderError } from '../provider-http.js';
import { textMessageFor, unavailable, type ServiceLog } from '../service-messages.js';
import type { SmartReplyProvider } from './smart-reply-provider.js';

export function createSmartReplies({
  access,
  provider,
  log,
}: Pick<ChatModuleDependencies, 'access'> & { provider: SmartReplyProvider | undefined; log: ServiceLog }) {
  const handlers: ChatHandlers<'smartReplies'> = {
    smartReplies: async (session, request) => {
      if (!provider) throw unavailable('smart replies');
      const { row, text } = await textMessageFor(access, session, request.messageId);
      if (row.sender_uid === session.uid) {
        throw new ChatRefusal(MESSAGE_SERVICE_CODES.ownMessage, 'Smart replies are for messages others sent');
      }
      try {
        return await provider.suggest(text);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, messageId: row.id }, 'No smart replies for a message');
        throw new ChatRefusal(MESSAGE_SERVICE_CODES.smartReplyFailed, 'No smart replies could be suggested');
      }
    },
  };
  return { handlers };
}
