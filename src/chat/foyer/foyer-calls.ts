/**
 * Our provider's calls (the call port, src/chat/call-port.ts) over the /chat socket: the requests of
 * docs/chat-service.md "Calls", the call messages the server pushes turned into the call listener's events, and the
 * WebRTC signals handed to this window's media session (foyer-call-media.ts, its own chunk, loaded when a call is
 * answered). A chunk of its own: foyer-calls-lazy.ts loads it once the call UI listens or calls.
 */
import type { Call, CallDevice, CallListener, CallSession, ChatCalls, RejectStatus } from '../call-port';
import type { CALL_CODES, CallSignal, MeetingJoin, MeetingParticipant } from '../../../shared/chat/calls';
import type { GroupMediaSession } from '../calls/group-media';
import type { MeshSession } from '../calls/mesh-session';
import type { SfuPush } from '../calls/sfu-session';

type CallCode = (typeof CALL_CODES)[keyof typeof CALL_CODES];
/**
 * A refusal of this window's own, with its code as the server's would carry it. Plain values only: importing the
 * codes' module or the chat port's error class would pull them into this chunk, which the panel then loads.
 */
const refusal = (code: CallCode, message: string) => Object.assign(new Error(message), { name: 'ChatError', code });
import type { ChatMessage } from '../../../shared/chat/chat-entities';
import type { FoyerSession } from './foyer-session';

/** A ringing call older than this arrived late (a catch-up after a reconnect): it rings no more. */
const STALE_RING_SECONDS = 60;
/** Signals that came before this window's media session started, kept per call until it does. */
const MAX_EARLY_SIGNALS = 200;

/** A call message as the port's Call. */
export function callOf(message: ChatMessage): Call | null {
  const details = message.call;
  if (!details || (message.type !== 'audio' && message.type !== 'video')) return null;
  return {
    sessionId: details.sessionId,
    type: message.type,
    status: details.status,
    receiverType: message.receiverType,
    sender: {
      uid: message.sender.uid,
      name: message.sender.name,
      ...(message.sender.avatar ? { avatar: message.sender.avatar } : {}),
    },
    initiatorUid: details.callInitiator,
    receiverUid: details.callReceiver,
    initiatedAt: details.initiatedAt,
    ...(details.joinedAt === undefined ? {} : { joinedAt: details.joinedAt }),
    ...(details.endedAt === undefined ? {} : { endedAt: details.endedAt }),
  };
}

type MediaSession = CallSession & { receive(signal: CallSignal): void };

export function createFoyerCalls(session: FoyerSession): ChatCalls {
  const { request, ownMessage, setCallEvents } = session.foyerParts;
  const listeners = new Map<string, CallListener>();
  /** Calls this window made that still ring. */
  const outgoing = new Map<string, Call>();
  /** Calls ringing here that this window has not answered. */
  const ringing = new Map<string, Call>();
  /** Calls this window takes part in, with their media once started. */
  const active = new Map<string, MediaSession | null>();
  const early = new Map<string, CallSignal[]>();
  /** Meetings this window joined: who is in, their listeners, the mesh or SFU session once its media started. */
  const meetings = new Map<
    string,
    {
      participants: MeetingParticipant[];
      mesh: MeshSession | null;
      sfu: GroupMediaSession | null;
      early: { from: string; signal: CallSignal }[];
    }
  >();
  /** The SFU sessions' listeners of the SFU pushes. */
  const sfuListeners = new Set<(push: SfuPush) => void>();
  const meetingListeners = new Map<string, { sessionId: string; listener: (all: MeetingParticipant[]) => void }>();

  const emit = (call: (listener: CallListener) => void) => {
    for (const listener of [...listeners.values()]) call(listener);
  };

  function closeMedia(sessionId: string) {
    active.get(sessionId)?.close();
    active.delete(sessionId);
    early.delete(sessionId);
  }

  async function onMessage(message: ChatMessage) {
    const call = callOf(message);
    if (!call) return;
    const me = (await session.getLoggedInUser())?.uid;
    const id = call.sessionId;
    switch (call.status) {
      case 'initiated':
        if (call.receiverUid !== me || Date.now() / 1000 - call.initiatedAt > STALE_RING_SECONDS) return;
        ringing.set(id, call);
        return emit((l) => l.onIncomingCallReceived?.(call));
      case 'ongoing':
        if (outgoing.delete(id)) {
          active.set(id, null);
          return emit((l) => l.onOutgoingCallAccepted?.(call));
        }
        // Accepted in another window or on another device of ours.
        if (ringing.delete(id)) emit((l) => l.onIncomingCallCancelled?.(call));
        return;
      case 'ended':
        if (active.has(id)) {
          closeMedia(id);
          emit((l) => l.onCallEnded?.(call));
        }
        return;
      default:
        // rejected, busy, cancelled, unanswered: the ring is over, on whichever side it rang.
        if (outgoing.delete(id)) emit((l) => l.onOutgoingCallRejected?.(call));
        if (ringing.delete(id)) emit((l) => l.onIncomingCallCancelled?.(call));
        if (active.has(id)) {
          closeMedia(id);
          emit((l) => l.onCallEnded?.(call));
        }
    }
  }

  setCallEvents({
    message: (message) => void onMessage(message),
    signal({ sessionId, signal }) {
      const media = active.get(sessionId);
      if (media) return media.receive(signal);
      if (!active.has(sessionId)) return;
      const waiting = early.get(sessionId) ?? [];
      if (waiting.length < MAX_EARLY_SIGNALS) waiting.push(signal);
      early.set(sessionId, waiting);
    },
    meetingParticipants({ sessionId, participants }) {
      const meeting = meetings.get(sessionId);
      if (!meeting) return;
      meeting.participants = participants;
      meeting.mesh?.setParticipants(participants);
      for (const { sessionId: id, listener } of [...meetingListeners.values()])
        if (id === sessionId) listener(participants);
    },
    meetingSignal({ sessionId, from, signal }) {
      const meeting = meetings.get(sessionId);
      if (meeting?.mesh) meeting.mesh.receive(from, signal);
      else if (meeting && meeting.early.length < MAX_EARLY_SIGNALS) meeting.early.push({ from, signal });
    },
    sfu(push) {
      for (const listener of [...sfuListeners]) listener(push);
    },
  });

  const joined = (join: MeetingJoin): MeetingJoin => {
    const before = meetings.get(join.meeting.sessionId);
    meetings.set(join.meeting.sessionId, {
      participants: join.participants,
      mesh: null,
      sfu: null,
      early: before?.early ?? [],
    });
    return join;
  };
  const needsSessionId = (sessionId: string) => {
    // §5 "Meeting start or join needs a session id, else ERR_EMPTY_CALL_SESSION_ID".
    if (sessionId === '') {
      throw refusal('ERR_EMPTY_CALL_SESSION_ID', 'Starting or joining a meeting needs a session id');
    }
  };

  /** Our own change of a call, as the server answered it: never handed to the listeners again. */
  const own = (message: ChatMessage): Call => {
    const call = callOf(ownMessage(message));
    if (!call) throw new Error('the server answered a call request with no call');
    return call;
  };

  return {
    async initiateCall(input) {
      const call = own(
        await request({
          type: 'initiateCall',
          receiverId: input.receiverId,
          receiverType: input.receiverType,
          callType: input.type,
        }),
      );
      if (call.status === 'initiated') outgoing.set(call.sessionId, call);
      return call;
    },
    async acceptCall(sessionId) {
      const call = own(await request({ type: 'acceptCall', sessionId }));
      ringing.delete(sessionId);
      active.set(sessionId, null);
      return call;
    },
    async rejectCall(sessionId, status: RejectStatus) {
      ringing.delete(sessionId);
      outgoing.delete(sessionId);
      return own(await request({ type: 'rejectCall', sessionId, status }));
    },
    async endCall(sessionId) {
      closeMedia(sessionId);
      return own(await request({ type: 'endCall', sessionId }));
    },
    async startSession(call, devices = {}) {
      const me = (await session.getLoggedInUser())?.uid;
      const [{ openCallMedia }, { iceServers }] = await Promise.all([
        import('./foyer-call-media'),
        request({ type: 'iceServers' }),
      ]);
      const media = await openCallMedia({
        sessionId: call.sessionId,
        type: call.type,
        iceServers,
        otherUid: call.initiatorUid === me ? call.receiverUid : call.initiatorUid,
        offerer: call.initiatorUid === me,
        devices,
        send: (signal) =>
          void request({ type: 'callSignal', sessionId: call.sessionId, signal }).catch(() => undefined),
      });
      // Ended while the devices opened: nothing to connect to any more.
      if (!active.has(call.sessionId)) {
        media.close();
        throw new Error('the call ended before its media started');
      }
      active.set(call.sessionId, media);
      for (const signal of early.get(call.sessionId) ?? []) media.receive(signal);
      early.delete(call.sessionId);
      return media;
    },
    addCallListener(id, listener) {
      listeners.set(id, listener);
    },
    removeCallListener(id) {
      listeners.delete(id);
    },
    async listDevices() {
      const devices = await navigator.mediaDevices.enumerateDevices();
      return devices.flatMap((device): CallDevice[] =>
        device.deviceId === '' ? [] : [{ kind: device.kind, deviceId: device.deviceId, label: device.label }],
      );
    },
    async startMeeting(guid) {
      return joined(await request({ type: 'startMeeting', guid }));
    },
    async announceMeeting(guid, sessionId) {
      needsSessionId(sessionId);
      return ownMessage(await request({ type: 'announceMeeting', guid, sessionId }));
    },
    async joinMeeting(sessionId) {
      needsSessionId(sessionId);
      return joined(await request({ type: 'joinMeeting', sessionId }));
    },
    async leaveMeeting(sessionId) {
      const meeting = meetings.get(sessionId);
      meeting?.mesh?.leave();
      meeting?.sfu?.leave();
      meetings.delete(sessionId);
      if (meeting) await request({ type: 'leaveMeeting', sessionId });
    },
    async groupMedia(join) {
      const sessionId = join.meeting.sessionId;
      const meeting = meetings.get(sessionId);
      if (!meeting) throw refusal('ERR_CALL_NOT_FOUND', 'This window has not joined the meeting');
      if (join.media.mode === 'sfu') {
        const { createSfuSession } = await import('../calls/sfu-session');
        meeting.sfu = createSfuSession({
          sessionId,
          guid: join.meeting.guid,
          iceServers: join.iceServers,
          signalling: {
            request,
            onSfuPush(listener) {
              sfuListeners.add(listener);
              return () => sfuListeners.delete(listener);
            },
          },
        });
        return meeting.sfu;
      }
      const { createMeshSession } = await import('../calls/mesh-session');
      const mesh = createMeshSession({
        self: join.self,
        participants: meeting.participants,
        iceServers: join.iceServers,
        send: (to, signal) => void request({ type: 'meetingSignal', sessionId, to, signal }).catch(() => undefined),
      });
      meeting.mesh = mesh;
      // The mesh keeps what came before its media start, and handles it then.
      for (const { from, signal } of meeting.early.splice(0)) mesh.receive(from, signal);
      return mesh;
    },
    addMeetingListener(id, sessionId, listener) {
      meetingListeners.set(id, { sessionId, listener });
    },
    removeMeetingListener(id) {
      meetingListeners.delete(id);
    },
  };
}
