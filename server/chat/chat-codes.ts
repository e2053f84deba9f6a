// The chat service's refusals. The codes are the contract's (shared/chat/chat-codes.ts), the one list the client
// shares; a ChatRefusal carries one to the client unchanged.
import type { ChatErrorCode, GROUP_VALIDATION_CODES } from '../../shared/chat/chat-codes.js';

export { CHAT_ERROR_CODES, GROUP_VALIDATION_CODES } from '../../shared/chat/chat-codes.js';
export { RICH_MESSAGE_CODES } from '../../shared/chat/rich-message-codes.js';
export { MEDIA_MESSAGE_CODES } from '../../shared/chat/media-message-codes.js';

/** A code the client knows: a refusal of chat-codes.ts, or one of §5's group validation codes. */
type RefusalCode = ChatErrorCode | (typeof GROUP_VALIDATION_CODES)[keyof typeof GROUP_VALIDATION_CODES];

/** A request the chat service refuses on purpose: code and message reach the client unchanged. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'ChatRefusal';
  }
}
