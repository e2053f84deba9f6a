import type { ChatBubbleService, ChatService } from '../../../chat/chat-service';
import { completeFoyerChatService } from '../../../chat/foyer/foyer-chat-service';
import { isFoyerSession } from '../../../chat/foyer/foyer-session';

/**
 * The whole ChatService behind what the launcher started: our provider's launcher part is completed here, in the
 * panel's chunk (decision 0016); a host's own service is whole already.
 */
export function wholeService(service: ChatBubbleService): ChatService {
  if (isFoyerSession(service)) return completeFoyerChatService(service);
  if (!isWholeService(service)) throw new Error('the chat service lacks the messaging methods the panel needs');
  return service;
}

function isWholeService(service: ChatBubbleService): service is ChatService {
  return 'sendMessage' in service && 'conversationsRequest' in service && 'usersRequest' in service;
}
