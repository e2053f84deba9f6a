// The threads extension's rule for a reply (chat-widget.md §5 "Thread reply: offered only when ... the message is not
// itself a reply"): its parent is a sent, not deleted message of the same conversation, and not a reply itself.
import type { Db } from '../../../store/database.js';
import { CHAT_ERROR_CODES, ChatRefusal, RICH_MESSAGE_CODES } from '../../chat-codes.js';
import { findMessage } from '../../messages/message-store.js';

export async function checkThreadParent(db: Db, conversationId: string, parentId: number | undefined): Promise<void> {
  if (parentId === undefined) return;
  const parent = await findMessage(db, parentId);
  if (!parent || parent.conversation_id !== conversationId || parent.category === 'action') {
    throw new ChatRefusal(CHAT_ERROR_CODES.messageNotFound, `There is no message ${parentId} in this conversation`);
  }
  if (parent.parent_id !== null) {
    throw new ChatRefusal(RICH_MESSAGE_CODES.replyToReply, 'A reply in a thread cannot have a thread of its own');
  }
  if (parent.deleted_at !== null) {
    throw new ChatRefusal(RICH_MESSAGE_CODES.messageDeleted, `The message ${parentId} was deleted`);
  }
}
