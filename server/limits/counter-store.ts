// Counters in fixed windows, behind one interface: in this process's memory, or in Redis when several processes
// must count together (redis-counter-store.ts). Attempt limits (accounts) and live limits (votes, words, emoji
// clicks, form submissions) count here through rate-limiter.ts.

export interface CounterStore {
  /** Counts one more for key and returns its count; the first count opens a window of windowMs. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Key's count in its open window; 0 without one. */
  count(key: string): Promise<number>;
  /** Gives one back to key's open window (an attempt that succeeded), closing it at 0; nothing without one. */
  decrement(key: string): Promise<void>;
  /**
   * Lets member in to key's members seen within the last windowMs (a sliding window) unless max others are in
   * already; a member already in is let in again and its time renewed. True when let in.
   */
  admit(key: string, member: string, max: number, windowMs: number): Promise<boolean>;
  /** Takes member out of key's members at once (a socket that closed), instead of when its window passes. */
  release(key: string, member: string): Promise<void>;
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
  /** Per key, when each member was last seen, oldest first. */
  const memberSets = new Map<string, Map<string, number>>();

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
    decrement(key) {
      const entry = current(key);
      // Back to nothing closes the window, as if nothing had been counted.
      if (entry && --entry.count <= 0) windows.delete(key);
      return Promise.resolve();
    },
    admit(key, member, max, windowMs) {
      const time = now();
      let members = memberSets.get(key);
      if (!members) {
        // Full: drop the oldest set rather than grow without bound.
        if (memberSets.size >= maxKeys) memberSets.delete(memberSets.keys().next().value ?? '');
        members = new Map();
        memberSets.set(key, members);
      }
      for (const [name, seenAt] of members) {
        if (seenAt > time - windowMs) break;
        members.delete(name);
      }
      if (!members.has(member) && members.size >= max) return Promise.resolve(false);
      members.delete(member);
      members.set(member, time);
      return Promise.resolve(true);
    },
    release(key, member) {
      const members = memberSets.get(key);
      members?.delete(member);
      if (members?.size === 0) memberSets.delete(key);
      return Promise.resolve();
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      windows.clear();
      memberSets.clear();
      return Promise.resolve();
    },
  };
}
