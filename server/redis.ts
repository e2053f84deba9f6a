// Connections to Redis (REDIS_URL), shared by the Redis bus and the Redis counter store.
import { Redis } from 'ioredis';

export interface RedisConnectionOptions {
  url: string;
  /** Shown by CLIENT LIST, so an operator (or a test) can tell Foyer's connections apart. */
  name: string;
  /** Prefixes the keys of commands (not pub/sub channels); the bus prefixes its channels itself. */
  keyPrefix?: string;
}

/**
 * A connection that reconnects on its own with a capped back-off and fails a command after a few retries, so a
 * request during a Redis outage gets an error instead of hanging.
 */
export function connectRedis({ url, name, keyPrefix }: RedisConnectionOptions): Redis {
  return new Redis(url, {
    connectionName: name,
    ...(keyPrefix ? { keyPrefix } : {}),
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}

/** Ends a connection: QUIT when it is up (pending replies arrive first), else drops it at once. */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  if (connection.status === 'ready') {
    try {
      await connection.quit();
      return;
    } catch {
      // Lost while quitting: disconnect below.
    }
  }
  connection.disconnect();
}
