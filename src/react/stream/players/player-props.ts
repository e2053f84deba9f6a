import type { StreamData } from '../stream-rules';

export interface PlayerProps {
  code: string;
  platform: string;
  params: StreamData['params'];
  /** The player shows the stream. */
  onLoaded: () => void;
  /** The stream cannot be played; the page shows the failure text. */
  onFailed: () => void;
}
