import { describe, expect, it } from 'vitest';
import { busContract } from './bus-contract.js';
import { createInProcessBus } from './in-process-bus.js';

busContract('in-process', (options) => createInProcessBus(options));

describe('in-process bus', () => {
  it('delivers on a later turn of the event loop, after publish has resolved', async () => {
    const bus = createInProcessBus();
    const received: unknown[] = [];
    bus.subscribe('t', (payload) => received.push(payload));

    await bus.publish('t', 1);
    expect(received).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));

    expect(received).toEqual([1]);
  });
});
