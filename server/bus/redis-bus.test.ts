import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUS_RECONNECTED_TOPIC } from './bus.js';
import { busContract, flushed } from './bus-contract.js';
import { createRedisBus } from './redis-bus.js';
import { testRedisUrl } from '../test-support/redis.js';

busContract('Redis', (options) => createRedisBus({ url: testRedisUrl, prefix: `test:${randomUUID()}:`, ...options }));

describe('Redis bus across processes', () => {
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(testRedisUrl);
  });
  afterAll(() => admin.quit());

  /** The ids of the Redis connections whose name starts with prefix. */
  async function connectionsNamed(prefix: string): Promise<string[]> {
    const list = (await admin.client('LIST')) as string;
    return list
      .split('\n')
      .filter((line) => / name=(\S+)/.exec(line)?.[1]?.startsWith(prefix))
      .map((line) => / ?id=(\d+)/.exec(line)?.[1] ?? '');
  }

  it('carries a message published by one process to the others on the same prefix, once each, and no further', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b, stranger] = [
      createRedisBus({ url: testRedisUrl, prefix }),
      createRedisBus({ url: testRedisUrl, prefix }),
      createRedisBus({ url: testRedisUrl, prefix: `test:${randomUUID()}:` }),
    ];
    try {
      const [onA, onB, onStranger] = [vi.fn(), vi.fn(), vi.fn()];
      a.subscribe('accounts.sessions-ended', onA);
      b.subscribe('accounts.sessions-ended', onB);
      stranger.subscribe('accounts.sessions-ended', onStranger);
      await flushed(b);

      await a.publish('accounts.sessions-ended', { sessionIds: ['s1'] });
      await Promise.all([flushed(a), vi.waitFor(() => expect(onB).toHaveBeenCalled())]);
      await flushed(stranger);

      expect(onA).toHaveBeenCalledTimes(1);
      expect(onB).toHaveBeenCalledTimes(1);
      expect(onB).toHaveBeenCalledWith({ sessionIds: ['s1'] });
      expect(onStranger).not.toHaveBeenCalled();
    } finally {
      await Promise.all([a.close(), b.close(), stranger.close()]);
    }
  });

  it('keeps its subscriptions when Redis drops the connection, tells its subscribers of the gap, and ends both connections on close', async () => {
    const name = `foyer-test-${randomUUID()}`;
    const bus = createRedisBus({
      url: testRedisUrl,
      prefix: `test:${name}:`,
      connectionName: name,
      onConnectionError: () => {},
    });
    const handler = vi.fn();
    const reconnected = vi.fn();
    bus.subscribe('t', handler);
    bus.subscribe(BUS_RECONNECTED_TOPIC, reconnected);
    await flushed(bus);
    expect(await connectionsNamed(name)).toHaveLength(2);
    expect(reconnected).not.toHaveBeenCalled();

    for (const id of await connectionsNamed(name)) await admin.client('KILL', 'ID', id);
    // Until the subscription is back a message may be lost (Redis keeps none), so publish until one arrives.
    await vi.waitFor(
      async () => {
        await bus.publish('t', 'after the reconnect');
        await flushed(bus);
        expect(handler).toHaveBeenCalledWith('after the reconnect');
      },
      { timeout: 5000, interval: 100 },
    );
    expect(await connectionsNamed(name)).toHaveLength(2);
    expect(reconnected).toHaveBeenCalledWith(null);

    await bus.close();
    expect(await connectionsNamed(name)).toEqual([]);
  });

  it('reports a message it cannot read and keeps running', async () => {
    const prefix = `test:${randomUUID()}:`;
    const onHandlerError = vi.fn();
    const bus = createRedisBus({ url: testRedisUrl, prefix, onHandlerError });
    try {
      const handler = vi.fn();
      bus.subscribe('t', handler);
      await flushed(bus);
      await admin.publish(`${prefix}bus:t`, 'not json {');
      await bus.publish('t', 'fine');
      await flushed(bus);

      expect(onHandlerError).toHaveBeenCalledWith(expect.any(SyntaxError), 't');
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler).toHaveBeenCalledWith('fine');
    } finally {
      await bus.close();
    }
  });
});
