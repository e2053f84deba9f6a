import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_RECONNECTED_TOPIC, SESSIONS_ENDED_TOPIC } from '../../bus/bus.js';
import { flushed } from '../../bus/bus-contract.js';
import { createInProcessBus } from '../../bus/in-process-bus.js';
import { dialects, openTestStore, type TestStore } from '../../test-support/stores.js';
import { createSessionRegistry } from './sessions.js';

const clock = () => new Date('2025-06-01T12:00:00Z');
const idleSeconds = 8 * 60 * 60;

describe.each(dialects)('the session registry on %s', (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('forgets an ended session at once here and, once the bus delivers, in a process that had it cached', async () => {
    const bus = createInProcessBus();
    const here = createSessionRegistry({ db: store.db, bus, clock, idleSeconds });
    const there = createSessionRegistry({ db: store.db, bus, clock, idleSeconds });
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
    const sessions = createSessionRegistry({ db: store.db, bus, clock, idleSeconds });
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
    const sessions = createSessionRegistry({ db: store.db, bus, clock, idleSeconds });
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

describe.each(dialects)('the idle timeout on %s', (dialect) => {
  let store: TestStore;
  let now: Date;
  const movableClock = () => new Date(now);
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.destroy());

  async function lastSeenAt(sessionId: string): Promise<string | undefined> {
    const row = await store.db
      .selectFrom('customer_sessions')
      .select('last_seen_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.last_seen_at;
  }

  it('writes the last use at most once a minute, and a session used now and then stays live', async () => {
    now = new Date('2025-06-01T12:00:00Z');
    const bus = createInProcessBus();
    const sessions = createSessionRegistry({ db: store.db, bus, clock: movableClock, idleSeconds: 600 });
    try {
      const session = await sessions.start(21);
      for (const at of ['12:00:10', '12:00:30', '12:00:59']) {
        now = new Date(`2025-06-01T${at}Z`);
        expect(await sessions.isLive(session, 21)).toBe(true);
      }
      expect(await lastSeenAt(session)).toBe('2025-06-01T12:00:00.000Z');
      now = new Date('2025-06-01T12:01:00Z');
      expect(await sessions.isLive(session, 21)).toBe(true);
      expect(await lastSeenAt(session)).toBe('2025-06-01T12:01:00.000Z');
      // Nine minutes apart, an hour in all: never idle for ten minutes.
      for (let minute = 10; minute <= 60; minute += 9) {
        now = new Date(Date.parse('2025-06-01T12:01:00Z') + minute * 60_000);
        expect(await sessions.isLive(session, 21)).toBe(true);
      }
    } finally {
      sessions.close();
      await bus.close();
    }
  });

  it('ends a session left alone longer than the idle timeout, and tells the other processes', async () => {
    now = new Date('2025-06-01T12:00:00Z');
    const bus = createInProcessBus();
    const sessions = createSessionRegistry({ db: store.db, bus, clock: movableClock, idleSeconds: 600 });
    const endedIds: unknown[] = [];
    const unsubscribe = bus.subscribe(SESSIONS_ENDED_TOPIC, (payload) => endedIds.push(payload));
    try {
      const session = await sessions.start(22);
      expect(await sessions.isLive(session, 22)).toBe(true);
      now = new Date('2025-06-01T12:10:01Z');
      expect(await sessions.isLive(session, 22)).toBe(false);
      expect(await lastSeenAt(session)).toBeUndefined();
      await flushed(bus);
      expect(endedIds).toEqual([{ sessionIds: [session] }]);
    } finally {
      unsubscribe();
      sessions.close();
      await bus.close();
    }
  });

  it('keeps a session another process used, though this one last saw it long ago', async () => {
    now = new Date('2025-06-01T12:00:00Z');
    const bus = createInProcessBus();
    const here = createSessionRegistry({ db: store.db, bus, clock: movableClock, idleSeconds: 600 });
    const there = createSessionRegistry({ db: store.db, bus, clock: movableClock, idleSeconds: 600 });
    try {
      const session = await here.start(23);
      expect(await here.isLive(session, 23)).toBe(true);
      now = new Date('2025-06-01T12:09:00Z');
      expect(await there.isLive(session, 23)).toBe(true);
      now = new Date('2025-06-01T12:15:00Z');
      expect(await here.isLive(session, 23)).toBe(true);
    } finally {
      here.close();
      there.close();
      await bus.close();
    }
  });
});
