import { useCallback, useEffect, useState } from 'react';
import { AUTOPLAY_MAX_RETRIES, AUTOPLAY_RETRY_MS } from '../../core/constants';

/**
 * §2 autoplay: once the video has its source, play() is tried, and retried every 500 ms up to 5 times; if the
 * browser still refuses, `blocked` turns true and `start()` (called from a click) plays it.
 */
export function useAutoplay(video: HTMLVideoElement | null, enabled: boolean): { blocked: boolean; start(): void } {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!video || !enabled) return;
    let retries = 0;
    let timer: number | undefined;
    let cancelled = false;
    const attempt = () => {
      video.play().then(
        () => {
          if (!cancelled) setBlocked(false);
        },
        () => {
          if (cancelled) return;
          if (retries >= AUTOPLAY_MAX_RETRIES) {
            setBlocked(true);
            return;
          }
          retries += 1;
          timer = window.setTimeout(attempt, AUTOPLAY_RETRY_MS);
        },
      );
    };
    attempt();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [video, enabled]);

  const start = useCallback(() => {
    setBlocked(false);
    video?.play().catch(() => setBlocked(true));
  }, [video]);

  return { blocked, start };
}
