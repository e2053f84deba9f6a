/**
 * The call port (issue 17): everything the call UI may ask of a calls provider (chat-widget.md §4 Incoming call,
 * Outgoing call; §7 Initiate / Accept / Reject / End call), beside the chat port and named after CometChat's calls
 * SDK so its adapter maps one to one: `initiateCall`, `acceptCall`, `rejectCall(sessionId, status)`, `endCall`, and a
 * call listener with `onIncomingCallReceived`, `onIncomingCallCancelled`, `onOutgoingCallAccepted`,
 * `onOutgoingCallRejected` (busy is a rejection with status busy, as the SDK reports it) and `onCallEnded`.
 *
 * The media are a `CallSession`: the local stream and each other participant's stream, mute, camera, devices. A
 * one-to-one call has one participant; a group call (a direct call through an SFU, or a mesh: a later slice, see
 * docs/decisions/0024-calls.md) would have several and join by group with `joinDirectCall`, which this port leaves
 * for then. The UI knows only this port; no provider type reaches it.
 */
import type { CallStatus, CallType } from '../../shared/chat/calls.js';
import type { MeetingJoin, MeetingParticipant } from '../../shared/chat/calls.js';
import type { ChatMessage } from '../../shared/chat/chat-entities.js';
import type { ReceiverType } from '../../shared/chat/chat-kinds.js';
import type { GroupMediaSession } from './calls/group-media.js';

export type { CallStatus, CallType, MeetingJoin, MeetingParticipant } from '../../shared/chat/calls.js';
export type { GroupMediaSession } from './calls/group-media.js';

/** A person as a call shows them. */
export interface CallPerson {
  uid: string;
  name: string;
  avatar?: string;
}

/** §3 Call, as one change of it reached us. */
export interface Call {
  sessionId: string;
  type: CallType;
  status: CallStatus;
  receiverType: ReceiverType;
  /** Who made this change (the caller for initiated, the callee for busy, ...). */
  sender: CallPerson;
  /** §3 callInitiator and the called user's uid. */
  initiatorUid: string;
  receiverUid: string;
  /** Epoch seconds. */
  initiatedAt: number;
  joinedAt?: number;
  endedAt?: number;
}

/** §7 "Reject call: session id, status rejected or cancelled"; busy: the callee is in another call. */
export type RejectStatus = 'rejected' | 'cancelled' | 'busy';

export interface InitiateCallInput {
  receiverId: string;
  receiverType: ReceiverType;
  type: CallType;
}

/** §7 live listeners "calls (incoming, cancelled, outgoing accepted and rejected)", and a call's end. */
export interface CallListener {
  /** Someone calls the logged-in user: §4 the incoming alert rings. */
  onIncomingCallReceived?(call: Call): void;
  /**
   * A call that rang here stopped ringing without this window answering it: the caller cancelled, nobody answered
   * in time, or another window or device of the logged-in user accepted or declined it.
   */
  onIncomingCallCancelled?(call: Call): void;
  /** The callee accepted a call this window made: §4 the call screen opens. */
  onOutgoingCallAccepted?(call: Call): void;
  /** The callee declined (rejected), is in another call (busy), or nobody answered (unanswered). */
  onOutgoingCallRejected?(call: Call): void;
  /** The other side ended a call this window takes part in, or its window went away. */
  onCallEnded?(call: Call): void;
}

/** The media devices a call can use (§2 device-source picker for video, input audio and output audio). */
export interface CallDevice {
  kind: 'videoinput' | 'audioinput' | 'audiooutput';
  deviceId: string;
  label: string;
}

/** One other participant of a call and what they send. */
export interface CallParticipant {
  uid: string;
  stream: MediaStream;
}

/** The media of an accepted call in this window. */
export interface CallSession {
  readonly sessionId: string;
  /** What this window sends: its microphone and, for a video call, its camera. */
  readonly localStream: MediaStream;
  /** The other participants as they are now; one in a one-to-one call. */
  participants(): CallParticipant[];
  /** Called whenever a participant's media arrive, change or go; returns how to stop listening. */
  onParticipantsChanged(callback: (participants: CallParticipant[]) => void): () => void;
  setAudioMuted(muted: boolean): void;
  setVideoEnabled(enabled: boolean): void;
  /** Switches the microphone or camera to another device without ending the call. */
  useDevice(kind: 'audioinput' | 'videoinput', deviceId: string): Promise<void>;
  /** The transport's statistics (WebRTC getStats), for the bench and the tests: frames decoded, bytes received. */
  stats(): Promise<RTCStatsReport[]>;
  /** Stops this window's media and connections; endCall tells the other side. */
  close(): void;
}

/** Audio and video calls: the calls capability of a chat provider (ChatCapabilities.calls). */
export interface ChatCalls {
  /** §7 "Initiate call"; answers the call as initiated, or at once as busy when the callee is in another call. */
  initiateCall(input: InitiateCallInput): Promise<Call>;
  /** §7 "Accept call": answers the call as ongoing. */
  acceptCall(sessionId: string): Promise<Call>;
  /** §7 "Reject call": the callee declines (rejected, busy), the caller cancels (cancelled). */
  rejectCall(sessionId: string, status: RejectStatus): Promise<Call>;
  /** §7 "End call", for both sides. */
  endCall(sessionId: string): Promise<Call>;
  addCallListener(id: string, listener: CallListener): void;
  removeCallListener(id: string): void;
  /** Opens this window's media for an accepted call and connects them to the other side. */
  startSession(call: Call, options?: { audioInput?: string; videoInput?: string }): Promise<CallSession>;
  /** The devices the browser offers; labels once the visitor allowed media. */
  listDevices(): Promise<CallDevice[]>;

  // Group calls (meetings)
  /**
   * §4 "Direct/meeting call": starts a video meeting in a group (its session id is the provider's) and joins it.
   * The answer says who is in it and how its media travel (`media.mode`).
   */
  startMeeting(guid: string): Promise<MeetingJoin>;
  /** §4 "sends the meeting custom message": tells the group's members, who see its alert and its card. */
  announceMeeting(guid: string, sessionId: string): Promise<ChatMessage>;
  /** Joins a meeting by its session id (ERR_EMPTY_CALL_SESSION_ID without one). */
  joinMeeting(sessionId: string): Promise<MeetingJoin>;
  /** Leaves a meeting this window takes part in, and stops its media. */
  leaveMeeting(sessionId: string): Promise<void>;
  /** The media of a meeting this window joined, as its join answer says they travel. */
  groupMedia(join: MeetingJoin): Promise<GroupMediaSession>;
  /** Who is in a meeting this window joined, whenever that changes; removeMeetingListener stops it. */
  addMeetingListener(id: string, sessionId: string, listener: (participants: MeetingParticipant[]) => void): void;
  removeMeetingListener(id: string): void;
}
