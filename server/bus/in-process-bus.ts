import { encodePayload, type Bus, type BusHandler } from './bus.js';

export interface InProcessBusOptions {
  /** Where a throwing handler's error goes; the other handlers still run. */
  onHandlerError?: (error: unknown, topic: string) => void;
}

/** The bus for a single server process. Delivers on a later turn of the event loop, as a networked bus would. */
export function createInProcessBus({
  onHandlerError = (error, topic) => console.error(`Bus handler for ${topic} failed`, error),
}: InProcessBusOptions = {}): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  let closed = false;

  return {
    name: 'in-process',
    publish(topic, payload) {
      if (closed) return Promise.reject(new Error('The bus is closed'));
      // A JSON round trip gives each publish its own copy and fails here, like Redis would, on non-JSON payloads.
      let message: string;
      try {
        message = encodePayload(topic, payload);
      } catch (error) {
        return Promise.reject(error);
      }
      const subscribers = handlers.get(topic);
      if (!subscribers || subscribers.size === 0) return Promise.resolve();
      for (const handler of [...subscribers]) {
        setImmediate(() => {
          if (closed || !subscribers.has(handler)) return;
          try {
            handler(JSON.parse(message));
          } catch (error) {
            onHandlerError(error, topic);
          }
        });
      }
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      let subscribers = handlers.get(topic);
      if (!subscribers) {
        subscribers = new Set();
        handlers.set(topic, subscribers);
      }
      subscribers.add(handler);
      return () => {
        subscribers.delete(handler);
        if (subscribers.size === 0 && handlers.get(topic) === subscribers) handlers.delete(topic);
      };
    },
    check() {
      return closed ? Promise.reject(new Error('The bus is closed')) : Promise.resolve();
    },
    close() {
      closed = true;
      handlers.clear();
      return Promise.resolve();
    },
  };
}
