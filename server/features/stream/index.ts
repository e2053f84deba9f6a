// What other features may use of the stream feature (the console shows the streams and their viewers); lint holds
// them to it.
export { countVisitors } from './presence-store.js';
export { listStreams, type StoredStream } from './stream-store.js';
