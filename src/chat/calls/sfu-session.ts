/**
 * A meeting's media through the SFU (docs/decisions/0025-group-calls.md "SFU (Janus)"): the GroupMediaSession of
 * a meeting whose join answered `media: { mode: 'sfu' }`. Two PeerConnections, as Janus's VideoRoom multistream has
 * them: the publisher sends this window's microphone and camera, the subscriber receives everyone else's in one
 * connection. All signalling goes over the chat socket as the sfu* requests of docs/chat-service.md "Group calls
 * (SFU)"; the server checks and forwards them to Janus, whose offers for the subscriber come back as sfuOffer
 * pushes. Janus puts its candidates in its SDP; this window trickles its own.
 */
import type { PushDataOf, ResultOf } from '../../../shared/chat/chat-frames';
import type { ChatRequest } from '../../../shared/chat/chat-requests';
import type { SfuOfferPush, SfuTarget } from '../../../shared/chat/sfu';
import type { GroupMediaSession } from './group-media';

/** The SFU pushes of the chat socket. */
export type SfuPush =
  { event: 'sfuPublishers'; data: PushDataOf<'sfuPublishers'> } | { event: 'sfuOffer'; data: PushDataOf<'sfuOffer'> };

/** What the session needs of the chat connection: its requests, and its SFU pushes. */
export interface SfuSignalling {
  request<F extends ChatRequest>(frame: F): Promise<ResultOf<F['type']>>;
  /** Listens to the SFU pushes; returns the unsubscribe. */
  onSfuPush(listener: (push: SfuPush) => void): () => void;
}

export interface SfuSessionOptions {
  /** The meeting's session id and its group. */
  sessionId: string;
  guid: string;
  signalling: SfuSignalling;
  /** The ICE servers of the chat's `iceServers` request (TURN to reach Janus's media ports from behind NAT). */
  iceServers?: RTCIceServer[];
}

type Kind = 'audio' | 'video';

export function createSfuSession({
  sessionId,
  guid,
  signalling,
  iceServers = [],
}: SfuSessionOptions): GroupMediaSession {
  const listeners = new Set<(streams: ReadonlyMap<string, MediaStream>) => void>();
  let publisher: RTCPeerConnection | undefined;
  let subscriber: RTCPeerConnection | undefined;
  let participantId: string | undefined;
  let stopListening: (() => void) | undefined;
  let left = false;
  /** Which uid each subscriber mid carries, from Janus's latest offer. */
  let midOwners = new Map<string, string>();
  /** The remote streams by uid; a uid's stream is replaced when its tracks change, so a video element reloads it. */
  let streams = new Map<string, MediaStream>();
  const senders = new Map<Kind, RTCRtpSender>();
  /** Pushes, and the subscriber's negotiations, one after another in the order they came. */
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(() => undefined);
  };

  const publish = () => {
    const snapshot: ReadonlyMap<string, MediaStream> = new Map(streams);
    for (const listener of [...listeners]) listener(snapshot);
  };

  function trickleFrom(connection: RTCPeerConnection, target: SfuTarget) {
    connection.addEventListener('icecandidate', ({ candidate }) => {
      if (left) return;
      const frame = candidate
        ? {
            type: 'sfuTrickle' as const,
            sessionId,
            target,
            candidate: {
              candidate: candidate.candidate,
              sdpMid: candidate.sdpMid,
              sdpMLineIndex: candidate.sdpMLineIndex,
            },
          }
        : { type: 'sfuTrickle' as const, sessionId, target };
      // An empty candidate string is Chrome's end of a generation: Janus takes the end once, without candidate.
      if (candidate && !candidate.candidate) return;
      void signalling.request(frame).catch(() => undefined);
    });
  }

  /** Rebuilds the streams by uid from the subscriber's live transceivers and the owners of their mids. */
  function collectStreams() {
    const tracks = new Map<string, MediaStreamTrack[]>();
    for (const transceiver of subscriber?.getTransceivers() ?? []) {
      const uid = transceiver.mid === null ? undefined : midOwners.get(transceiver.mid);
      const track = transceiver.receiver.track;
      if (uid === undefined || transceiver.currentDirection === 'inactive' || track.readyState === 'ended') continue;
      tracks.set(uid, [...(tracks.get(uid) ?? []), track]);
    }
    const next = new Map<string, MediaStream>();
    for (const [uid, owned] of tracks) {
      const before = streams.get(uid);
      const same =
        before !== undefined &&
        before.getTracks().length === owned.length &&
        owned.every((track) => before.getTracks().includes(track));
      next.set(uid, same ? before : new MediaStream(owned));
    }
    streams = next;
    publish();
  }

  async function answerOffer(push: SfuOfferPush) {
    if (!subscriber) {
      subscriber = new RTCPeerConnection({ iceServers });
      trickleFrom(subscriber, 'subscriber');
      subscriber.addEventListener('track', () => collectStreams());
    }
    midOwners = new Map(push.streams.map((stream) => [stream.mid, stream.uid]));
    await subscriber.setRemoteDescription({ type: 'offer', sdp: push.sdp });
    await subscriber.setLocalDescription(await subscriber.createAnswer());
    await signalling.request({ type: 'sfuStart', sessionId, sdp: subscriber.localDescription?.sdp ?? '' });
    collectStreams();
  }

  async function subscribeTo(uids: string[]) {
    if (uids.length === 0) return;
    await signalling.request({ type: 'sfuSubscribe', sessionId, uids });
  }

  /** Pushes of this meeting that came before the join's answer (which names our participant id) did. */
  let beforeJoin: SfuPush[] | undefined = [];

  function onPush(push: SfuPush) {
    if (left || push.data.sessionId !== sessionId) return;
    if (beforeJoin) {
      beforeJoin.push(push);
      return;
    }
    if (push.data.participantId !== participantId) return;
    if (push.event === 'sfuOffer') {
      const offer = push.data;
      inOrder(() => answerOffer(offer));
      return;
    }
    const { joined, left: gone } = push.data;
    if (gone.length > 0) {
      // Janus renegotiates the subscription without them (autoupdate); their streams go now.
      for (const uid of gone) streams.delete(uid);
      publish();
    }
    inOrder(() => subscribeTo(joined.map((one) => one.uid)));
  }

  return {
    mode: 'sfu',
    async start(local) {
      stopListening = signalling.onSfuPush(onPush);
      const joined = await signalling.request({ type: 'sfuJoin', sessionId, guid });
      participantId = joined.participantId;
      // A push may overtake the answer on its way (the two travel apart across processes): who it says came or went
      // joins the answer's list, so each publisher is asked for once.
      const publishing = new Set(joined.publishers.map((one) => one.uid));
      for (const push of beforeJoin ?? []) {
        if (push.event !== 'sfuPublishers' || push.data.participantId !== participantId) continue;
        for (const one of push.data.joined) publishing.add(one.uid);
        for (const uid of push.data.left) publishing.delete(uid);
      }
      beforeJoin = undefined;
      publisher = new RTCPeerConnection({ iceServers });
      trickleFrom(publisher, 'publisher');
      for (const kind of ['audio', 'video'] as const) {
        const [track] = kind === 'audio' ? local.getAudioTracks() : local.getVideoTracks();
        // A transceiver for each kind, even without a track yet, so replaceTrack never needs a renegotiation.
        const transceiver = publisher.addTransceiver(track ?? kind, { direction: 'sendonly', streams: [local] });
        senders.set(kind, transceiver.sender);
      }
      await publisher.setLocalDescription(await publisher.createOffer());
      const { sdp } = await signalling.request({
        type: 'sfuPublish',
        sessionId,
        sdp: publisher.localDescription?.sdp ?? '',
      });
      await publisher.setRemoteDescription({ type: 'answer', sdp });
      inOrder(() => subscribeTo([...publishing]));
    },
    onRemoteStreams(listener) {
      listeners.add(listener);
      if (streams.size > 0) listener(new Map(streams));
      return () => listeners.delete(listener);
    },
    async replaceTrack(kind, track) {
      await senders.get(kind)?.replaceTrack(track);
    },
    leave() {
      if (left) return;
      left = true;
      stopListening?.();
      listeners.clear();
      publisher?.close();
      subscriber?.close();
      streams = new Map();
      void signalling.request({ type: 'sfuLeave', sessionId }).catch(() => undefined);
    },
  };
}
