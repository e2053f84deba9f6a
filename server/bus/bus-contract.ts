// The behaviour every Bus implementation shares, as one test suite run against each (in-process-bus.test.ts,
// redis-bus.test.ts). Code that uses the bus (sessions, chat) may rely on exactly this and no more.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from './bus.js';

export interface BusFactoryOptions {
  onHandlerError?: (error: unknown, topic: string) => void;
}

/** Resolves once everything this bus published before the call has been delivered to this process. */
export async function flushed(bus: Bus): Promise<void> {
  const probe = `flush:${randomUUID()}`;
  let unsubscribe = () => {};
  const arrived = new Promise<void>((resolve) => {
    unsubscribe = bus.subscribe(probe, () => resolve());
  });
  await bus.publish(probe, null);
  await arrived;
  unsubscribe();
}

export function busContract(name: string, create: (options?: BusFactoryOptions) => Bus): void {
  describe(`the bus contract: ${name}`, () => {
    const opened: Bus[] = [];
    const open = (options?: BusFactoryOptions) => {
      const bus = create(options);
      opened.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('delivers a published payload to every subscriber of the topic, and only that topic', async () => {
      const bus = open();
      const first = vi.fn();
      const second = vi.fn();
      const other = vi.fn();
      bus.subscribe('poll:opened', first);
      bus.subscribe('poll:opened', second);
      bus.subscribe('poll:closed', other);

      await bus.publish('poll:opened', { code: 'p1' });
      await flushed(bus);

      expect(first).toHaveBeenCalledWith({ code: 'p1' });
      expect(second).toHaveBeenCalledWith({ code: 'p1' });
      expect(other).not.toHaveBeenCalled();
    });

    it("delivers the process's own publications exactly once each, in the order they were published", async () => {
      const bus = open();
      const received: unknown[] = [];
      bus.subscribe('t', (payload) => received.push(payload));

      for (let index = 0; index < 5; index++) await bus.publish('t', index);
      await flushed(bus);

      expect(received).toEqual([0, 1, 2, 3, 4]);
    });

    it('never delivers during publish, and gives each subscriber its own copy', async () => {
      const bus = open();
      const received: { votes: number[] }[] = [];
      bus.subscribe('t', (payload) => {
        const copy = payload as { votes: number[] };
        copy.votes.push(2);
        received.push(copy);
      });
      bus.subscribe('t', (payload) => received.push(payload as { votes: number[] }));
      const payload = { votes: [1] };

      const publishing = bus.publish('t', payload);
      expect(received).toEqual([]);
      await publishing;
      await flushed(bus);

      expect(received).toHaveLength(2);
      expect(received[1]).toEqual({ votes: [1] });
      expect(payload).toEqual({ votes: [1] });
    });

    it('stops delivering to a handler after its unsubscribe, and keeps delivering to the others', async () => {
      const bus = open();
      const gone = vi.fn();
      const kept = vi.fn();
      const unsubscribe = bus.subscribe('t', gone);
      bus.subscribe('t', kept);
      unsubscribe();
      unsubscribe();

      await bus.publish('t', 1);
      await flushed(bus);

      expect(gone).not.toHaveBeenCalled();
      expect(kept).toHaveBeenCalledTimes(1);
    });

    it('keeps delivering to later handlers when an earlier one unsubscribes another during the delivery', async () => {
      const bus = open();
      const removed = vi.fn();
      const after = vi.fn();
      let unsubscribeRemoved = () => {};
      bus.subscribe('t', () => unsubscribeRemoved());
      unsubscribeRemoved = bus.subscribe('t', removed);
      bus.subscribe('t', after);

      await bus.publish('t', 1);
      await flushed(bus);

      expect(removed).not.toHaveBeenCalled();
      expect(after).toHaveBeenCalledTimes(1);
    });

    it('delivers again to a topic subscribed anew after its last handler left', async () => {
      const bus = open();
      bus.subscribe('t', () => {})();
      const handler = vi.fn();
      bus.subscribe('t', handler);

      await bus.publish('t', 'again');
      await flushed(bus);

      expect(handler).toHaveBeenCalledWith('again');
    });

    it('keeps delivering to other handlers when one throws, and reports the error with the topic', async () => {
      const onHandlerError = vi.fn();
      const bus = open({ onHandlerError });
      const good = vi.fn();
      bus.subscribe('t', () => {
        throw new Error('boom');
      });
      bus.subscribe('t', good);

      await bus.publish('t', 'x');
      await flushed(bus);

      expect(good).toHaveBeenCalledWith('x');
      expect(onHandlerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 't');
    });

    it('refuses a payload JSON cannot carry, whether or not anyone listens', async () => {
      const bus = open();
      await expect(bus.publish('nobody', 1n)).rejects.toThrow();
      bus.subscribe('t', () => {});
      await expect(bus.publish('t', undefined)).rejects.toThrow('not a JSON value');
    });

    it('rejects publishing after close and delivers nothing more', async () => {
      const bus = open();
      const handler = vi.fn();
      bus.subscribe('t', handler);
      await bus.close();

      await expect(bus.publish('t', 1)).rejects.toThrow('The bus is closed');
      await bus.close();
      expect(handler).not.toHaveBeenCalled();
    });
  });
}
