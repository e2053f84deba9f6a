/**
 * A meeting's media as a full mesh (docs/decisions/0025 "Mesh"): one RTCPeerConnection to every other participant,
 * peer to peer with the ICE servers of the join answer. Of every two participants the later joiner (the higher
 * `seq`) offers and the earlier one answers, so no two offers cross; the signals go through the chat server to that
 * one participant (`send`). A participant who leaves takes their connection and stream with them.
 */
import type { CallSignal, IceServer, MeetingParticipant } from '../../../shared/chat/calls';
import type { GroupMediaSession } from './group-media';

export interface MeshOptions {
  self: MeetingParticipant;
  participants: MeetingParticipant[];
  iceServers: IceServer[];
  send(to: string, signal: CallSignal): void;
}

/** The mesh as its provider drives it: the signals and the participant list the server pushes. */
export interface MeshSession extends GroupMediaSession {
  receive(from: string, signal: CallSignal): void;
  setParticipants(participants: MeetingParticipant[]): void;
  /** Every peer connection's statistics (WebRTC getStats), for the bench. */
  stats(): Promise<RTCStatsReport[]>;
}

interface Peer {
  connection: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that came before the other side's description. */
  pending: RTCIceCandidateInit[];
  /** Signals are handled one after another, in the order they came. */
  queue: Promise<void>;
}

/** Signals that come before start(), kept until then. */
const MAX_EARLY_SIGNALS = 500;

export function createMeshSession(options: MeshOptions): MeshSession {
  const { self } = options;
  let participants = options.participants;
  let local: MediaStream | null = null;
  let left = false;
  const peers = new Map<string, Peer>();
  const early: { from: string; signal: CallSignal }[] = [];
  const listeners = new Set<(streams: ReadonlyMap<string, MediaStream>) => void>();

  const changed = () => {
    const streams = new Map<string, MediaStream>();
    for (const [uid, peer] of peers) if (peer.stream.getTracks().length > 0) streams.set(uid, peer.stream);
    for (const listener of [...listeners]) listener(streams);
  };

  function close(uid: string) {
    const peer = peers.get(uid);
    if (!peer) return;
    peer.connection.close();
    peers.delete(uid);
    changed();
  }

  function open(uid: string): Peer {
    close(uid);
    const connection = new RTCPeerConnection({ iceServers: options.iceServers });
    const peer: Peer = { connection, stream: new MediaStream(), pending: [], queue: Promise.resolve() };
    peers.set(uid, peer);
    for (const track of local?.getTracks() ?? []) connection.addTrack(track, local as MediaStream);
    connection.addEventListener('track', (event) => {
      peer.stream.addTrack(event.track);
      changed();
    });
    connection.addEventListener('icecandidate', (event) => {
      if (!event.candidate) return;
      options.send(uid, {
        kind: 'candidate',
        candidate: event.candidate.candidate,
        sdpMid: event.candidate.sdpMid,
        sdpMLineIndex: event.candidate.sdpMLineIndex,
      });
    });
    return peer;
  }

  const run = (peer: Peer, step: () => Promise<void>) => {
    peer.queue = peer.queue.then(step).catch(() => undefined);
  };

  async function flush(peer: Peer) {
    const waiting = peer.pending;
    peer.pending = [];
    for (const candidate of waiting) await peer.connection.addIceCandidate(candidate).catch(() => undefined);
  }

  function offerTo(uid: string) {
    const peer = open(uid);
    run(peer, async () => {
      await peer.connection.setLocalDescription(await peer.connection.createOffer());
      options.send(uid, { kind: 'offer', sdp: peer.connection.localDescription?.sdp ?? '' });
    });
  }

  /** Offers to every earlier joiner this window has no connection with yet. */
  function connectEarlier() {
    for (const other of participants) {
      if (other.uid !== self.uid && other.seq < self.seq && !peers.has(other.uid)) offerTo(other.uid);
    }
  }

  function handle(from: string, signal: CallSignal) {
    if (signal.kind === 'offer') {
      // A (re)joiner's offer: a fresh connection, whatever was there before.
      const peer = open(from);
      run(peer, async () => {
        await peer.connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await peer.connection.setLocalDescription(await peer.connection.createAnswer());
        options.send(from, { kind: 'answer', sdp: peer.connection.localDescription?.sdp ?? '' });
        await flush(peer);
      });
      return;
    }
    const peer = peers.get(from);
    if (!peer) return;
    if (signal.kind === 'answer') {
      run(peer, async () => {
        await peer.connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await flush(peer);
      });
      return;
    }
    const candidate: RTCIceCandidateInit = {
      candidate: signal.candidate,
      sdpMid: signal.sdpMid ?? null,
      sdpMLineIndex: signal.sdpMLineIndex ?? null,
    };
    run(peer, async () => {
      if (peer.connection.remoteDescription) await peer.connection.addIceCandidate(candidate).catch(() => undefined);
      else peer.pending.push(candidate);
    });
  }

  return {
    mode: 'mesh',
    async start(stream) {
      local = stream;
      connectEarlier();
      for (const { from, signal } of early.splice(0)) handle(from, signal);
    },
    onRemoteStreams(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async replaceTrack(kind, track) {
      await Promise.all(
        [...peers.values()].flatMap(({ connection }) =>
          connection
            .getTransceivers()
            .filter((transceiver) => transceiver.receiver.track.kind === kind)
            .map((transceiver) => transceiver.sender.replaceTrack(track)),
        ),
      );
    },
    leave() {
      left = true;
      for (const uid of [...peers.keys()]) close(uid);
      listeners.clear();
    },
    receive(from, signal) {
      if (left) return;
      if (!local) {
        if (early.length < MAX_EARLY_SIGNALS) early.push({ from, signal });
        return;
      }
      handle(from, signal);
    },
    setParticipants(now) {
      participants = now;
      if (!local || left) return;
      const present = new Set(now.map((one) => one.uid));
      for (const uid of [...peers.keys()]) if (!present.has(uid)) close(uid);
      connectEarlier();
    },
    async stats() {
      return Promise.all([...peers.values()].map(({ connection }) => connection.getStats()));
    },
  };
}
