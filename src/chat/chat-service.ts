/**
 * The chat port: everything the chat UI may ask of a chat provider (chat-widget.md §7), as plain TypeScript with
 * no React and no provider types. Two adapters implement it: ours (`foyer`, the server's /chat WebSocket service)
 * and CometChat's SDK. Names and shapes follow the CometChat SDK so that its adapter maps one to one: request
 * builders become `*Request()` factories with the same paging, listener callbacks keep the SDK's names.
 */

export type ReceiverType = 'user' | 'group';
export type PresenceStatus = 'online' | 'offline';
export type GroupType = 'public' | 'private' | 'password';
export type MemberScope = 'administrator' | 'moderator' | 'participant';
export type MessageCategory = 'message' | 'custom' | 'action' | 'call';
export type MediaMessageType = 'image' | 'video' | 'audio' | 'file';
/** §3 message types: text, the media types, and the custom types of the extensions. */
export type MessageType =
  | 'text'
  | MediaMessageType
  | 'extension_sticker'
  | 'extension_poll'
  | 'extension_document'
  | 'extension_whiteboard'
  | 'meeting'
  | 'location'
  | 'groupMember';

/** §3 User. lastActiveAt is in epoch seconds. */
export interface ChatUser {
  uid: string;
  name: string;
  avatar?: string;
  /** The event's staff, as the server marks them; the widget shows a badge no display name can imitate. */
  staff?: boolean;
  status: PresenceStatus;
  lastActiveAt?: number;
  blockedByMe?: boolean;
  metadata?: Record<string, unknown>;
}

/** §3 Group. `scope` is the logged-in user's role in it, set only when hasJoined. */
export interface ChatGroup {
  guid: string;
  name: string;
  type: GroupType;
  membersCount: number;
  hasJoined: boolean;
  scope?: MemberScope;
  owner?: string;
  icon?: string;
}

export interface GroupMember extends ChatUser {
  scope: MemberScope;
}

export interface Attachment {
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

/** §3 action messages: membership changes shown in the list and driving the group listeners. */
export type GroupAction = 'added' | 'joined' | 'left' | 'kicked' | 'banned' | 'unbanned' | 'scopeChanged';

/** §3 Message. Times are epoch seconds; `muid` is the sender's local id of an unsent message. */
export interface ChatMessage {
  id: number;
  muid?: string;
  conversationId: string;
  category: MessageCategory;
  type: MessageType;
  text?: string;
  data?: {
    url?: string;
    attachments?: Attachment[];
    customData?: Record<string, unknown>;
  };
  sender: Pick<ChatUser, 'uid' | 'name' | 'avatar' | 'staff'>;
  receiverId: string;
  receiverType: ReceiverType;
  sentAt: number;
  deliveredAt?: number;
  readAt?: number;
  readByMeAt?: number;
  editedAt?: number;
  deletedAt?: number;
  parentMessageId?: number;
  replyCount?: number;
  metadata?: Record<string, unknown>;
  /** Set on category 'action'. */
  action?: {
    action: GroupAction;
    actionBy: string;
    actionOn: string;
    actionFor: { guid: string; membersCount: number };
    newScope?: MemberScope;
  };
}

/** §3 Conversation. */
export interface Conversation {
  conversationId: string;
  conversationType: ReceiverType;
  conversationWith: ChatUser | ChatGroup;
  lastMessage?: ChatMessage;
  unreadMessageCount: number;
}

/** §3 Receipt: `sender` is who delivered or read; receiverId/receiverType name the conversation's other side. */
export interface Receipt {
  receiptType: 'delivery' | 'read';
  messageId: number;
  sender: Pick<ChatUser, 'uid' | 'name'>;
  receiverId: string;
  receiverType: ReceiverType;
  deliveredAt?: number;
  readAt?: number;
}

/** §3 Typing indicator; metadata carries a live reaction. */
export interface TypingIndicator {
  sender: Pick<ChatUser, 'uid' | 'name'>;
  receiverId: string;
  receiverType: ReceiverType;
  metadata?: Record<string, unknown>;
}

/** The SDK's request objects: each call returns the next (or, for messages, the previous) page; [] at the end. */
export interface PagedRequest<T> {
  fetchNext(): Promise<T[]>;
}
export interface MessagesRequest {
  fetchPrevious(): Promise<ChatMessage[]>;
}

export interface MessagesRequestOptions {
  /** One of uid or guid; with neither (and unread true) the request spans every conversation. */
  uid?: string;
  guid?: string;
  /** §9 default 30. */
  limit?: number;
  parentMessageId?: number;
  hideReplies?: boolean;
  categories?: MessageCategory[];
  types?: MessageType[];
  /** Only messages the logged-in user has not read (§7 "Fetch unread", limit 10 every 5 s). */
  unread?: boolean;
}

export interface SendTextInput {
  receiverId: string;
  receiverType: ReceiverType;
  text: string;
  parentMessageId?: number;
  muid?: string;
}

export interface SendMediaInput {
  receiverId: string;
  receiverType: ReceiverType;
  type: MediaMessageType;
  file: Blob & { name?: string };
  parentMessageId?: number;
  muid?: string;
}

export interface EditMessageInput {
  id: number;
  receiverId: string;
  receiverType: ReceiverType;
  text: string;
}

export interface CreateGroupInput {
  guid: string;
  name: string;
  type: GroupType;
  password?: string;
}

/** Every live event of §7 this port carries; each callback is optional, names as in the SDK's listeners. */
export interface ChatListener {
  onUserOnline?(user: ChatUser): void;
  onUserOffline?(user: ChatUser): void;
  onTextMessageReceived?(message: ChatMessage): void;
  onMediaMessageReceived?(message: ChatMessage): void;
  onCustomMessageReceived?(message: ChatMessage): void;
  onMessagesDelivered?(receipt: Receipt): void;
  onMessagesRead?(receipt: Receipt): void;
  onMessageEdited?(message: ChatMessage): void;
  onMessageDeleted?(message: ChatMessage): void;
  onTypingStarted?(indicator: TypingIndicator): void;
  onTypingEnded?(indicator: TypingIndicator): void;
  onGroupMemberJoined?(action: ChatMessage, joinedUser: ChatUser, group: ChatGroup): void;
  onGroupMemberLeft?(action: ChatMessage, leftUser: ChatUser, group: ChatGroup): void;
  onMemberAddedToGroup?(action: ChatMessage, userAdded: ChatUser, addedBy: ChatUser, group: ChatGroup): void;
  onGroupMemberKicked?(action: ChatMessage, kickedUser: ChatUser, kickedBy: ChatUser, group: ChatGroup): void;
  onGroupMemberBanned?(action: ChatMessage, bannedUser: ChatUser, bannedBy: ChatUser, group: ChatGroup): void;
  onGroupMemberUnbanned?(action: ChatMessage, unbannedUser: ChatUser, unbannedBy: ChatUser, group: ChatGroup): void;
  onGroupMemberScopeChanged?(
    action: ChatMessage,
    changedUser: ChatUser,
    newScope: MemberScope,
    oldScope: MemberScope,
    group: ChatGroup,
  ): void;
  /** Not in the SDK's message listeners (it has a separate connection listener); one callback here. */
  onConnectionStateChanged?(state: ConnectionState): void;
}

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** The provider settings of the chat widget config (§3): CometChat needs appId and region, ours a url. */
export interface ChatInitOptions {
  appId?: string;
  region?: string;
  /** Our provider: the WebSocket endpoint, e.g. wss://host/chat. */
  url?: string;
}

export interface ChatService {
  /** §7 Initialise; subscribes to presence for all users. */
  init(options: ChatInitOptions): Promise<void>;
  /** Logs in with the token of the getCometChatToken query. */
  login(token: string): Promise<ChatUser>;
  logout(): Promise<void>;
  getLoggedInUser(): Promise<ChatUser | null>;
  getUser(uid: string): Promise<ChatUser>;
  getGroup(guid: string): Promise<ChatGroup>;

  messagesRequest(options: MessagesRequestOptions): MessagesRequest;
  conversationsRequest(options?: { limit?: number; conversationType?: ReceiverType }): PagedRequest<Conversation>;
  usersRequest(options?: { limit?: number; friendsOnly?: boolean; searchKeyword?: string }): PagedRequest<ChatUser>;
  groupsRequest(options?: { limit?: number; searchKeyword?: string; joinedOnly?: boolean }): PagedRequest<ChatGroup>;
  groupMembersRequest(guid: string, options?: { limit?: number }): PagedRequest<GroupMember>;

  sendMessage(input: SendTextInput): Promise<ChatMessage>;
  sendMediaMessage(input: SendMediaInput): Promise<ChatMessage>;
  editMessage(input: EditMessageInput): Promise<ChatMessage>;
  /** Returns the message with deletedAt set. */
  deleteMessage(id: number): Promise<ChatMessage>;

  startTyping(input: { receiverId: string; receiverType: ReceiverType; metadata?: Record<string, unknown> }): void;
  endTyping(input: { receiverId: string; receiverType: ReceiverType; metadata?: Record<string, unknown> }): void;
  markAsDelivered(message: ChatMessage): Promise<void>;
  /** Marks this message and every earlier one of its conversation as read. */
  markAsRead(message: ChatMessage): Promise<void>;
  /** Unread counts per conversation partner, as the SDK's getUnreadMessageCount. */
  getUnreadMessageCount(): Promise<{ users: Record<string, number>; groups: Record<string, number> }>;

  createGroup(input: CreateGroupInput): Promise<ChatGroup>;
  joinGroup(guid: string, type: GroupType, password?: string): Promise<ChatGroup>;
  leaveGroup(guid: string): Promise<void>;

  addListener(id: string, listener: ChatListener): void;
  removeListener(id: string): void;
}

/**
 * A refused or failed call. `code` is what the UI shows in its error toast (§8 "the error's code, or ERROR").
 * Codes of our provider are listed in CHAT_ERROR_CODES; the CometChat adapter passes the SDK's codes through.
 */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

export const CHAT_ERROR_CODES = {
  /** Login without a valid token. */
  unauthenticated: 'ERR_AUTH_TOKEN_NOT_FOUND',
  /** An empty, whitespace-only or oversized message text. */
  emptyMessage: 'ERR_EMPTY_MESSAGE',
  messageTooLong: 'ERR_MESSAGE_TOO_LONG',
  fileTypeNotAllowed: 'ERR_FILE_TYPE_NOT_ALLOWED',
  fileTooLarge: 'ERR_FILE_TOO_LARGE',
  uidNotFound: 'ERR_UID_NOT_FOUND',
  /** §8 on a send or fetch: the group is marked deleted. */
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

/** §3 "Id for a user pair: the two uids sorted and joined with _user_. For a group: group_ plus guid." */
export function conversationIdOf(receiverType: ReceiverType, a: string, b?: string): string {
  if (receiverType === 'group') return `group_${a}`;
  if (b === undefined) throw new Error('a user conversation needs both uids');
  return [a, b].sort().join('_user_');
}
