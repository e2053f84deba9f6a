/**
 * One window's media of a one-to-one call (docs/decisions/0024-calls.md): its microphone and camera, one
 * RTCPeerConnection to the other side, peer to peer with the ICE servers the server handed out (STUN, TURN with
 * short-lived credentials). The caller offers; the callee answers; candidates trickle both ways through the chat
 * socket. A chunk of its own, loaded when a call is answered.
 */
import type { CallParticipant, CallSession, CallType } from '../call-port';
import type { CallSignal, IceServer } from '../../../shared/chat/calls';

export interface CallMediaOptions {
  sessionId: string;
  type: CallType;
  iceServers: IceServer[];
  otherUid: string;
  /** The caller makes the offer. */
  offerer: boolean;
  devices: { audioInput?: string; videoInput?: string };
  send(signal: CallSignal): void;
}

const constraint = (deviceId: string | undefined): MediaTrackConstraints | true =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

export async function openCallMedia(
  options: CallMediaOptions,
): Promise<CallSession & { receive(signal: CallSignal): void }> {
  const localStream = await navigator.mediaDevices.getUserMedia({
    audio: constraint(options.devices.audioInput),
    video: options.type === 'video' ? constraint(options.devices.videoInput) : false,
  });
  const connection = new RTCPeerConnection({ iceServers: options.iceServers });
  for (const track of localStream.getTracks()) connection.addTrack(track, localStream);

  let participants: CallParticipant[] = [];
  const watchers = new Set<(participants: CallParticipant[]) => void>();
  const changed = () => {
    for (const watcher of [...watchers]) watcher(participants);
  };
  const remote = new MediaStream();
  connection.addEventListener('track', (event) => {
    remote.addTrack(event.track);
    participants = [{ uid: options.otherUid, stream: remote }];
    changed();
  });
  connection.addEventListener('icecandidate', (event) => {
    if (!event.candidate) return;
    options.send({
      kind: 'candidate',
      candidate: event.candidate.candidate,
      sdpMid: event.candidate.sdpMid,
      sdpMLineIndex: event.candidate.sdpMLineIndex,
    });
  });

  /** Candidates that came before the other side's description: added once it is set. */
  let pending: RTCIceCandidateInit[] = [];
  const flush = async () => {
    const waiting = pending;
    pending = [];
    for (const candidate of waiting) await connection.addIceCandidate(candidate).catch(() => undefined);
  };
  // Signals are handled one after another, in the order they came.
  let queue: Promise<void> = Promise.resolve();
  const handle = async (signal: CallSignal) => {
    if (connection.signalingState === 'closed') return;
    if (signal.kind === 'offer') {
      await connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await connection.setLocalDescription(await connection.createAnswer());
      options.send({ kind: 'answer', sdp: connection.localDescription?.sdp ?? '' });
      await flush();
    } else if (signal.kind === 'answer') {
      await connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await flush();
    } else {
      const candidate: RTCIceCandidateInit = {
        candidate: signal.candidate,
        sdpMid: signal.sdpMid ?? null,
        sdpMLineIndex: signal.sdpMLineIndex ?? null,
      };
      if (connection.remoteDescription) await connection.addIceCandidate(candidate).catch(() => undefined);
      else pending.push(candidate);
    }
  };

  if (options.offerer) {
    queue = queue.then(async () => {
      await connection.setLocalDescription(await connection.createOffer());
      options.send({ kind: 'offer', sdp: connection.localDescription?.sdp ?? '' });
    });
  }

  const tracksOf = (kind: 'audio' | 'video') => localStream.getTracks().filter((track) => track.kind === kind);

  return {
    sessionId: options.sessionId,
    localStream,
    participants: () => participants,
    onParticipantsChanged(callback) {
      watchers.add(callback);
      return () => watchers.delete(callback);
    },
    setAudioMuted(muted) {
      for (const track of tracksOf('audio')) track.enabled = !muted;
    },
    setVideoEnabled(enabled) {
      for (const track of tracksOf('video')) track.enabled = enabled;
    },
    async useDevice(kind, deviceId) {
      const media = kind === 'audioinput' ? 'audio' : 'video';
      const fresh = await navigator.mediaDevices.getUserMedia({ [media]: { deviceId: { exact: deviceId } } });
      const [track] = fresh.getTracks();
      if (!track) return;
      const [old] = tracksOf(media);
      if (old) track.enabled = old.enabled;
      const sender = connection.getSenders().find((one) => one.track?.kind === media);
      await sender?.replaceTrack(track);
      if (old) {
        localStream.removeTrack(old);
        old.stop();
      }
      localStream.addTrack(track);
    },
    async stats() {
      return [await connection.getStats()];
    },
    receive(signal) {
      queue = queue.then(() => handle(signal)).catch(() => undefined);
    },
    close() {
      for (const track of localStream.getTracks()) track.stop();
      connection.close();
      watchers.clear();
    },
  };
}
