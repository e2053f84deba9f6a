// The requests a client sends on /chat (docs/chat-service.md), validated by the server with requestFrameSchema,
// and the multipart fields of an upload. The client builds them from the inferred types only: this module's zod
// code never ships to the browser.
import * as z from 'zod/mini';
import {
  mediaMessageTypeSchema,
  memberScopeSchema,
  messageCategorySchema,
  receiverTypeSchema,
} from './chat-entities.js';
import { frameIdSchema, safeInt } from './chat-ids.js';
import { languageTagSchema } from './message-services.js';
import {
  MAX_ADD_MEMBERS,
  MAX_BLOCK_UIDS,
  MAX_GUID_LENGTH,
  MAX_MUID_LENGTH,
  MAX_OFFSET,
  MAX_PAGE_LIMIT,
  MAX_UID_LENGTH,
} from './chat-limits.js';
import { CALL_REQUESTS } from './calls.js';
import { SFU_REQUESTS } from './sfu.js';

const idCharacters = (max: number) => new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`);

export const uidSchema = z.string().check(z.regex(idCharacters(MAX_UID_LENGTH)));
/** §3 guid "group_" plus a millisecond timestamp; we accept any short id of those characters. */
export const guidSchema = z.string().check(z.regex(idCharacters(MAX_GUID_LENGTH)));
export const messageIdSchema = safeInt(1);

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

/** §7 "Block / unblock users: list of uids", bounded. */
const blockUids = z.array(uidSchema).check(z.minLength(1), z.maxLength(MAX_BLOCK_UIDS));

/** Every request a client may send, by its `type`. */
export const chatRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('login'),
    token: z.string().check(z.minLength(1), z.maxLength(4096)),
    presence: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('getUser'), uid: uidSchema }),
  z.object({ type: z.literal('getGroup'), guid: guidSchema }),
  z.object({ type: z.literal('users'), limit, offset, search, friendsOnly: z.optional(z.boolean()) }),
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
  // Reactions (the reactions extension): the service checks the emoji's form and length with its own code.
  z.object({ type: z.literal('react'), messageId: messageIdSchema, emoji: z.string().check(z.maxLength(1000)) }),
  z.object({ type: z.literal('unreact'), messageId: messageIdSchema, emoji: z.string().check(z.maxLength(1000)) }),
  // In-chat polls (the polls extension): the service checks blank and oversized texts with its own codes.
  z.object({
    type: z.literal('createPoll'),
    receiverId,
    receiverType: receiverTypeSchema,
    question: z.string().check(z.maxLength(10_000)),
    options: z.array(z.string().check(z.maxLength(10_000))).check(z.maxLength(100)),
    muid,
  }),
  z.object({
    type: z.literal('votePoll'),
    messageId: messageIdSchema,
    option: z.int().check(z.minimum(1), z.maximum(1000)),
  }),
  // The message services (message-services.ts): each names a message of the asker's conversations, whose text the
  // server reads itself; the language is the browser's (§7 "languages (browser language)").
  z.object({ type: z.literal('translate'), messageId: messageIdSchema, language: languageTagSchema }),
  z.object({ type: z.literal('smartReplies'), messageId: messageIdSchema }),
  z.object({ type: z.literal('linkPreviews'), messageId: messageIdSchema }),
  // Stickers and location messages (issue #16): the service checks the sticker and the position with its own codes.
  z.object({ type: z.literal('stickers') }),
  z.object({
    type: z.literal('sendSticker'),
    receiverId,
    receiverType: receiverTypeSchema,
    stickerSetName: z.string().check(z.maxLength(200)),
    stickerName: z.string().check(z.maxLength(200)),
    muid,
  }),
  z.object({
    type: z.literal('sendLocation'),
    receiverId,
    receiverType: receiverTypeSchema,
    // JSON turns NaN and infinities into null: the service refuses those with its own code too.
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    muid,
  }),
  z.object({ type: z.literal('leaveGroup'), guid: guidSchema }),
  // Group administration (§6, §7): each checked against the asker's and the member's roles (shared/chat/group-roles.ts).
  z.object({
    type: z.literal('addMembers'),
    guid: guidSchema,
    uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(MAX_ADD_MEMBERS)),
  }),
  z.object({ type: z.literal('kickMember'), guid: guidSchema, uid: uidSchema }),
  z.object({ type: z.literal('banMember'), guid: guidSchema, uid: uidSchema }),
  z.object({ type: z.literal('unbanMember'), guid: guidSchema, uid: uidSchema }),
  z.object({ type: z.literal('changeScope'), guid: guidSchema, uid: uidSchema, scope: memberScopeSchema }),
  z.object({ type: z.literal('deleteGroup'), guid: guidSchema }),
  z.object({ type: z.literal('bannedMembers'), guid: guidSchema, limit, offset }),
  z.object({ type: z.literal('blockUsers'), uids: blockUids }),
  z.object({ type: z.literal('unblockUsers'), uids: blockUids }),
  z.object({ type: z.literal('blockedUsers'), limit, offset }),
  // Its length is checked by the service after trimming, with the chat's own code.
  z.object({
    type: z.literal('reportMessage'),
    messageId: messageIdSchema,
    reason: z.string().check(z.maxLength(2000)),
  }),
  // Calls (issue 17): shared/chat/calls.ts.
  ...CALL_REQUESTS,
  // Group call media through the SFU (issue 17): shared/chat/sfu.ts.
  ...SFU_REQUESTS,
]);

/** A request as it travels: with the id its answer carries back. */
export const requestFrameSchema = z.intersection(z.object({ id: frameIdSchema }), chatRequestSchema);

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatRequestType = ChatRequest['type'];
export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type RequestOf<T extends ChatRequestType> = Extract<ChatRequest, { type: T }>;

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
