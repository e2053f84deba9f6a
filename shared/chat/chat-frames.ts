// The /chat WebSocket protocol (docs/chat-service.md). Every client frame is one request with an id (the requests are
// chat-requests.ts); the server answers with { id, ok, result | error } and pushes { event, data } frames. The client
// parses each frame with serverFrameSchema, each answer with the result schema of its request and each push with its
// event's data schema. Both sides import these modules; neither writes a frame's shape.
import * as z from 'zod/mini';
import {
  chatGroupSchema,
  chatMessageSchema,
  chatUserSchema,
  conversationSchema,
  groupMemberSchema,
  messageChangeSchema,
  receiptSchema,
  typingIndicatorSchema,
  unreadCountsSchema,
} from './chat-entities.js';
import { frameIdSchema, type FrameId } from './chat-ids.js';
import { callSignalPushSchema, iceServerSchema, meetingJoinSchema, meetingParticipantsPushSchema } from './calls.js';
import { sfuJoinResultSchema, sfuOfferPushSchema, sfuPublishersPushSchema } from './sfu.js';
import type { ChatRequestType } from './chat-requests.js';
import {
  linkPreviewSchema,
  messageServicesSchema,
  messageTranslationSchema,
  smartRepliesSchema,
} from './message-services.js';

/** What login answers: who is logged in, and where the store's message and change feeds stand. */
export const loginResultSchema = z.object({
  user: chatUserSchema,
  lastMessageId: z.number(),
  lastChangeId: z.number(),
  /** The message services this server offers (absent from a server without them). */
  services: z.optional(messageServicesSchema),
});
export type ChatLoginResult = z.infer<typeof loginResultSchema>;

/** §7 "Block / unblock users": keyed by uid with success (or fail). */
export const blockResultSchema = z.record(z.string(), z.enum(['success', 'fail']));

/** §3 Sticker; §7 "Extension GET v1/fetch (stickers)" answers defaultStickers and customStickers. */
const stickerSchema = z.object({
  stickerSetName: z.string(),
  stickerSetOrder: z.number(),
  stickerOrder: z.number(),
  stickerUrl: z.string(),
  stickerName: z.string(),
});
const stickerListSchema = z.object({ defaultStickers: z.array(stickerSchema), customStickers: z.array(stickerSchema) });

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
  // §7 "Add members ... map uid to "success" or an error": the error is a chat code of chat-codes.ts.
  addMembers: z.record(z.string(), z.string()),
  kickMember: z.null(),
  banMember: z.null(),
  unbanMember: z.null(),
  changeScope: z.null(),
  deleteGroup: z.null(),
  bannedMembers: z.array(groupMemberSchema),
  blockUsers: blockResultSchema,
  unblockUsers: blockResultSchema,
  blockedUsers: z.array(chatUserSchema),
  reportMessage: z.null(),
  react: chatMessageSchema,
  unreact: chatMessageSchema,
  createPoll: chatMessageSchema,
  votePoll: chatMessageSchema,
  translate: messageTranslationSchema,
  smartReplies: smartRepliesSchema,
  linkPreviews: z.array(linkPreviewSchema),
  // Calls: each change of a call answers with its call message (category call).
  initiateCall: chatMessageSchema,
  acceptCall: chatMessageSchema,
  rejectCall: chatMessageSchema,
  endCall: chatMessageSchema,
  callSignal: z.null(),
  iceServers: z.object({ iceServers: z.array(iceServerSchema) }),
  stickers: stickerListSchema,
  sendSticker: chatMessageSchema,
  sendLocation: chatMessageSchema,
  // Group calls (meetings): starting and joining answer the join (the media mode, who is in), announcing the
  // meeting custom message.
  startMeeting: meetingJoinSchema,
  announceMeeting: chatMessageSchema,
  joinMeeting: meetingJoinSchema,
  leaveMeeting: z.null(),
  meetingSignal: z.null(),
  // Group call media through the SFU (shared/chat/sfu.ts).
  sfuJoin: sfuJoinResultSchema,
  sfuPublish: z.object({ sdp: z.string() }),
  sfuSubscribe: z.null(),
  sfuStart: z.null(),
  sfuTrickle: z.null(),
  sfuLeave: z.null(),
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
  /** A group the user belonged to was deleted (its members are told; it is gone for everyone). */
  groupDeleted: z.object({ guid: z.string() }),
  /** A WebRTC signal of a call, relayed from its other side (shared/chat/calls.ts). */
  callSignal: callSignalPushSchema,
  /** Who is in a meeting now, to its participants, whenever someone joins or leaves. */
  meetingParticipants: meetingParticipantsPushSchema,
  /** A WebRTC signal of a meeting, relayed from one participant to another (never stored). */
  meetingSignal: callSignalPushSchema,
  /** Who started or stopped publishing in a meeting's SFU room (shared/chat/sfu.ts). */
  sfuPublishers: sfuPublishersPushSchema,
  /** Janus's offer for a participant's subscriber PeerConnection. */
  sfuOffer: sfuOfferPushSchema,
} as const;

export type ChatEventName = keyof typeof PUSH_SCHEMAS;
export type PushDataOf<E extends ChatEventName> = z.infer<(typeof PUSH_SCHEMAS)[E]>;

const pushOf = <E extends ChatEventName>(event: E) =>
  z.object({ event: z.literal(event), data: PUSH_SCHEMAS[event] as (typeof PUSH_SCHEMAS)[E] });

/** A server push: `{ event, data }`. A plain union, not a discriminated one: the portal shares this page's zod. */
export const pushFrameSchema = z.union([
  pushOf('message'),
  pushOf('messageEdited'),
  pushOf('messageDeleted'),
  pushOf('receipt'),
  pushOf('typingStarted'),
  pushOf('typingEnded'),
  pushOf('userOnline'),
  pushOf('userOffline'),
  pushOf('groupDeleted'),
  pushOf('callSignal'),
  pushOf('meetingParticipants'),
  pushOf('meetingSignal'),
  pushOf('sfuPublishers'),
  pushOf('sfuOffer'),
]);
export type PushFrame = z.infer<typeof pushFrameSchema>;

/** A refusal's code and message; the code is one of chat-codes.ts (or ERROR for a failure the client cannot act on). */
export const chatErrorSchema = z.object({ code: z.string(), message: z.string() });
export type ChatErrorBody = z.infer<typeof chatErrorSchema>;

/** An answer: its result is parsed with the result schema of the request it answers. */
export const answerFrameSchema = z.union([
  z.object({ id: frameIdSchema, ok: z.literal(true), result: z.unknown() }),
  // A frame that was not even JSON has no id to answer to.
  z.object({ id: z.union([frameIdSchema, z.null()]), ok: z.literal(false), error: chatErrorSchema }),
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

/** What POST /chat/media answers: the media message, or the refusal. */
export const mediaUploadAnswerSchema = z.union([chatMessageSchema, z.object({ error: chatErrorSchema })]);
