// Limits over a counter store: how many of something a key may do in a window.
import type { CounterStore } from './counter-store.js';

export interface Limit {
  /** How many a window allows. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** True when key has used up its window (for failures, which are counted only after they happen). */
  isExhausted(key: string, limit: Limit): Promise<boolean>;
  /** Counts one for key. */
  hit(key: string, limit: Limit): Promise<void>;
  /**
   * Counts one for key and tells whether it was within the limit. Counting first makes concurrent requests from
   * any process agree: exactly `max` of them pass in a window.
   */
  take(key: string, limit: Limit): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(counters: CounterStore): RateLimiter {
  return {
    async isExhausted(key, limit) {
      return (await counters.count(key)) >= limit.max;
    },
    async hit(key, limit) {
      await counters.increment(key, limit.windowMs);
    },
    async take(key, limit) {
      return (await counters.increment(key, limit.windowMs)) <= limit.max;
    },
    reset: (key) => counters.reset(key),
  };
}

/** What is counted (e.g. `login:ip:10.0.0.1`) and how much of it a window allows. */
export type Attempt = [key: string, limit: Limit];

/** Counts one on every key; false when any of them went over its limit. */
export async function takeAll(limiter: RateLimiter, attempts: Attempt[]): Promise<boolean> {
  const within = await Promise.all(attempts.map(([key, limit]) => limiter.take(key, limit)));
  return within.every(Boolean);
}
