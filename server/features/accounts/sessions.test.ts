import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_RECONNECTED_TOPIC } from '../../bus/bus.js';
import { flushed } from '../../bus/bus-contract.js';
import { createInProcessBus } from '../../bus/in-process-bus.js';
import { dialects, openTestStore, type TestStore } from '../../test-support/stores.js';
import { createSessionRegistry } from './sessions.js';

const clock = () => new Date('2025-06-01T12:00:00Z');

describe.each(dialects)('the session registry on %s', (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('forgets an ended session at once here and, once the bus delivers, in a process that had it cached', async () => {
    const bus = createInProcessBus();
    const here = createSessionRegistry({ db: store.db, bus, clock });
    const there = createSessionRegistry({ db: store.db, bus, clock });
    try {
      const session = await here.start(7);
      expect(await there.isLive(session, 7)).toBe(true);
      expect(await there.isLive(session, 8)).toBe(false);
      await here.end(session);
      expect(await here.isLive(session, 7)).toBe(false);
      // Another process hears of it when the bus delivers (a later turn here, a Redis round trip there).
      await new Promise((resolve) => setImmediate(resolve));
      expect(await there.isLive(session, 7)).toBe(false);
    } finally {
      here.close();
      there.close();
      await bus.close();
    }
  });

  it('ends every session of a customer but the one it keeps', async () => {
    const bus = createInProcessBus();
    const sessions = createSessionRegistry({ db: store.db, bus, clock });
    try {
      const [a, b, c] = [await sessions.start(9), await sessions.start(9), await sessions.start(10)];
      for (const id of [a, b, c]) await sessions.isLive(id, id === c ? 10 : 9);
      await sessions.endAll(9, b);
      expect(await sessions.isLive(a, 9)).toBe(false);
      expect(await sessions.isLive(b, 9)).toBe(true);
      expect(await sessions.isLive(c, 10)).toBe(true);
    } finally {
      sessions.close();
      await bus.close();
    }
  });

  it('reads every session from the store again when the bus says messages may have been lost', async () => {
    const bus = createInProcessBus();
    const sessions = createSessionRegistry({ db: store.db, bus, clock });
    try {
      const session = await sessions.start(11);
      expect(await sessions.isLive(session, 11)).toBe(true);
      // Ended by a process whose message never arrived: only the store knows.
      await store.db.deleteFrom('customer_sessions').where('id', '=', session).execute();
      expect(await sessions.isLive(session, 11)).toBe(true);

      await bus.publish(BUS_RECONNECTED_TOPIC, null);
      await flushed(bus);

      expect(await sessions.isLive(session, 11)).toBe(false);
    } finally {
      sessions.close();
      await bus.close();
    }
  });
});
