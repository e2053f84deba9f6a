// The console's live topics in one process: live-results.ts and show/stream-status.ts publish a poll's or a stream's
// news under its topic (at most every THROTTLE_MS, after the bus told this process of a change anywhere), and each
// subscription of a console socket reads its topic as an async iterator, as graphql's subscribe expects.
import { EventEmitter, on } from 'node:events';

export interface LiveTopics {
  publish(topic: string, payload: unknown): void;
  /** The payloads published under topic from now on; return() (the subscription's end) stops listening. */
  subscribe(topic: string): AsyncIterableIterator<unknown>;
}

export function createLiveTopics(): LiveTopics {
  const emitter = new EventEmitter();
  // One listener per subscription: CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET and the sockets per address bound them.
  emitter.setMaxListeners(0);
  return {
    publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe(topic) {
      // Listening from now, not from the first read: nothing published in between is missed.
      const events = on(emitter, topic);
      const payloadOf = (result: IteratorResult<unknown[]>): IteratorResult<unknown> =>
        result.done ? { done: true, value: undefined } : { done: false, value: result.value[0] };
      const iterator: AsyncIterableIterator<unknown> = {
        next: () => events.next().then(payloadOf),
        return: () => events.return!().then(payloadOf),
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
  };
}
