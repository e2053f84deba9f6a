// The chat service's refusal codes. The server build cannot import src/, so this mirrors CHAT_ERROR_CODES of
// src/chat/chat-service.ts; chat-codes.test.ts fails when the two drift apart.

export const CHAT_ERROR_CODES = {
  unauthenticated: 'ERR_AUTH_TOKEN_NOT_FOUND',
  emptyMessage: 'ERR_EMPTY_MESSAGE',
  messageTooLong: 'ERR_MESSAGE_TOO_LONG',
  fileTypeNotAllowed: 'ERR_FILE_TYPE_NOT_ALLOWED',
  fileTooLarge: 'ERR_FILE_TOO_LARGE',
  uidNotFound: 'ERR_UID_NOT_FOUND',
  guidNotFound: 'ERR_GUID_NOT_FOUND',
  notAGroupMember: 'ERR_NOT_A_MEMBER',
  wrongGroupPassword: 'ERR_WRONG_GROUP_PASSWORD',
  groupAlreadyExists: 'ERR_GUID_ALREADY_EXISTS',
  messageNotFound: 'ERR_MESSAGE_NOT_FOUND',
  notMessageOwner: 'ERR_NOT_MESSAGE_OWNER',
  conversationForbidden: 'ERR_PERMISSION_DENIED',
  invalidInput: 'ERR_BAD_REQUEST',
  rateLimited: 'ERR_TOO_MANY_REQUESTS',
  disconnected: 'ERR_NOT_CONNECTED',
} as const;

/** chat-widget.md §5 "Create group, in order": the codes the create-group modal shows. */
export const GROUP_VALIDATION_CODES = {
  name: 'INVALID_GROUP_NAME',
  type: 'INVALID_GROUP_TYPE',
  password: 'INVALID_PASSWORD',
} as const;

/** A request the chat service refuses on purpose: code and message reach the client unchanged. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChatRefusal';
  }
}
