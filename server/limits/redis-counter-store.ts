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

// Only an open window is given back to (a DECR on a missing key would create one without an expiry); back to
// nothing closes it, as if nothing had been counted.
const DECREMENT_IN_WINDOW = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

// A sorted set of members scored by when they were last seen; ARGV: now, max, windowMs, member.
const ADMIT_MEMBER = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[3]))
if not redis.call('ZSCORE', KEYS[1], ARGV[4]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

interface CounterCommands {
  incrementInWindow(key: string, windowMs: number): Promise<number>;
  decrementInWindow(key: string): Promise<number>;
  admitMember(key: string, now: number, max: number, windowMs: number, member: string): Promise<number>;
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
  redis.defineCommand('decrementInWindow', { numberOfKeys: 1, lua: DECREMENT_IN_WINDOW });
  redis.defineCommand('admitMember', { numberOfKeys: 1, lua: ADMIT_MEMBER });
  let closed = false;
  redis.on('error', (error: unknown) => {
    if (!closed) onConnectionError(error);
  });

  return {
    increment: (key, windowMs) => redis.incrementInWindow(key, windowMs),
    async count(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async decrement(key) {
      await redis.decrementInWindow(key);
    },
    async admit(key, member, max, windowMs) {
      return (await redis.admitMember(`members:${key}`, Date.now(), max, windowMs, member)) === 1;
    },
    async release(key, member) {
      await redis.zrem(`members:${key}`, member);
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
