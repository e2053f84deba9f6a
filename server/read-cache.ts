// Event data (projects, welcome texts) changes only when an event file is imported, yet hot polling paths read it
// on every request. A short time-to-live keeps those reads in memory while a re-import, even from another process
// (the CLI), shows within seconds. A forget in one server process reaches the others through the bus.
import type { Bus } from './bus/bus.js';

export interface ReadCache {
  /** The value under key, loaded once per time-to-live; concurrent callers share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets key, so this process reads it afresh after a change it made itself (other processes within the TTL). */
  forget(key: string): void;
  /**
   * Forgets key in this process only, even where forget() reaches every process: for changes too frequent for a bus
   * message each (votes), which other processes see within the TTL or through a message of their own.
   */
  forgetHere(key: string): void;
}

export interface ReadCacheOptions {
  ttlMs?: number;
  /** Monotonic milliseconds; the injected clock is not used, so tests that move it do not expire entries. */
  now?: () => number;
}

export function createReadCache({ ttlMs = 2000, now = () => performance.now() }: ReadCacheOptions = {}): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      // Entries hold what load() returned for the same key, so the type matches.
      if (entry && entry.expires > now()) return entry.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
    forgetHere(key: string): void {
      entries.delete(key);
    },
  };
}

export const READ_CACHE_FORGET_TOPIC = 'read-cache.forget';

/**
 * The cache whose forget() also reaches every other process through the bus, so an operator's change shows at
 * once behind a load balancer too. Returns the function that stops listening.
 */
export function forgetEverywhere(
  cache: ReadCache,
  bus: Bus,
  onError: (error: unknown) => void,
): { cache: ReadCache; close: () => void } {
  const close = bus.subscribe(READ_CACHE_FORGET_TOPIC, (payload) => {
    if (typeof payload === 'string') cache.forget(payload);
  });
  return {
    cache: {
      get: (key, load) => cache.get(key, load),
      forgetHere: (key) => cache.forgetHere(key),
      forget(key) {
        cache.forget(key);
        bus.publish(READ_CACHE_FORGET_TOPIC, key).catch(onError);
      },
    },
    close,
  };
}
