import { useCallback, useEffect, useState } from 'react';
import { AUTOPLAY_MAX_RETRIES, AUTOPLAY_RETRY_MS } from '../../core/constants';

export interface Autoplay {
  /** The browser refused every attempt, muted ones too: the "Livestream starten" dialog asks for a click. */
  blocked: boolean;
  /** The stream plays muted because the browser refused sound without a click: offer to unmute. */
  mutedByBrowser: boolean;
  /** Plays with sound, from a click. */
  start(): void;
  /** Turns the sound on, from a click. */
  unmute(): void;
}

/**
 * §2 autoplay: once the video has its source, play() is tried, and retried every 500 ms up to 5 times; if the
 * browser still refuses, `blocked` turns true and `start()` (called from a click) plays it. Browsers refuse sound
 * without a gesture far more often than pictures, so each attempt that is refused tries again muted before it
 * counts as refused (issue #19 item 10): the visitor sees the stream and gets an unmute control instead of a dialog.
 */
export function useAutoplay(video: HTMLVideoElement | null, enabled: boolean): Autoplay {
  const [blocked, setBlocked] = useState(false);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);

  useEffect(() => {
    if (!video || !enabled) return;
    let retries = 0;
    let timer: number | undefined;
    let cancelled = false;
    const playsMuted = async (): Promise<boolean> => {
      video.muted = true;
      try {
        await video.play();
        return true;
      } catch {
        video.muted = false;
        return false;
      }
    };
    const attempt = async () => {
      try {
        await video.play();
        if (!cancelled) setBlocked(false);
        return;
      } catch {
        if (cancelled) return;
      }
      const muted = await playsMuted();
      if (cancelled) return;
      if (muted) {
        setMutedByBrowser(true);
        return;
      }
      if (retries >= AUTOPLAY_MAX_RETRIES) {
        setBlocked(true);
        return;
      }
      retries += 1;
      timer = window.setTimeout(() => void attempt(), AUTOPLAY_RETRY_MS);
    };
    void attempt();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [video, enabled]);

  // The visitor may turn the sound on with the player's own controls too.
  useEffect(() => {
    if (!video || !mutedByBrowser) return;
    const changed = () => {
      if (!video.muted) setMutedByBrowser(false);
    };
    video.addEventListener('volumechange', changed);
    return () => video.removeEventListener('volumechange', changed);
  }, [video, mutedByBrowser]);

  const start = useCallback(() => {
    setBlocked(false);
    video?.play().catch(() => setBlocked(true));
  }, [video]);

  const unmute = useCallback(() => {
    if (!video) return;
    video.muted = false;
    setMutedByBrowser(false);
    video.play().catch(() => setBlocked(true));
  }, [video]);

  return { blocked, mutedByBrowser, start, unmute };
}
