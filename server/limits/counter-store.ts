// Counters in fixed windows, behind one interface: in this process's memory, or in Redis when several processes
// must count together (redis-counter-store.ts). Attempt limits (accounts) and live limits (votes, words, emoji
// clicks, form submissions) count here through rate-limiter.ts.

export interface CounterStore {
  /** Counts one more for key and returns its count; the first count opens a window of windowMs. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Key's count in its open window; 0 without one. */
  count(key: string): Promise<number>;
  /** Closes key's window (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryCounterStoreOptions {
  /** Milliseconds; the app passes its clock, so tests can move past a window. */
  now?: () => number;
  /** The most keys kept; when full, expired ones go first, then the oldest. */
  maxKeys?: number;
}

/** The counters of one process: correct only while one process serves every request. */
export function createMemoryCounterStore({
  now = Date.now,
  maxKeys = 100_000,
}: MemoryCounterStoreOptions = {}): CounterStore {
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
    increment(key, windowMs) {
      const entry = current(key);
      if (entry) return Promise.resolve(++entry.count);
      if (windows.size >= maxKeys) prune();
      windows.set(key, { count: 1, resetAt: now() + windowMs });
      return Promise.resolve(1);
    },
    count(key) {
      return Promise.resolve(current(key)?.count ?? 0);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      windows.clear();
      return Promise.resolve();
    },
  };
}
