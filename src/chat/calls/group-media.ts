/**
 * The media of a group call (a meeting, docs/decisions/0025), behind one interface whatever carries them: a full
 * mesh of peer connections (mesh-session.ts: every participant to every other) or a media server (an SFU). The join
 * answer of a meeting says which (`media.mode`); the call UI sees only this interface and the streams it hands out,
 * keyed by the participant's uid.
 */
export interface GroupMediaSession {
  readonly mode: 'mesh' | 'sfu';
  start(local: MediaStream): Promise<void>;
  onRemoteStreams(listener: (streams: ReadonlyMap<string, MediaStream>) => void): () => void; // key: uid
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void>;
  leave(): void;
}
