// The /chat WebSocket protocol (docs/chat-service.md): every client frame is one JSON request with an id; the
// server answers with { id, ok, result | error } and pushes { event, data } frames. Every frame is checked here.
import { z } from 'zod';

/** The most a page request may ask for; chat-widget.md §9 pages are 30 or 10. */
export const MAX_PAGE_LIMIT = 100;
/** Offsets beyond this are refused: nobody scrolls that far, and a huge offset makes the database count it out. */
const MAX_OFFSET = 100_000;

const uid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** §3 guid "group_" plus a millisecond timestamp; we accept any short id of those characters. */
export const guidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const receiverType = z.enum(['user', 'group']);
const limit = z.number().int().min(1).max(MAX_PAGE_LIMIT).optional();
const offset = z.number().int().min(0).max(MAX_OFFSET).optional();
const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const muid = z.string().min(1).max(100).optional();
const search = z.string().max(100).optional();
/** Typing metadata is a live reaction (§4): small, flat JSON. */
const typingMetadata = z.record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean()])).optional();
const typingFields = { receiverId: z.string().max(100), receiverType, metadata: typingMetadata };
/** Texts are checked for emptiness and length by the service, which answers with the chat's own codes. */
const text = z.string().max(1_000_000);

const requests = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().min(1).max(4096), presence: z.boolean().optional() }),
  z.object({ type: z.literal('getUser'), uid }),
  z.object({ type: z.literal('getGroup'), guid: guidSchema }),
  z.object({ type: z.literal('users'), limit, offset, search }),
  z.object({ type: z.literal('groups'), limit, offset, search, joinedOnly: z.boolean().optional() }),
  z.object({ type: z.literal('members'), guid: guidSchema, limit, offset }),
  z.object({ type: z.literal('conversations'), limit, offset, conversationType: receiverType.optional() }),
  z.object({
    type: z.literal('messages'),
    uid: uid.optional(),
    guid: guidSchema.optional(),
    conversationId: z.string().max(300).optional(),
    limit,
    before: messageId.optional(),
    after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    parentMessageId: messageId.optional(),
    hideReplies: z.boolean().optional(),
    unread: z.boolean().optional(),
    categories: z
      .array(z.enum(['message', 'custom', 'action', 'call']))
      .max(4)
      .optional(),
    types: z.array(z.string().max(32)).max(20).optional(),
  }),
  // Edits and deletions after a change-feed id, for a client catching up after a reconnect.
  z.object({ type: z.literal('changes'), after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), limit }),
  z.object({
    type: z.literal('send'),
    receiverId: z.string().max(100),
    receiverType,
    text,
    muid,
    parentMessageId: messageId.optional(),
  }),
  // `messageId`, not `id`: `id` is the frame's own id, which every answer carries back.
  z.object({ type: z.literal('edit'), messageId, text }),
  z.object({ type: z.literal('delete'), messageId }),
  z.object({ type: z.literal('delivered'), messageId }),
  z.object({ type: z.literal('read'), messageId }),
  z.object({ type: z.literal('unreadCounts') }),
  z.object({ type: z.literal('typingStart'), ...typingFields }),
  z.object({ type: z.literal('typingEnd'), ...typingFields }),
  // Name, type and password are checked by the service in the order of §5, with the spec's codes.
  z.object({
    type: z.literal('createGroup'),
    guid: guidSchema,
    name: z.string().max(1000),
    groupType: z.string().max(20),
    password: z.string().max(1000).optional(),
  }),
  z.object({ type: z.literal('joinGroup'), guid: guidSchema, password: z.string().max(1000).optional() }),
  z.object({ type: z.literal('leaveGroup'), guid: guidSchema }),
]);

export const requestFrameSchema = z.intersection(
  z.object({ id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(64)]) }),
  requests,
);

export type ChatRequest = z.infer<typeof requests>;
export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type RequestOf<T extends ChatRequest['type']> = Extract<ChatRequest, { type: T }>;

/** The id of a frame that failed validation, when it had a usable one, so the refusal can be matched. */
export function frameIdOf(frame: unknown): number | string | null {
  if (typeof frame !== 'object' || frame === null || !('id' in frame)) return null;
  const { id } = frame;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  if (typeof id === 'string' && id.length <= 64) return id;
  return null;
}
