import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../test-support/redis.js';
import { createMemoryCounterStore, type CounterStore } from './counter-store.js';
import { createRateLimiter } from './rate-limiter.js';
import { createRedisCounterStore } from './redis-counter-store.js';

interface Counters {
  /** Two views of the same counters, as two server processes have. */
  here: CounterStore;
  there: CounterStore;
  /** Lets time pass beyond a window of WINDOW_MS. */
  passWindow(): Promise<void>;
  close(): Promise<void>;
}

const WINDOW_MS = 300;

function memoryCounters(): Counters {
  let now = 1_000_000;
  const store = createMemoryCounterStore({ now: () => now });
  return {
    here: store,
    there: store,
    passWindow: async () => {
      now += WINDOW_MS + 1;
    },
    close: () => store.close(),
  };
}

function redisCounters(prefix = `test:${randomUUID()}:`): Counters {
  const here = createRedisCounterStore({ url: testRedisUrl, prefix });
  const there = createRedisCounterStore({ url: testRedisUrl, prefix });
  return {
    here,
    there,
    passWindow: () => sleep(WINDOW_MS + 50),
    close: async () => {
      await Promise.all([here.close(), there.close()]);
    },
  };
}

describe.each([
  ['in memory', memoryCounters],
  ['in Redis', () => redisCounters()],
])('counters %s', (_name, create) => {
  const opened: Counters[] = [];
  const open = () => {
    const counters = create();
    opened.push(counters);
    return counters;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((counters) => counters.close()));
  });

  it('counts per key within a window, and every process sees the same count', async () => {
    const { here, there } = open();
    expect(await here.increment('login:ip:1', WINDOW_MS)).toBe(1);
    expect(await there.increment('login:ip:1', WINDOW_MS)).toBe(2);
    expect(await here.increment('login:ip:2', WINDOW_MS)).toBe(1);
    expect(await there.count('login:ip:1')).toBe(2);
    expect(await there.count('never')).toBe(0);
  });

  it('starts afresh when the window opened by the first count has passed', async () => {
    const counters = open();
    await counters.here.increment('k', WINDOW_MS);
    await counters.here.increment('k', WINDOW_MS);
    await counters.passWindow();
    expect(await counters.there.count('k')).toBe(0);
    expect(await counters.there.increment('k', WINDOW_MS)).toBe(1);
  });

  it('forgets a key on reset, for every process', async () => {
    const { here, there } = open();
    await here.increment('k', WINDOW_MS);
    await there.reset('k');
    expect(await here.count('k')).toBe(0);
  });

  it('lets exactly max concurrent takes through, whichever process they reach', async () => {
    const { here, there } = open();
    const limit = { max: 10, windowMs: 60_000 };
    const [a, b] = [createRateLimiter(here), createRateLimiter(there)];
    const passed = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? a : b).take('vote', limit)));
    expect(passed.filter(Boolean)).toHaveLength(10);
    expect(await here.count('vote')).toBe(40);
  });

  it('gives back to an open window only, never below nothing and never opening one', async () => {
    const { here, there } = open();
    await here.increment('k', WINDOW_MS);
    await here.increment('k', WINDOW_MS);
    await there.decrement('k');
    expect(await here.count('k')).toBe(1);
    await there.decrement('k');
    await there.decrement('k');
    expect(await here.count('k')).toBe(0);
    await there.decrement('never');
    expect(await here.count('never')).toBe(0);
    expect(await here.increment('never', WINDOW_MS)).toBe(1);
  });

  it('lets exactly max distinct members in at once, lets a member in again, and frees places as members go quiet', async () => {
    const counters = open();
    const { here, there } = counters;
    const limiter = [createRateLimiter(here), createRateLimiter(there)];
    const limit = { max: 5, windowMs: WINDOW_MS };
    const admitted = await Promise.all(
      Array.from({ length: 30 }, (_, index) => limiter[index % 2]!.admit('watchers', `visitor ${index}`, limit)),
    );
    expect(admitted.filter(Boolean)).toHaveLength(5);
    const inside = admitted.findIndex(Boolean);
    expect(await limiter[1]!.admit('watchers', `visitor ${inside}`, limit)).toBe(true);
    expect(await limiter[0]!.admit('watchers', 'newcomer', limit)).toBe(false);
    expect(await limiter[0]!.admit('elsewhere', 'newcomer', limit)).toBe(true);
    await counters.passWindow();
    expect(await limiter[1]!.admit('watchers', 'newcomer', limit)).toBe(true);
  });

  it("frees a released member's place at once, in every view of the counters", async () => {
    const counters = open();
    const [here, there] = [createRateLimiter(counters.here), createRateLimiter(counters.there)];
    const limit = { max: 2, windowMs: 60_000 };
    expect(await here.admit('sockets', 'a', limit)).toBe(true);
    expect(await there.admit('sockets', 'b', limit)).toBe(true);
    expect(await here.admit('sockets', 'c', limit)).toBe(false);
    await there.release('sockets', 'a');
    // Releasing one that is not in changes nothing.
    await here.release('sockets', 'nobody');
    expect(await here.admit('sockets', 'c', limit)).toBe(true);
    expect(await there.admit('sockets', 'd', limit)).toBe(false);
  });
});

describe('Redis counters', () => {
  it('keep deployments with different prefixes apart and give every key an expiry', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [mine, theirs] = [redisCounters(prefix), redisCounters()];
    const admin = new Redis(testRedisUrl);
    try {
      await mine.here.increment('k', 60_000);
      expect(await theirs.here.count('k')).toBe(0);
      const ttl = await admin.pttl(`${prefix}count:k`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await Promise.all([mine.close(), theirs.close(), admin.quit()]);
    }
  });

  it('refuses a count while Redis is unreachable, rather than letting it through', async () => {
    const store = createRedisCounterStore({ url: 'redis://127.0.0.1:1', onConnectionError: () => {} });
    try {
      await expect(store.increment('k', 1000)).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
