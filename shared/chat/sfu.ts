// Group calls through an SFU (Janus's VideoRoom; docs/decisions/0025-group-calls.md "SFU (Janus)"): the requests a
// meeting's browser sends over the chat socket, which the server checks and forwards to Janus (browsers never talk to
// Janus's API), and the pushes it relays back. Both sides compile this module.
import * as z from 'zod/mini';
import { callSessionIdSchema } from './calls.js';
import { MAX_GUID_LENGTH, MAX_UID_LENGTH } from './chat-limits.js';

const idOf = (max: number) => z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`)));
const guid = idOf(MAX_GUID_LENGTH);
const sdp = z.string().check(z.maxLength(20_000));

/** The most participants a meeting's media room takes (Janus's `publishers` of the room). */
export const MAX_SFU_PARTICIPANTS = 16;

/** Which of a participant's two PeerConnections a candidate belongs to (VideoRoom multistream: one of each). */
export const SFU_TARGETS = ['publisher', 'subscriber'] as const;
export type SfuTarget = (typeof SFU_TARGETS)[number];

/** An ICE candidate of the browser, or the end of its gathering (`candidate` absent). */
const trickleCandidateSchema = z.object({
  candidate: z.string().check(z.maxLength(2000)),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  sdpMLineIndex: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(64)))),
});

/** The requests of SFU media, spread at the end of the chat's request union. */
export const SFU_REQUESTS = [
  /** Joins the meeting's media room (created on the first join); answers who publishes already. */
  z.object({ type: z.literal('sfuJoin'), sessionId: callSessionIdSchema, guid }),
  /** Publishes the browser's media: its offer, answered with Janus's answer. */
  z.object({ type: z.literal('sfuPublish'), sessionId: callSessionIdSchema, sdp }),
  /** Subscribes to these publishers' media (by uid); the offer comes as an sfuOffer push. */
  z.object({
    type: z.literal('sfuSubscribe'),
    sessionId: callSessionIdSchema,
    uids: z.array(idOf(MAX_UID_LENGTH)).check(z.minLength(1), z.maxLength(MAX_SFU_PARTICIPANTS)),
  }),
  /** The browser's answer to an sfuOffer: the subscriber PeerConnection starts. */
  z.object({ type: z.literal('sfuStart'), sessionId: callSessionIdSchema, sdp }),
  /** One ICE candidate (or the end of gathering, without `candidate`) of one of the two PeerConnections. */
  z.object({
    type: z.literal('sfuTrickle'),
    sessionId: callSessionIdSchema,
    target: z.enum(SFU_TARGETS),
    candidate: z.optional(trickleCandidateSchema),
  }),
  /** Leaves the room (the last to leave destroys it). */
  z.object({ type: z.literal('sfuLeave'), sessionId: callSessionIdSchema }),
] as const;

/** A publisher of the room: the user, and the kinds of media they send. */
export const sfuPublisherSchema = z.object({ uid: z.string(), kinds: z.array(z.enum(['audio', 'video', 'data'])) });
export type SfuPublisher = z.infer<typeof sfuPublisherSchema>;

/** What sfuJoin answers: this participant's id in the room (pushes name it) and who publishes already. */
export const sfuJoinResultSchema = z.object({ participantId: z.string(), publishers: z.array(sfuPublisherSchema) });

/** Who started or stopped publishing in a meeting (to each other participant). */
export const sfuPublishersPushSchema = z.object({
  sessionId: z.string(),
  /** The participant this push is for (another tab of the same user in the same meeting ignores it). */
  participantId: z.string(),
  joined: z.array(sfuPublisherSchema),
  left: z.array(z.string()),
});

/** An offer of Janus for the subscriber PeerConnection, with which uid each mid carries. */
export const sfuOfferPushSchema = z.object({
  sessionId: z.string(),
  participantId: z.string(),
  sdp,
  streams: z.array(z.object({ mid: z.string(), uid: z.string(), kind: z.string() })),
});
export type SfuOfferPush = z.infer<typeof sfuOfferPushSchema>;

/** The refusals of SFU media: a module of their own, so the bubble does not carry them. */
export const SFU_CODES = {
  /** No SFU is configured, or Janus cannot be reached or failed: the meeting falls back to mesh. */
  unavailable: 'ERR_SFU_UNAVAILABLE',
  /** Publishing, subscribing or trickling in a meeting's media room this socket has not joined. */
  notJoined: 'ERR_SFU_NOT_JOINED',
} as const;
