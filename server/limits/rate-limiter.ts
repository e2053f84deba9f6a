// Limits over a counter store: how many of something a key may do in a window. Every limit counts first and
// decides afterwards, so concurrent requests from any process agree: exactly `max` of them pass in a window.
import type { CounterStore } from './counter-store.js';

export interface Limit {
  /** How many a window allows. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one for key and tells whether it was within the limit. */
  take(key: string, limit: Limit): Promise<boolean>;
  /** Gives back one taken attempt that succeeded, so only failures use up a window of attempt limits. */
  refund(key: string): Promise<void>;
  /** Lets member in to the at most `limit.max` members key saw within the last `limit.windowMs` (sliding). */
  admit(key: string, member: string, limit: Limit): Promise<boolean>;
  /** Lets member out of key's members (admit) at once. */
  release(key: string, member: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Key's count in its open window, counting nothing: for a mark (a banned address), not a limit. */
  count(key: string): Promise<number>;
}

export function createRateLimiter(counters: CounterStore): RateLimiter {
  return {
    async take(key, limit) {
      return (await counters.increment(key, limit.windowMs)) <= limit.max;
    },
    refund: (key) => counters.decrement(key),
    admit: (key, member, limit) => counters.admit(key, member, limit.max, limit.windowMs),
    release: (key, member) => counters.release(key, member),
    reset: (key) => counters.reset(key),
    count: (key) => counters.count(key),
  };
}

/** What is counted (e.g. `login:ip:10.0.0.1`) and how much of it a window allows. */
export type Attempt = [key: string, limit: Limit];

/**
 * Counts one on each key in turn, narrowest first, and stops at the first over its limit: the wider keys after it
 * are not counted then, so one address's refused burst cannot use up a ceiling other addresses share.
 * False when one of them went over its limit.
 */
export async function takeAll(limiter: RateLimiter, attempts: Attempt[]): Promise<boolean> {
  for (const [key, limit] of attempts) {
    if (!(await limiter.take(key, limit))) return false;
  }
  return true;
}
