import {
  conversationIdOf,
  type ChatGroup,
  type ChatMessage,
  type ChatUser,
  type ReceiverType,
} from '../../../chat/chat-service';

/** The open conversation: one user or one group. */
export type ConversationTarget = { type: 'user'; user: ChatUser } | { type: 'group'; group: ChatGroup };

/** Who messages of this conversation go to. */
export interface Receiver {
  receiverId: string;
  receiverType: ReceiverType;
}

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

/** Whether a live message or event belongs to the open conversation (by sender and receiver, as the SDK does). */
export function belongsTo(
  event: Pick<ChatMessage, 'receiverId' | 'receiverType'> & { sender: Pick<ChatUser, 'uid'> },
  receiver: Receiver,
  myUid: string,
): boolean {
  if (receiver.receiverType === 'group')
    return event.receiverType === 'group' && event.receiverId === receiver.receiverId;
  if (event.receiverType !== 'user') return false;
  return (
    (event.sender.uid === receiver.receiverId && event.receiverId === myUid) ||
    (event.sender.uid === myUid && event.receiverId === receiver.receiverId)
  );
}
