// The things the chat talks about (chat-widget.md §3), as zod/mini schemas with the TypeScript types inferred from
// them: the server writes these shapes, the client parses them, and the chat port (src/chat/chat-service.ts) uses the
// types. Optional fields our server does not send (avatar, metadata, …) are a provider's such as CometChat's.
// zod/mini, not zod: the client ships this validator in the chat launcher (docs/decisions/0011-element-weight.md).
import * as z from 'zod/mini';
import {
  GROUP_ACTIONS,
  GROUP_TYPES,
  MEDIA_MESSAGE_TYPES,
  MEMBER_SCOPES,
  MESSAGE_CATEGORIES,
  MESSAGE_TYPES,
  PRESENCE_STATUSES,
  RECEIVER_TYPES,
} from './chat-kinds.js';
import { callDetailsSchema } from './calls.js';

export type * from './chat-kinds.js';

export const receiverTypeSchema = z.enum(RECEIVER_TYPES);
export const groupTypeSchema = z.enum(GROUP_TYPES);
export const memberScopeSchema = z.enum(MEMBER_SCOPES);
export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES);
export const mediaMessageTypeSchema = z.enum(MEDIA_MESSAGE_TYPES);
export const messageTypeSchema = z.enum(MESSAGE_TYPES);

const metadata = z.optional(z.record(z.string(), z.unknown()));
/** Epoch seconds. */
const seconds = z.number();

/** §3 User. `staff` marks the event's staff, set by the server from their ticket; no display name can produce it. */
export const chatUserSchema = z.object({
  uid: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
  staff: z.optional(z.boolean()),
  status: z.enum(PRESENCE_STATUSES),
  lastActiveAt: z.optional(seconds),
  /** The logged-in user blocked this one (§3); `hasBlockedMe`: this one blocked the logged-in user. */
  blockedByMe: z.optional(z.boolean()),
  hasBlockedMe: z.optional(z.boolean()),
  metadata,
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** §3 Group. `scope` is the logged-in user's role in it, set only when hasJoined. */
export const chatGroupSchema = z.object({
  guid: z.string(),
  name: z.string(),
  type: groupTypeSchema,
  membersCount: z.number(),
  hasJoined: z.boolean(),
  scope: z.optional(memberScopeSchema),
  owner: z.optional(z.string()),
  icon: z.optional(z.string()),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const groupMemberSchema = z.extend(chatUserSchema, { scope: memberScopeSchema });
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const attachmentSchema = z.object({
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageDataSchema = z.object({
  url: z.optional(z.string()),
  attachments: z.optional(z.array(attachmentSchema)),
  customData: metadata,
});
export type MessageData = z.infer<typeof messageDataSchema>;

export const groupActionSchema = z.object({
  action: z.enum(GROUP_ACTIONS),
  actionBy: z.string(),
  actionOn: z.string(),
  actionFor: z.object({ guid: z.string(), membersCount: z.number() }),
  /** The name of the member acted on, for the action's text and the listeners' user. */
  actionOnName: z.optional(z.string()),
  /** On scopeChanged: the member's scope after and before (CometChat's data.extras.scope.new and .old). */
  newScope: z.optional(memberScopeSchema),
  oldScope: z.optional(memberScopeSchema),
});
export type GroupActionDetails = z.infer<typeof groupActionSchema>;

const senderSchema = z.object({
  uid: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
  staff: z.optional(z.boolean()),
});

/** §3 Message. Times are epoch seconds; `muid` is the sender's local id of an unsent message. */
export const chatMessageSchema = z.object({
  id: z.number(),
  muid: z.optional(z.string()),
  conversationId: z.string(),
  category: messageCategorySchema,
  type: messageTypeSchema,
  text: z.optional(z.string()),
  data: z.optional(messageDataSchema),
  sender: senderSchema,
  receiverId: z.string(),
  receiverType: receiverTypeSchema,
  sentAt: seconds,
  deliveredAt: z.optional(seconds),
  readAt: z.optional(seconds),
  readByMeAt: z.optional(seconds),
  editedAt: z.optional(seconds),
  deletedAt: z.optional(seconds),
  parentMessageId: z.optional(z.number()),
  replyCount: z.optional(z.number()),
  metadata,
  /** Set on category 'action'. */
  action: z.optional(groupActionSchema),
  /** Set on category 'call' (§3 Call). */
  call: z.optional(callDetailsSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** An edit or deletion as pushed and caught up on: the message as it is now, with its change-feed id. */
export const messageChangeSchema = z.extend(chatMessageSchema, { changeId: z.number() });
export type MessageChange = z.infer<typeof messageChangeSchema>;

/** §3 Conversation. */
export const conversationSchema = z.object({
  conversationId: z.string(),
  conversationType: receiverTypeSchema,
  conversationWith: z.union([chatUserSchema, chatGroupSchema]),
  lastMessage: z.optional(chatMessageSchema),
  unreadMessageCount: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string() });

/** §3 Receipt: `sender` is who delivered or read; receiverId/receiverType name the conversation's other side. */
export const receiptSchema = z.object({
  receiptType: z.enum(['delivery', 'read']),
  messageId: z.number(),
  sender: personSchema,
  receiverId: z.string(),
  receiverType: receiverTypeSchema,
  deliveredAt: z.optional(seconds),
  readAt: z.optional(seconds),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** §3 Typing indicator; metadata carries a live reaction. */
export const typingIndicatorSchema = z.object({
  sender: personSchema,
  receiverId: z.string(),
  receiverType: receiverTypeSchema,
  metadata,
});
export type TypingIndicator = z.infer<typeof typingIndicatorSchema>;

/** Unread counts per conversation partner, as the CometChat SDK's getUnreadMessageCount. */
export const unreadCountsSchema = z.object({
  users: z.record(z.string(), z.number()),
  groups: z.record(z.string(), z.number()),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
