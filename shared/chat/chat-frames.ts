// The /chat WebSocket protocol (docs/chat-service.md). Every client frame is one request with an id; the server
// answers with { id, ok, result | error } and pushes { event, data } frames. The server validates each request with
// requestFrameSchema; the client parses each frame with serverFrameSchema, each answer with the result schema of its
// request and each push with its event's data schema. Both sides import this module; neither writes a frame's shape.
import * as z from 'zod/mini';
import {
  chatGroupSchema,
  chatMessageSchema,
  chatUserSchema,
  conversationSchema,
  groupMemberSchema,
  mediaMessageTypeSchema,
  messageCategorySchema,
  messageChangeSchema,
  receiptSchema,
  receiverTypeSchema,
  typingIndicatorSchema,
  unreadCountsSchema,
} from './chat-entities.js';
import {
  MAX_FRAME_ID_LENGTH,
  MAX_GUID_LENGTH,
  MAX_MUID_LENGTH,
  MAX_OFFSET,
  MAX_PAGE_LIMIT,
  MAX_UID_LENGTH,
} from './chat-limits.js';

const idCharacters = (max: number) => new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`);
const safeInt = (min: number) => z.int().check(z.minimum(min), z.maximum(Number.MAX_SAFE_INTEGER));

export const uidSchema = z.string().check(z.regex(idCharacters(MAX_UID_LENGTH)));
/** §3 guid "group_" plus a millisecond timestamp; we accept any short id of those characters. */
export const guidSchema = z.string().check(z.regex(idCharacters(MAX_GUID_LENGTH)));
export const messageIdSchema = safeInt(1);
export const frameIdSchema = z.union([safeInt(0), z.string().check(z.minLength(1), z.maxLength(MAX_FRAME_ID_LENGTH))]);
export type FrameId = z.infer<typeof frameIdSchema>;

const limit = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_LIMIT)));
const offset = z.optional(z.int().check(z.minimum(0), z.maximum(MAX_OFFSET)));
const muid = z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_MUID_LENGTH)));
const search = z.optional(z.string().check(z.maxLength(100)));
const receiverId = z.string().check(z.maxLength(MAX_GUID_LENGTH));
/** Typing metadata is a live reaction (§4): small, flat JSON. */
export const typingMetadataSchema = z.record(
  z.string().check(z.maxLength(50)),
  z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]),
);
export type TypingMetadata = z.infer<typeof typingMetadataSchema>;
const typingFields = { receiverId, receiverType: receiverTypeSchema, metadata: z.optional(typingMetadataSchema) };
/** Texts are checked for emptiness and length by the service, which answers with the chat's own codes. */
const text = z.string().check(z.maxLength(1_000_000));
/** Group names, types and passwords too: the service checks them in the order of §5, with the spec's codes. */
const groupPassword = z.optional(z.string().check(z.maxLength(1000)));

/** Every request a client may send, by its `type`. */
export const chatRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('login'),
    token: z.string().check(z.minLength(1), z.maxLength(4096)),
    presence: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('getUser'), uid: uidSchema }),
  z.object({ type: z.literal('getGroup'), guid: guidSchema }),
  z.object({ type: z.literal('users'), limit, offset, search }),
  z.object({ type: z.literal('groups'), limit, offset, search, joinedOnly: z.optional(z.boolean()) }),
  z.object({ type: z.literal('members'), guid: guidSchema, limit, offset }),
  z.object({ type: z.literal('conversations'), limit, offset, conversationType: z.optional(receiverTypeSchema) }),
  z.object({
    type: z.literal('messages'),
    uid: z.optional(uidSchema),
    guid: z.optional(guidSchema),
    conversationId: z.optional(z.string().check(z.maxLength(300))),
    limit,
    before: z.optional(messageIdSchema),
    after: z.optional(safeInt(0)),
    parentMessageId: z.optional(messageIdSchema),
    hideReplies: z.optional(z.boolean()),
    unread: z.optional(z.boolean()),
    categories: z.optional(z.array(messageCategorySchema).check(z.maxLength(4))),
    types: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(20))),
  }),
  // Edits and deletions after a change-feed id, for a client catching up after a reconnect.
  z.object({ type: z.literal('changes'), after: safeInt(0), limit }),
  z.object({
    type: z.literal('send'),
    receiverId,
    receiverType: receiverTypeSchema,
    text,
    muid,
    parentMessageId: z.optional(messageIdSchema),
  }),
  // `messageId`, not `id`: `id` is the frame's own id, which every answer carries back.
  z.object({ type: z.literal('edit'), messageId: messageIdSchema, text }),
  z.object({ type: z.literal('delete'), messageId: messageIdSchema }),
  z.object({ type: z.literal('delivered'), messageId: messageIdSchema }),
  z.object({ type: z.literal('read'), messageId: messageIdSchema }),
  z.object({ type: z.literal('unreadCounts') }),
  z.object({ type: z.literal('typingStart'), ...typingFields }),
  z.object({ type: z.literal('typingEnd'), ...typingFields }),
  z.object({
    type: z.literal('createGroup'),
    guid: guidSchema,
    name: z.string().check(z.maxLength(1000)),
    groupType: z.string().check(z.maxLength(20)),
    password: groupPassword,
  }),
  z.object({ type: z.literal('joinGroup'), guid: guidSchema, password: groupPassword }),
  z.object({ type: z.literal('leaveGroup'), guid: guidSchema }),
]);

/** A request as it travels: with the id its answer carries back. */
export const requestFrameSchema = z.intersection(z.object({ id: frameIdSchema }), chatRequestSchema);

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatRequestType = ChatRequest['type'];
export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type RequestOf<T extends ChatRequestType> = Extract<ChatRequest, { type: T }>;

/** What login answers: who is logged in, and where the store's message and change feeds stand. */
export const loginResultSchema = z.object({
  user: chatUserSchema,
  lastMessageId: z.number(),
  lastChangeId: z.number(),
});
export type ChatLoginResult = z.infer<typeof loginResultSchema>;

/** The answer of each request type, by type. */
export const RESULT_SCHEMAS = {
  login: loginResultSchema,
  getUser: chatUserSchema,
  getGroup: chatGroupSchema,
  users: z.array(chatUserSchema),
  groups: z.array(chatGroupSchema),
  members: z.array(groupMemberSchema),
  conversations: z.array(conversationSchema),
  messages: z.array(chatMessageSchema),
  changes: z.array(z.object({ changeId: z.number(), message: chatMessageSchema })),
  send: chatMessageSchema,
  edit: chatMessageSchema,
  delete: chatMessageSchema,
  delivered: z.null(),
  read: z.null(),
  unreadCounts: unreadCountsSchema,
  typingStart: z.null(),
  typingEnd: z.null(),
  createGroup: chatGroupSchema,
  joinGroup: chatGroupSchema,
  leaveGroup: z.null(),
} as const satisfies Record<ChatRequestType, z.ZodMiniType>;

export type ResultOf<T extends ChatRequestType> = z.infer<(typeof RESULT_SCHEMAS)[T]>;

/** The schema of a request type's answer, typed by that type. */
export function resultSchemaOf<T extends ChatRequestType>(type: T): z.core.$ZodType<ResultOf<T>> {
  const byType: { [K in ChatRequestType]: z.core.$ZodType<ResultOf<K>> } = RESULT_SCHEMAS;
  return byType[type];
}

/** The data of each event the server pushes, by event name. */
export const PUSH_SCHEMAS = {
  message: chatMessageSchema,
  messageEdited: messageChangeSchema,
  messageDeleted: messageChangeSchema,
  receipt: receiptSchema,
  typingStarted: typingIndicatorSchema,
  typingEnded: typingIndicatorSchema,
  userOnline: chatUserSchema,
  userOffline: chatUserSchema,
} as const;

export type ChatEventName = keyof typeof PUSH_SCHEMAS;
export type PushDataOf<E extends ChatEventName> = z.infer<(typeof PUSH_SCHEMAS)[E]>;

const pushOf = <E extends ChatEventName>(event: E) =>
  z.object({ event: z.literal(event), data: PUSH_SCHEMAS[event] as (typeof PUSH_SCHEMAS)[E] });

/** A server push: `{ event, data }`. */
export const pushFrameSchema = z.discriminatedUnion('event', [
  pushOf('message'),
  pushOf('messageEdited'),
  pushOf('messageDeleted'),
  pushOf('receipt'),
  pushOf('typingStarted'),
  pushOf('typingEnded'),
  pushOf('userOnline'),
  pushOf('userOffline'),
]);
export type PushFrame = z.infer<typeof pushFrameSchema>;

/** A refusal's code and message; the code is one of chat-codes.ts (or ERROR for a failure the client cannot act on). */
export const chatErrorSchema = z.object({ code: z.string(), message: z.string() });
export type ChatErrorBody = z.infer<typeof chatErrorSchema>;

/** An answer: its result is parsed with the result schema of the request it answers. */
export const answerFrameSchema = z.discriminatedUnion('ok', [
  z.object({ id: frameIdSchema, ok: z.literal(true), result: z.unknown() }),
  // A frame that was not even JSON has no id to answer to.
  z.object({ id: z.nullable(frameIdSchema), ok: z.literal(false), error: chatErrorSchema }),
]);
export type AnswerFrame = z.infer<typeof answerFrameSchema>;

/** Everything the server sends down a socket. */
export const serverFrameSchema = z.union([pushFrameSchema, answerFrameSchema]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** The id of a frame that failed validation, when it had a usable one, so the refusal can be matched. */
export function frameIdOf(frame: unknown): FrameId | null {
  if (typeof frame !== 'object' || frame === null || !('id' in frame)) return null;
  const parsed = frameIdSchema.safeParse(frame.id);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /chat/media: the multipart fields that come before the file (all text, as multipart carries them). The
 * client appends them by these names; the server validates them with this schema.
 */
export const mediaUploadFieldsSchema = z.object({
  receiverId: z.string().check(z.minLength(1), z.maxLength(MAX_GUID_LENGTH)),
  receiverType: receiverTypeSchema,
  type: mediaMessageTypeSchema,
  muid,
  parentMessageId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))),
});
export type MediaUploadFields = z.input<typeof mediaUploadFieldsSchema>;

/** What POST /chat/media answers: the media message, or the refusal. */
export const mediaUploadAnswerSchema = z.union([chatMessageSchema, z.object({ error: chatErrorSchema })]);
