// Counters every process shares: one Redis key per counter, counted and given its window's expiry in one Lua
// script, so concurrent increments from any process neither lose a count nor leave a key without an expiry.
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../redis.js';
import type { CounterStore } from './counter-store.js';

// PTTL < 0 also repairs a key left without an expiry, which would otherwise count for ever.
const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

interface CounterCommands {
  incrementInWindow(key: string, windowMs: number): Promise<number>;
}

export interface RedisCounterStoreOptions {
  url: string;
  /** Starts every key (after it `count:`), so deployments or tests sharing one Redis count apart. */
  prefix?: string;
  connectionName?: string;
  onConnectionError?: (error: unknown) => void;
}

export function createRedisCounterStore({
  url,
  prefix = 'foyer:',
  connectionName = 'foyer',
  onConnectionError = (error) => console.error('Redis counter connection:', error),
}: RedisCounterStoreOptions): CounterStore {
  // defineCommand below adds incrementInWindow, which ioredis's types cannot know of.
  const redis = connectRedis({ url, name: `${connectionName}:counters`, keyPrefix: `${prefix}count:` }) as Redis &
    CounterCommands;
  redis.defineCommand('incrementInWindow', { numberOfKeys: 1, lua: INCREMENT_IN_WINDOW });
  let closed = false;
  redis.on('error', (error: unknown) => {
    if (!closed) onConnectionError(error);
  });

  return {
    increment: (key, windowMs) => redis.incrementInWindow(key, windowMs),
    async count(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      closed = true;
      await closeRedis(redis);
    },
  };
}
