/**
 * The chat port: everything the chat UI may ask of a chat provider (chat-widget.md §7), as plain TypeScript with
 * no React and no provider types. Two adapters implement it: ours (`foyer`, the server's /chat WebSocket service)
 * and CometChat's SDK. Names and shapes follow the CometChat SDK so that its adapter maps one to one: request
 * builders become `*Request()` factories with the same paging, listener callbacks keep the SDK's names.
 */

import type {
  ChatGroup,
  ChatMessage,
  ChatUser,
  Conversation,
  GroupMember,
  GroupType,
  MediaMessageType,
  MemberScope,
  MessageCategory,
  MessageType,
  Receipt,
  ReceiverType,
  TypingIndicator,
  UnreadCounts,
} from '../../shared/chat/chat-entities.js';
import type { TypingMetadata } from '../../shared/chat/chat-requests.js';
import type { LinkPreview, MessageTranslation, SmartReplies } from '../../shared/chat/message-services.js';
import type { ChatCalls } from './call-port.js';
import type { Sticker, StickerList } from '../../shared/chat/stickers.js';

// The shapes the chat talks about (§3) are the wire contract's, shared with our server: one definition each.
export type * from '../../shared/chat/chat-entities.js';
export type { TypingMetadata } from '../../shared/chat/chat-requests.js';
export type { Sticker, StickerList } from '../../shared/chat/stickers.js';
export { CHAT_ERROR_CODES } from '../../shared/chat/chat-codes.js';
export { conversationIdOf } from '../../shared/chat/conversation-id.js';

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

/** The live events of messaging (§7); each callback is optional, names as in the SDK's listeners. */
export interface ChatMessageListener {
  onUserOnline?(user: ChatUser): void;
  onUserOffline?(user: ChatUser): void;
  onTextMessageReceived?(message: ChatMessage): void;
  onMediaMessageReceived?(message: ChatMessage): void;
  onCustomMessageReceived?(message: ChatMessage): void;
  onMessagesDelivered?(receipt: Receipt): void;
  onMessagesRead?(receipt: Receipt): void;
  onMessageEdited?(message: ChatMessage): void;
  onMessageDeleted?(message: ChatMessage): void;
  /** A call's change, as its message of category call (§4 "a call event moves the conversation to the top"). */
  onCallMessageReceived?(message: ChatMessage): void;
  onTypingStarted?(indicator: TypingIndicator): void;
  onTypingEnded?(indicator: TypingIndicator): void;
}

/** The live events of groups (§7): only a provider with the groups capability fires them. */
export interface ChatGroupListener {
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
  /** A group the logged-in user belonged to was deleted (§4 "a deleted group is removed"); not in CometChat's SDK. */
  onGroupDeleted?(guid: string): void;
}

/** The connection's events. Not in the SDK's message listeners (it has a separate connection listener). */
export interface ChatConnectionListener {
  onConnectionStateChanged?(state: ConnectionState): void;
}

/** Every live event of §7 this port carries: one listener object for all capabilities. */
export interface ChatListener extends ChatMessageListener, ChatGroupListener, ChatConnectionListener {}

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** The provider settings of the chat widget config (§3): CometChat needs appId and region, ours a url. */
export interface ChatInitOptions {
  appId?: string;
  region?: string;
  /** Our provider: the WebSocket endpoint, e.g. wss://host/chat. */
  url?: string;
}

/**
 * The session every provider has: initialise, log in, listen. This is all the launcher (the bubble) uses besides
 * the unread poll; the rest of a provider may load with the panel.
 */
export interface ChatConnection {
  /** §7 Initialise; subscribes to presence for all users. */
  init(options: ChatInitOptions): Promise<void>;
  /** Logs in with the token of the getCometChatToken query. */
  login(token: string): Promise<ChatUser>;
  logout(): Promise<void>;
  getLoggedInUser(): Promise<ChatUser | null>;
  addListener(id: string, listener: ChatListener): void;
  removeListener(id: string): void;
  /**
   * A provider with calls: `watcher` runs when a call rings for the logged-in user before any call UI listens, so
   * the launcher loads the call UI then, not before (chat-widget.md §2). Returns the unsubscribe.
   */
  watchIncomingCalls?(watcher: () => void): () => void;
}

/** One-to-one messaging, users, conversations and receipts: the capability every provider has (§7). */
export interface ChatMessaging {
  getUser(uid: string): Promise<ChatUser>;
  messagesRequest(options: MessagesRequestOptions): MessagesRequest;
  conversationsRequest(options?: { limit?: number; conversationType?: ReceiverType }): PagedRequest<Conversation>;
  usersRequest(options?: { limit?: number; friendsOnly?: boolean; searchKeyword?: string }): PagedRequest<ChatUser>;

  sendMessage(input: SendTextInput): Promise<ChatMessage>;
  sendMediaMessage(input: SendMediaInput): Promise<ChatMessage>;
  editMessage(input: EditMessageInput): Promise<ChatMessage>;
  /** Returns the message with deletedAt set. */
  deleteMessage(id: number): Promise<ChatMessage>;

  startTyping(input: { receiverId: string; receiverType: ReceiverType; metadata?: TypingMetadata }): void;
  endTyping(input: { receiverId: string; receiverType: ReceiverType; metadata?: TypingMetadata }): void;
  markAsDelivered(message: ChatMessage): Promise<void>;
  /** Marks this message and every earlier one of its conversation as read. */
  markAsRead(message: ChatMessage): Promise<void>;
  /** Unread counts per conversation partner, as the SDK's getUnreadMessageCount. */
  getUnreadMessageCount(): Promise<UnreadCounts>;
}

/** Groups: list, create, join and leave (§4 groups). A provider without it shows no groups tab or controls. */
export interface ChatGroups {
  getGroup(guid: string): Promise<ChatGroup>;
  groupsRequest(options?: { limit?: number; searchKeyword?: string; joinedOnly?: boolean }): PagedRequest<ChatGroup>;
  groupMembersRequest(guid: string, options?: { limit?: number }): PagedRequest<GroupMember>;
  createGroup(input: CreateGroupInput): Promise<ChatGroup>;
  joinGroup(guid: string, type: GroupType, password?: string): Promise<ChatGroup>;
  leaveGroup(guid: string): Promise<void>;
}

/**
 * Group administration (§6, §7): members, scopes, kick, ban, unban, delete; as CometChat's SDK names them. What a
 * member may do to whom is shared/chat/group-roles.ts; the provider refuses the rest whatever the UI offers.
 */
export interface ChatGroupAdministration {
  /** §7 "Add members": each as participant; the answer maps each uid to "success" or an error code. */
  addMembersToGroup(guid: string, uids: string[]): Promise<Record<string, string>>;
  kickGroupMember(guid: string, uid: string): Promise<void>;
  banGroupMember(guid: string, uid: string): Promise<void>;
  unbanGroupMember(guid: string, uid: string): Promise<void>;
  updateGroupMemberScope(guid: string, uid: string, scope: MemberScope): Promise<void>;
  deleteGroup(guid: string): Promise<void>;
  /** §9 "banned members 10" a page; each with the scope they had. */
  bannedMembersRequest(guid: string, options?: { limit?: number }): PagedRequest<GroupMember>;
}

/** Blocking, reporting and moderation (§4 Block; issue 15). */
export interface ChatModeration {
  blockUsers(uids: string[]): Promise<Record<string, 'success' | 'fail'>>;
  unblockUsers(uids: string[]): Promise<Record<string, 'success' | 'fail'>>;
  blockedUsersRequest(options?: { limit?: number }): PagedRequest<ChatUser>;
  reportMessage(input: { id: number; reason: string }): Promise<void>;
}

// The capabilities still to come, detected already: a provider sets one once it has it, and the UI shows a
// capability's controls only when it is there. Their methods arrive with their issues.

/** What a thread's replies request names: the parent's conversation and the parent (§7 "optional parent message id"). */
export interface ThreadMessagesRequestOptions {
  receiverId: string;
  receiverType: ReceiverType;
  parentMessageId: number;
  /** §9 default 30. */
  limit?: number;
}

/**
 * The rich-message extensions (issue 16): reactions as CometChat's reactions extension keeps them (§3 metadata
 * `reactions`, emoji -> reactor uid -> { name }) and threads (§3 parentMessageId, replyCount). A reaction reaches
 * everyone in the conversation as an edit of the message (onMessageEdited) with its new reactions map; a reply is
 * sent with sendMessage or sendMediaMessage and a parentMessageId and arrives as a new message with one.
 */
export interface ChatExtensions {
  /** §7 "Extension POST v1/react": adds the logged-in user's reaction; answers the message as it is now. */
  addReaction(messageId: number, emoji: string): Promise<ChatMessage>;
  /** Takes the logged-in user's reaction back; answers the message as it is now. */
  removeReaction(messageId: number, emoji: string): Promise<ChatMessage>;
  /** A thread's replies, oldest first in each page, paged back from the newest like the main list. */
  threadMessagesRequest(options: ThreadMessagesRequestOptions): MessagesRequest;
  /**
   * §7 "Extension POST v2/create (poll)": a custom message of type extension_poll, its results in metadata.polls
   * (§3 Poll). Refused with POLL_QUESTION_BLANK or POLL_OPTION_BLANK (§5).
   */
  createPoll(input: CreatePollInput): Promise<ChatMessage>;
  /** §7 "v2/vote": the logged-in user's one vote (option 1 is the first), changeable; answers the poll as it is now. */
  votePoll(messageId: number, option: number): Promise<ChatMessage>;
  /** §7 "Extension GET v1/fetch (stickers)": the provider's default stickers and the event's custom ones (§3 Sticker). */
  fetchStickers(): Promise<StickerList>;
  /**
   * §7 "Send custom message extension_sticker": customData sticker_url and sticker_name. Only a sticker of the
   * list; another is refused with ERR_UNKNOWN_STICKER.
   */
  sendSticker(input: SendStickerInput): Promise<ChatMessage>;
  /**
   * A location message (§3 custom type location): customData latitude and longitude in degrees. Refused with
   * ERR_INVALID_LOCATION off the globe.
   */
  sendLocation(input: SendLocationInput): Promise<ChatMessage>;
}

export interface SendStickerInput {
  receiverId: string;
  receiverType: ReceiverType;
  sticker: Pick<Sticker, 'stickerSetName' | 'stickerName'>;
  muid?: string;
}

export interface SendLocationInput {
  receiverId: string;
  receiverType: ReceiverType;
  latitude: number;
  longitude: number;
  muid?: string;
}

export interface CreatePollInput {
  receiverId: string;
  receiverType: ReceiverType;
  question: string;
  options: string[];
  muid?: string;
}
/** Audio and video calls (issue 17): the call port, call-port.ts. */
export type { ChatCalls } from './call-port.js';

export type { LinkPreview, MessageTranslation, SmartReplies } from '../../shared/chat/message-services.js';

/**
 * Message translation (§7 "Extension POST v2/translate": msgId, text, languages -> language_original,
 * translations[0].message_translated). Refused with MESSAGE_TRANSLATE_FAIL when the provider fails.
 */
export interface ChatTranslation {
  translateMessage(input: { messageId: number; language: string }): Promise<MessageTranslation>;
}

/** Smart replies to a text message someone else sent (§3 metadata "smart-reply"). */
export interface ChatSmartReplies {
  smartReplies(messageId: number): Promise<SmartReplies>;
}

/** Previews of the web pages a text message links to (§3 metadata "link-preview" links). */
export interface ChatLinkPreviews {
  linkPreviews(messageId: number): Promise<LinkPreview[]>;
}

/** What a provider may have beyond messaging; absent means "not offered", and the UI hides its controls. */
export interface ChatCapabilities {
  groups?: ChatGroups;
  groupAdministration?: ChatGroupAdministration;
  moderation?: ChatModeration;
  extensions?: ChatExtensions;
  calls?: ChatCalls;
  translation?: ChatTranslation;
  smartReplies?: ChatSmartReplies;
  linkPreviews?: ChatLinkPreviews;
}

export const CHAT_CAPABILITIES = [
  'groups',
  'groupAdministration',
  'moderation',
  'extensions',
  'calls',
  'translation',
  'smartReplies',
  'linkPreviews',
] as const;
export type ChatCapability = (typeof CHAT_CAPABILITIES)[number];

/**
 * What the launcher (the bubble) uses of a provider: the connection and the unread poll's messages request. Our
 * adapter's launcher part (foyer-session.ts) is only this; the panel completes it into the whole ChatService.
 */
export type ChatBubbleService = ChatConnection & Pick<ChatMessaging, 'messagesRequest'>;

/** A chat provider: its session, messaging, and whichever capabilities it has. */
export interface ChatService extends ChatConnection, ChatMessaging, ChatCapabilities {}

/** Which capabilities a provider offers, for the UI to decide which controls to show. */
export function capabilitiesOf(service: ChatCapabilities): Record<ChatCapability, boolean> {
  return {
    groups: service.groups !== undefined,
    groupAdministration: service.groupAdministration !== undefined,
    moderation: service.moderation !== undefined,
    extensions: service.extensions !== undefined,
    calls: service.calls !== undefined,
    translation: service.translation !== undefined,
    smartReplies: service.smartReplies !== undefined,
    linkPreviews: service.linkPreviews !== undefined,
  };
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
