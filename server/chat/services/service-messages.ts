// What every message service starts with: the asked-about message, read through the access door (the asker must
// take part in its conversation), and its displayed text (§4: what the filters left), never the raw text.
import { displayedTextOf } from '../../../shared/chat/displayed-text.js';
import { MESSAGE_SERVICE_CODES } from '../../../shared/chat/message-services.js';
import { ChatRefusal } from '../chat-codes.js';
import type { ChatAccess } from '../chat-access.js';
import type { MessageRow } from '../messages/message-store.js';
import { toMessage } from '../messages/message-store.js';
import type { ChatSession } from '../session/chat-session.js';

export interface ServiceMessage {
  row: MessageRow;
  /** The text the conversation sees. */
  text: string;
}

/** A text message of the asker's conversations that was not deleted, with its displayed text. */
export async function textMessageFor(
  access: ChatAccess,
  session: ChatSession,
  messageId: number,
): Promise<ServiceMessage> {
  const row = await access.message('readConversation', session, messageId);
  if (row.category !== 'message' || row.type !== 'text' || row.deleted_at !== null || row.text === null) {
    throw new ChatRefusal(MESSAGE_SERVICE_CODES.notATextMessage, `The message ${row.id} is no text message`);
  }
  return { row, text: displayedTextOf(toMessage(row, { name: '' })) };
}

/** A service whose provider is not configured. */
export function unavailable(service: string): ChatRefusal {
  return new ChatRefusal(MESSAGE_SERVICE_CODES.serviceUnavailable, `This chat server offers no ${service}`);
}

/** Where a service notes a provider's failure (the server's logger). */
export interface ServiceLog {
  warn(details: object, message: string): void;
}
