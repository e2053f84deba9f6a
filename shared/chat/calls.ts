// Audio and video calls (chat-widget.md §3 Call, §4 Incoming and Outgoing call, §7 Initiate / Accept / Reject / End
// call): the call's kinds, the details a call message carries, the requests that drive a call and the WebRTC signals
// relayed between its two sides. Both sides compile this module (docs/decisions/0024-calls.md).
import * as z from 'zod/mini';

/** §3 Call type. */
export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/** §3 Call status. */
export const CALL_STATUSES = ['initiated', 'ongoing', 'unanswered', 'rejected', 'ended', 'cancelled', 'busy'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** The statuses after which a call is over. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = ['unanswered', 'rejected', 'ended', 'cancelled', 'busy'];

/** §7 "Reject call: session id, status rejected or cancelled"; busy is the callee's client saying it is in a call. */
export const REJECT_STATUSES = ['rejected', 'cancelled', 'busy'] as const;

/** A call's session id: the server makes it (a UUID); a client only names one it was told. */
export const callSessionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** What a call message (category call, type audio or video) carries about its call: §3 Call. */
export const callDetailsSchema = z.object({
  sessionId: z.string(),
  status: z.enum(CALL_STATUSES),
  /** The uid of who started the call (§3 callInitiator). */
  callInitiator: z.string(),
  /** The uid of who was called. */
  callReceiver: z.string(),
  initiatedAt: z.number(),
  joinedAt: z.optional(z.number()),
  endedAt: z.optional(z.number()),
});
export type CallDetails = z.infer<typeof callDetailsSchema>;

const sdp = z.string().check(z.maxLength(20_000));

/**
 * A meeting's session id as a request names it: may be empty on the wire, so that the server answers an empty one
 * with ERR_EMPTY_CALL_SESSION_ID (§5 "Meeting start or join needs a session id") rather than a bad request.
 */
export const meetingSessionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/));

/** The WebRTC negotiation one side of a call hands the other: never stored, only relayed. */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp }),
  z.object({ kind: z.literal('answer'), sdp }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.string().check(z.maxLength(2000)),
    sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    sdpMLineIndex: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(64)))),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

/** The requests of calls (docs/chat-service.md "Calls"), spread into the chat's request union. */
export const CALL_REQUESTS = [
  z.object({
    type: z.literal('initiateCall'),
    receiverId: z.string().check(z.maxLength(128)),
    receiverType: z.enum(['user', 'group']),
    callType: z.enum(CALL_TYPES),
  }),
  z.object({ type: z.literal('acceptCall'), sessionId: callSessionIdSchema }),
  z.object({ type: z.literal('rejectCall'), sessionId: callSessionIdSchema, status: z.enum(REJECT_STATUSES) }),
  z.object({ type: z.literal('endCall'), sessionId: callSessionIdSchema }),
  z.object({ type: z.literal('callSignal'), sessionId: callSessionIdSchema, signal: callSignalSchema }),
  z.object({ type: z.literal('iceServers') }),
  // Group calls (meetings, docs/decisions/0025): start one in a group, announce it (the meeting custom message),
  // join and leave it, and relay a WebRTC signal to one other participant of the mesh.
  z.object({ type: z.literal('startMeeting'), guid: z.string().check(z.maxLength(128)) }),
  z.object({
    type: z.literal('announceMeeting'),
    guid: z.string().check(z.maxLength(128)),
    sessionId: meetingSessionIdSchema,
    muid: z.optional(z.string().check(z.maxLength(64))),
  }),
  z.object({ type: z.literal('joinMeeting'), sessionId: meetingSessionIdSchema }),
  z.object({ type: z.literal('leaveMeeting'), sessionId: meetingSessionIdSchema }),
  z.object({
    type: z.literal('meetingSignal'),
    sessionId: meetingSessionIdSchema,
    to: z.string().check(z.maxLength(128)),
    signal: callSignalSchema,
  }),
] as const;

/** One ICE server as RTCPeerConnection takes it. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** What a relayed signal looks like on the other side: the call's session, who sent it, the signal. */
export const callSignalPushSchema = z.object({ sessionId: z.string(), from: z.string(), signal: callSignalSchema });
export type CallSignalPush = z.infer<typeof callSignalPushSchema>;

/** The refusals of calls: a module of their own like the rich messages', so the bubble does not carry them. */
export const CALL_CODES = {
  /** A session id the asker has no call under: unknown, forged, or someone else's (the same answer for each). */
  callNotFound: 'ERR_CALL_NOT_FOUND',
  /** Accepting, rejecting or signalling a call that is over, or accepting one that is not ringing any more. */
  callNotActive: 'ERR_CALL_NOT_ACTIVE',
  /** Starting or accepting a call while in another (§4 "You are already in an ongoing call"). */
  alreadyInCall: 'ERR_ALREADY_IN_CALL',
  /** Initiated calls go to users; group calls are a later slice (docs/decisions/0024-calls.md). */
  groupCallsNotOffered: 'ERR_GROUP_CALLS_NOT_OFFERED',
  /** Only the callee accepts or rejects with rejected or busy, only the caller cancels. */
  notYourTurn: 'ERR_CALL_NOT_ALLOWED',
  /** §5 "Meeting start or join needs a session id, else ERR_EMPTY_CALL_SESSION_ID". */
  emptySessionId: 'ERR_EMPTY_CALL_SESSION_ID',
  /** Joining a peer-to-peer (mesh) meeting that already has CALL_MESH_MAX_PARTICIPANTS participants. */
  meshFull: 'ERR_CALL_MESH_FULL',
} as const;

// ---- Group calls (meetings) -----------------------------------------------------------------------------------------

/** How a meeting's media travel: every participant to every other (mesh), or through a media server (sfu). */
export const MEETING_MEDIA_MODES = ['mesh', 'sfu'] as const;
export type MeetingMediaMode = (typeof MEETING_MEDIA_MODES)[number];

/** One person in a meeting: `seq` orders the joins (in a mesh, the later joiner offers to the earlier one). */
export const meetingParticipantSchema = z.object({ uid: z.string(), name: z.string(), seq: z.number() });
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>;

/** A meeting as the server tells it: its session, its group, who started it and when. */
export const meetingSchema = z.object({
  sessionId: z.string(),
  guid: z.string(),
  starterUid: z.string(),
  startedAt: z.number(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * What starting or joining a meeting answers: the meeting, who is in it now (oneself included, with one's own seq),
 * how the media travel (an SFU adds its own fields to `media`), and the ICE servers for this user.
 */
export const meetingJoinSchema = z.object({
  meeting: meetingSchema,
  self: meetingParticipantSchema,
  participants: z.array(meetingParticipantSchema),
  media: z.object({ mode: z.enum(MEETING_MEDIA_MODES) }),
  iceServers: z.array(iceServerSchema),
});
export type MeetingJoin = z.infer<typeof meetingJoinSchema>;

/** Pushed to a meeting's participants whenever someone joins or leaves: who is in it now. */
export const meetingParticipantsPushSchema = z.object({
  sessionId: z.string(),
  participants: z.array(meetingParticipantSchema),
});

/** The meeting custom message's customData (chat-widget.md §3 "Meeting custom message"). */
export const meetingCustomDataSchema = z.object({
  sessionID: z.string(),
  sessionId: z.string(),
  callType: z.literal('video'),
});
