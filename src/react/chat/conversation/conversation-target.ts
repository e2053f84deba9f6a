import { conversationIdOf, type ChatGroup, type ChatUser } from '../../../chat/chat-service';
import type { Receiver } from '../../../chat/state/messages';

export { belongsTo, type Receiver } from '../../../chat/state/messages';

/** The open conversation: one user or one group. */
export type ConversationTarget = { type: 'user'; user: ChatUser } | { type: 'group'; group: ChatGroup };

export function receiverOf(target: ConversationTarget): Receiver {
  return target.type === 'user'
    ? { receiverId: target.user.uid, receiverType: 'user' }
    : { receiverId: target.group.guid, receiverType: 'group' };
}

export function conversationIdOfTarget(target: ConversationTarget, myUid: string): string {
  return target.type === 'user'
    ? conversationIdOf('user', myUid, target.user.uid)
    : conversationIdOf('group', target.group.guid);
}
