// Counters per key in fixed windows: login, registration, reset and resend attempts per IP and per account.
// In memory, per process: behind a load balancer with several processes each counts on its own, so the effective
// limit is the configured one times the process count (a Redis counter is the follow-up, like the Redis bus).

export interface Limit {
  /** How many attempts a window allows. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** True when key has used up its attempts in the current window. */
  isExhausted(key: string, limit: Limit): boolean;
  /** Counts one attempt. */
  hit(key: string, limit: Limit): void;
  /** Forgets key's attempts (a successful login clears its failures). */
  reset(key: string): void;
}

export function createRateLimiter(now: () => number = Date.now, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    if (entry) windows.delete(key);
    return undefined;
  }

  function prune() {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
    // Still full: drop the oldest keys rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    isExhausted(key, limit) {
      return (current(key)?.count ?? 0) >= limit.max;
    },
    hit(key, limit) {
      const entry = current(key);
      if (entry) {
        entry.count++;
        return;
      }
      if (windows.size >= maxKeys) prune();
      windows.set(key, { count: 1, resetAt: now() + limit.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
