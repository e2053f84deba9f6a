// The bus for several server processes: Redis pub/sub over two connections (PUBLISH needs one that is not in
// subscriber mode). A process hears its own publications back from Redis, not locally, so each subscriber gets
// every message exactly once and in the order it was published, whichever process published it.
import { closeRedis, connectRedis } from '../redis.js';
import { BUS_RECONNECTED_TOPIC, encodePayload, type Bus, type BusHandler } from './bus.js';

export interface RedisBusOptions {
  url: string;
  /** Starts every channel name, so deployments (or test runs) sharing one Redis do not hear each other. */
  prefix?: string;
  /** Names the two connections in CLIENT LIST (`<name>:bus-pub`, `<name>:bus-sub`). */
  connectionName?: string;
  /** Where a throwing handler's error (or an unreadable message) goes; the other handlers still run. */
  onHandlerError?: (error: unknown, topic: string) => void;
  /** Connection trouble; ioredis keeps reconnecting meanwhile. */
  onConnectionError?: (error: unknown) => void;
}

export function createRedisBus({
  url,
  prefix = 'foyer:',
  connectionName = 'foyer',
  onHandlerError = (error, topic) => console.error(`Bus handler for ${topic} failed`, error),
  onConnectionError = (error) => console.error('Redis bus connection:', error),
}: RedisBusOptions): Bus {
  const channelPrefix = `${prefix}bus:`;
  const publisher = connectRedis({ url, name: `${connectionName}:bus-pub` });
  const subscriber = connectRedis({ url, name: `${connectionName}:bus-sub` });
  const handlers = new Map<string, Set<BusHandler>>();
  // SUBSCRIBE commands Redis has not answered yet. A publish waits for them, so a handler that subscribed before a
  // publish in this process hears it, as with the in-process bus.
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  // Once closed, a failing command or connection is what closing does, not news.
  const reportConnectionError = (error: unknown) => {
    if (!closed) onConnectionError(error);
  };
  for (const connection of [publisher, subscriber]) connection.on('error', reportConnectionError);

  function track(command: Promise<unknown>): void {
    const settled = command.catch(reportConnectionError).finally(() => pending.delete(settled));
    pending.add(settled);
  }

  let connectedBefore = false;
  // ioredis re-subscribes after a reconnect; this also repairs a SUBSCRIBE that failed while Redis was away.
  // After a reconnect, subscribers hear of the gap once the subscriptions are back, so nothing is lost after it.
  subscriber.on('ready', () => {
    const channels = [...handlers.keys()].map((topic) => channelPrefix + topic);
    const resubscribed = channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve();
    track(resubscribed);
    if (connectedBefore) resubscribed.then(() => deliver(BUS_RECONNECTED_TOPIC, 'null'), reportConnectionError);
    connectedBefore = true;
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(channelPrefix)) deliver(channel.slice(channelPrefix.length), message);
  });

  function deliver(topic: string, message: string): void {
    const subscribers = handlers.get(topic);
    if (!subscribers) return;
    for (const handler of [...subscribers]) {
      if (closed) return;
      // One handler may unsubscribe another while this message is delivered: skip only that one.
      if (!subscribers.has(handler)) continue;
      try {
        // A parse per handler gives each its own copy, as the in-process bus does.
        handler(JSON.parse(message));
      } catch (error) {
        onHandlerError(error, topic);
      }
    }
  }

  return {
    name: 'redis',
    async publish(topic, payload) {
      if (closed) throw new Error('The bus is closed');
      const message = encodePayload(topic, payload);
      await Promise.all(pending);
      await publisher.publish(channelPrefix + topic, message);
    },
    subscribe(topic, handler) {
      if (closed) return () => {};
      let subscribers = handlers.get(topic);
      if (!subscribers) {
        subscribers = new Set();
        handlers.set(topic, subscribers);
        track(subscriber.subscribe(channelPrefix + topic));
      }
      subscribers.add(handler);
      const own = subscribers;
      return () => {
        own.delete(handler);
        if (own.size === 0 && handlers.get(topic) === own) {
          handlers.delete(topic);
          if (!closed) track(subscriber.unsubscribe(channelPrefix + topic));
        }
      };
    },
    async check() {
      // Without both connections up, a publish would wait for reconnects and messages would go unheard: down now.
      for (const connection of [publisher, subscriber]) {
        if (connection.status !== 'ready') throw new Error(`Redis is ${connection.status}`);
      }
      await publisher.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
