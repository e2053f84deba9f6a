import { describe, expect, it, vi } from 'vitest';
import { flushed } from './bus/bus-contract.js';
import { createInProcessBus } from './bus/in-process-bus.js';
import { createReadCache, forgetEverywhere } from './read-cache.js';

describe('read cache', () => {
  it('loads once per time-to-live and shares a load between concurrent callers', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    const load = vi.fn(() => Promise.resolve(now));

    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([0, 0]);
    now = 999;
    expect(await cache.get('k', load)).toBe(0);
    now = 1000;
    expect(await cache.get('k', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh after forget', async () => {
    const cache = createReadCache();
    let value = 1;
    const load = () => Promise.resolve(value);
    expect(await cache.get('k', load)).toBe(1);
    value = 2;
    expect(await cache.get('k', load)).toBe(1);
    cache.forget('k');
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await cache.get('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('keeps keys apart', async () => {
    const cache = createReadCache();
    await cache.get('a', () => Promise.resolve(1));
    expect(await cache.get('b', () => Promise.resolve(2))).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(1);
  });

  it('forgets a key in every process that shares the bus', async () => {
    const bus = createInProcessBus();
    const [here, there] = [
      forgetEverywhere(createReadCache(), bus, () => {}),
      forgetEverywhere(createReadCache(), bus, () => {}),
    ];
    try {
      let value = 1;
      const load = () => Promise.resolve(value);
      await Promise.all([here.cache.get('k', load), there.cache.get('k', load)]);
      value = 2;
      here.cache.forget('k');
      expect(await here.cache.get('k', load)).toBe(2);
      await flushed(bus);
      expect(await there.cache.get('k', load)).toBe(2);
    } finally {
      here.close();
      there.close();
      await bus.close();
    }
  });
});
