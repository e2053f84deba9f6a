import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './in-process-bus.js';

const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('in-process bus', () => {
  it('delivers a published payload to every subscriber of the topic, and only that topic', async () => {
    const bus = createInProcessBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.subscribe('poll:opened', first);
    bus.subscribe('poll:opened', second);
    bus.subscribe('poll:closed', other);

    await bus.publish('poll:opened', { code: 'p1' });
    await delivered();

    expect(first).toHaveBeenCalledWith({ code: 'p1' });
    expect(second).toHaveBeenCalledWith({ code: 'p1' });
    expect(other).not.toHaveBeenCalled();
  });

  it('delivers after publish returns, each subscriber getting its own copy', async () => {
    const bus = createInProcessBus();
    const received: unknown[] = [];
    bus.subscribe('t', (payload) => received.push(payload));
    const payload = { votes: [1] };

    await bus.publish('t', payload);
    expect(received).toEqual([]);
    await delivered();

    expect(received).toEqual([{ votes: [1] }]);
    expect(received[0]).not.toBe(payload);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createInProcessBus();
    const handler = vi.fn();
    const unsubscribe = bus.subscribe('t', handler);
    unsubscribe();

    await bus.publish('t', 1);
    await delivered();

    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering to other handlers when one throws, and reports the error', async () => {
    const onHandlerError = vi.fn();
    const bus = createInProcessBus({ onHandlerError });
    const good = vi.fn();
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    bus.subscribe('t', good);

    await bus.publish('t', 'x');
    await delivered();

    expect(good).toHaveBeenCalledWith('x');
    expect(onHandlerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 't');
  });

  it('rejects publishing after close and drops subscriptions', async () => {
    const bus = createInProcessBus();
    const handler = vi.fn();
    bus.subscribe('t', handler);
    await bus.close();

    await expect(bus.publish('t', 1)).rejects.toThrow('The bus is closed');
    expect(handler).not.toHaveBeenCalled();
  });
});
