// What the extensions add to a message as the protocol carries it (chat-widget.md §3): the reactions map in
// metadata.reactions and a parent's replyCount. Every message a client gets passes here, in pages and live.
import type { ChatMessage } from '../../../shared/chat/chat-entities.js';
import type { Db } from '../../store/database.js';
import { reactionsOf } from './reactions/reaction-store.js';
import { replyCounts } from './threads/thread-store.js';

export async function withExtras(db: Db, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const ids = messages.filter((message) => message.category === 'message').map((message) => message.id);
  if (ids.length === 0) return messages;
  const [reactions, replies] = await Promise.all([reactionsOf(db, ids), replyCounts(db, ids)]);
  return messages.map((message) => {
    // A deleted message keeps no reactions: its content is gone (§4 deleted message).
    const reactionsMap = message.deletedAt === undefined ? reactions.get(message.id) : undefined;
    const replyCount = replies.get(message.id);
    if (!reactionsMap && replyCount === undefined) return message;
    return {
      ...message,
      ...(reactionsMap ? { metadata: { ...message.metadata, reactions: reactionsMap } } : {}),
      ...(replyCount === undefined ? {} : { replyCount }),
    };
  });
}
