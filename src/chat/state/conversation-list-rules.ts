import {
  conversationIdOf,
  type ChatGroup,
  type ChatMessage,
  type ChatUser,
  type Conversation,
  type MemberScope,
  type Receipt,
  type ReceiverType,
} from '../chat-service';

/** §4 "filter modes: users and groups, users only, groups only". */
export const CONVERSATION_FILTERS = ['all', 'user', 'group'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

/** The filter modes a provider can offer: without the groups capability there is no groups-only mode. */
export function conversationFilters(capabilities: { groups: boolean }): ConversationFilter[] {
  return CONVERSATION_FILTERS.filter((mode) => mode !== 'group' || capabilities.groups);
}

/** What the live rules of §4 "Conversation list" need besides the list. */
export interface ListScope {
  me: ChatUser;
  /** The conversation open beside or instead of the list: its unread stays 0. */
  openConversationId: string | null;
  filter: ConversationFilter;
}

const MEDIA_TYPES: readonly string[] = ['text', 'image', 'video', 'audio', 'file'];

/** The conversation a message belongs to, from the logged-in user's side. */
export function conversationIdOfMessage(message: ChatMessage, me: ChatUser): string {
  if (message.receiverType === 'group') return conversationIdOf('group', message.receiverId);
  const other = message.sender.uid === me.uid ? message.receiverId : message.sender.uid;
  return conversationIdOf('user', me.uid, other);
}

/** §4 "messages whose type does not fit the list mode are ignored". */
export function fitsFilter(type: ReceiverType, filter: ConversationFilter): boolean {
  return filter === 'all' || filter === type;
}

export type MessageEvent = 'received' | 'edited' | 'deleted';

/**
 * §4: "a new, edited or deleted message or a call event moves the conversation to the top"; "unread is 0 for the
 * open conversation, otherwise +1 per incoming text or media message not from the logged-in user". A message of a
 * conversation not in the list needs `partner` (the user or group it is with) to be listed; without it, it is
 * ignored.
 */
export function applyMessage(
  list: Conversation[],
  message: ChatMessage,
  event: MessageEvent,
  scope: ListScope,
  partner?: ChatUser | ChatGroup,
): Conversation[] {
  if (!fitsFilter(message.receiverType, scope.filter)) return list;
  const id = conversationIdOfMessage(message, scope.me);
  const existing = list.find((conversation) => conversation.conversationId === id);
  if (!existing && !partner) return list;
  const base: Conversation = existing ?? {
    conversationId: id,
    conversationType: message.receiverType,
    conversationWith: partner as ChatUser | ChatGroup,
    unreadMessageCount: 0,
  };
  const counts =
    event === 'received' &&
    message.category === 'message' &&
    MEDIA_TYPES.includes(message.type) &&
    message.sender.uid !== scope.me.uid;
  const unreadMessageCount = id === scope.openConversationId ? 0 : base.unreadMessageCount + (counts ? 1 : 0);
  // An edit or deletion of an older message moves the row up but keeps the newer last message.
  const isLatest = !base.lastMessage || message.id >= base.lastMessage.id;
  const updated: Conversation = { ...base, unreadMessageCount, lastMessage: isLatest ? message : base.lastMessage };
  return [updated, ...list.filter((conversation) => conversation.conversationId !== id)];
}

/** §4 "presence changes update status". */
export function applyPresence(list: Conversation[], user: ChatUser): Conversation[] {
  return list.map((conversation) =>
    conversation.conversationType === 'user' && (conversation.conversationWith as ChatUser).uid === user.uid
      ? { ...conversation, conversationWith: { ...conversation.conversationWith, status: user.status } }
      : conversation,
  );
}

/** The conversation a receipt belongs to, from the logged-in user's side. */
export function conversationIdOfReceipt(receipt: Receipt, me: ChatUser): string {
  return receipt.receiverType === 'group'
    ? conversationIdOf('group', receipt.receiverId)
    : conversationIdOf('user', me.uid, receipt.sender.uid === me.uid ? receipt.receiverId : receipt.sender.uid);
}

/**
 * §4 "a read receipt zeroes unread when the read message id is at least the last message's id". A receipt of the
 * logged-in user (read elsewhere) zeroes the count; one of the other side marks the last message seen. A delivery
 * receipt of the other side marks it delivered.
 */
export function applyReadReceipt(list: Conversation[], receipt: Receipt, me: ChatUser): Conversation[] {
  const id = conversationIdOfReceipt(receipt, me);
  return list.map((conversation) => {
    if (conversation.conversationId !== id) return conversation;
    const last = conversation.lastMessage;
    if (last && receipt.messageId < last.id) return conversation;
    // A delivery receipt of the other side only marks the own last message delivered (issue #14: row receipts).
    if (receipt.receiptType === 'delivery') {
      if (!last || receipt.sender.uid === me.uid) return conversation;
      return { ...conversation, lastMessage: { ...last, deliveredAt: receipt.deliveredAt ?? last.deliveredAt } };
    }
    return {
      ...conversation,
      unreadMessageCount: 0,
      lastMessage: last && receipt.sender.uid !== me.uid ? { ...last, readAt: receipt.readAt ?? last.readAt } : last,
    };
  });
}

/**
 * §4 "a member added, joined or changed updates the count and moves the conversation up; if the logged-in user was
 * added, the group is added with scope participant".
 */
export function applyMemberJoined(
  list: Conversation[],
  group: ChatGroup,
  member: ChatUser,
  scope: ListScope,
  action?: ChatMessage,
): Conversation[] {
  if (!fitsFilter('group', scope.filter)) return list;
  const id = conversationIdOf('group', group.guid);
  if (list.some((conversation) => conversation.conversationId === id)) return moveGroupUp(list, group, action);
  if (member.uid !== scope.me.uid) return list;
  const added: Conversation = {
    conversationId: id,
    conversationType: 'group',
    conversationWith: { ...group, membersCount: membersCountOf(group, action), hasJoined: true, scope: 'participant' },
    lastMessage: action,
    unreadMessageCount: 0,
  };
  return [added, ...list];
}

function membersCountOf(group: ChatGroup, action: ChatMessage | undefined): number {
  return action?.action?.actionFor.membersCount ?? group.membersCount;
}

function moveGroupUp(list: Conversation[], group: ChatGroup, action: ChatMessage | undefined): Conversation[] {
  const id = conversationIdOf('group', group.guid);
  const existing = list.find((conversation) => conversation.conversationId === id);
  if (!existing) return list;
  const updated: Conversation = {
    ...existing,
    conversationWith: { ...(existing.conversationWith as ChatGroup), membersCount: membersCountOf(group, action) },
    lastMessage: action ?? existing.lastMessage,
  };
  return [updated, ...list.filter((conversation) => conversation.conversationId !== id)];
}

/**
 * §4 "if the logged-in user is kicked, banned or leaves, the conversation is removed"; another member leaving only
 * changes the count.
 */
export function applyMemberLeft(
  list: Conversation[],
  group: ChatGroup,
  member: ChatUser,
  me: ChatUser,
  action?: ChatMessage,
): Conversation[] {
  const id = conversationIdOf('group', group.guid);
  if (member.uid === me.uid) return removeGroup(list, group.guid);
  const membersCount = membersCountOf(group, action);
  return list.map((conversation) =>
    conversation.conversationId === id
      ? { ...conversation, conversationWith: { ...(conversation.conversationWith as ChatGroup), membersCount } }
      : conversation,
  );
}

/** §4 "a deleted group is removed". */
export function removeGroup(list: Conversation[], guid: string): Conversation[] {
  const id = conversationIdOf('group', guid);
  return list.filter((conversation) => conversation.conversationId !== id);
}

/** §4 "a scope change updates the user's own scope"; any member's change moves the row up ("changed"). */
export function applyScopeChange(
  list: Conversation[],
  group: ChatGroup,
  member: ChatUser,
  newScope: MemberScope,
  me: ChatUser,
  action?: ChatMessage,
): Conversation[] {
  const moved = moveGroupUp(list, group, action);
  if (member.uid !== me.uid) return moved;
  const id = conversationIdOf('group', group.guid);
  return moved.map((conversation) =>
    conversation.conversationId === id
      ? { ...conversation, conversationWith: { ...(conversation.conversationWith as ChatGroup), scope: newScope } }
      : conversation,
  );
}
