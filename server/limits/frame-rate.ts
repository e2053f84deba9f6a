// How many frames one socket may send: a token bucket of that socket, in its process (a socket lives in one process).

export interface FrameRate {
  /** Frames a second, refilled continuously. */
  rate: number;
  /** Frames let through at once after a quiet spell; twice the rate unless given. */
  burst?: number;
}

/** Counts one frame and tells whether it is within the rate. */
export function createFrameRate({ rate, burst = rate * 2 }: FrameRate, clock: () => number = Date.now): () => boolean {
  let tokens = burst;
  let last = clock();
  return () => {
    const now = clock();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * rate);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
