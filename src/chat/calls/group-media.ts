export interface GroupMediaSession {
  readonly mode: 'mesh' | 'sfu';
  start(local: MediaStream): Promise<void>;
  onRemoteStreams(listener: (streams: ReadonlyMap<string, MediaStream>) => void): () => void; // key: uid
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void>;
  leave(): void;
}
