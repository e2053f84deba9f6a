// The JSON shapes the protocol carries. They match the port's types in src/chat/chat-service.ts (ChatUser,
// ChatGroup, ChatMessage, Receipt, TypingIndicator), which the server build cannot import.

export type ReceiverType = 'user' | 'group';
export type GroupType = 'public' | 'private' | 'password';
export type MemberScope = 'administrator' | 'moderator' | 'participant';
export type MediaType = 'image' | 'video' | 'audio' | 'file';

/** Set by the server for the event's staff (admin tickets) only; no display name can produce it. */
export type StaffMark = { staff?: true };

export interface ChatUserJson extends StaffMark {
  uid: string;
  name: string;
  /** A host site's user's picture (POST /chat/tokens): an https address or one on this server. */
  avatar?: string;
  status: 'online' | 'offline';
  lastActiveAt?: number;
}

export interface ChatGroupJson {
  guid: string;
  name: string;
  type: GroupType;
  membersCount: number;
  hasJoined: boolean;
  scope?: MemberScope;
  owner: string;
}

export interface AttachmentJson {
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

export interface MessageData {
  url?: string;
  attachments?: AttachmentJson[];
  customData?: Record<string, unknown>;
}

export interface ActionJson {
  action: 'joined' | 'left';
  actionBy: string;
  actionOn: string;
  actionFor: { guid: string; membersCount: number };
}

export interface ChatMessageJson {
  id: number;
  muid?: string;
  conversationId: string;
  category: 'message' | 'custom' | 'action' | 'call';
  type: string;
  text?: string;
  data?: MessageData;
  sender: { uid: string; name: string } & StaffMark;
  receiverId: string;
  receiverType: ReceiverType;
  sentAt: number;
  deliveredAt?: number;
  readAt?: number;
  readByMeAt?: number;
  editedAt?: number;
  deletedAt?: number;
  parentMessageId?: number;
  action?: ActionJson;
}

export interface ConversationJson {
  conversationId: string;
  conversationType: ReceiverType;
  conversationWith: ChatUserJson | ChatGroupJson;
  lastMessage?: ChatMessageJson;
  unreadMessageCount: number;
}

export interface ReceiptJson {
  receiptType: 'delivery' | 'read';
  messageId: number;
  sender: { uid: string; name: string };
  receiverId: string;
  receiverType: ReceiverType;
  deliveredAt?: number;
  readAt?: number;
}

export interface TypingJson {
  sender: { uid: string; name: string };
  receiverId: string;
  receiverType: ReceiverType;
  metadata?: Record<string, unknown>;
}

/** §3 "Id for a user pair: the two uids sorted and joined with _user_. For a group: group_ plus guid." */
export function conversationIdOf(receiverType: ReceiverType, a: string, b?: string): string {
  if (receiverType === 'group') return `group_${a}`;
  if (b === undefined) throw new Error('a user conversation needs both uids');
  return [a, b].sort().join('_user_');
}

/** The other uid of a user-pair conversation id (the uid itself for a conversation with oneself). */
export function partnerOf(conversationId: string, uid: string): string {
  return conversationId.split('_user_').find((other) => other !== uid) ?? uid;
}
