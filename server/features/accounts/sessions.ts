// Revocable logins. Every token carries a session id (`sid`); the token counts only while that session's row exists
// and was used within the idle timeout. Logout ends one session; a password change, a deletion and a newer
// single-session login end them all; a session left alone for SESSION_IDLE_SECONDS ends on its next use. Live
// sessions are remembered in memory so the polling hot path reads no database and writes the last use at most once
// a minute; an ended session is forgotten at once in this process and, through the bus, in every other.
import { randomBytes } from 'node:crypto';
import { BUS_RECONNECTED_TOPIC, SESSIONS_ENDED_TOPIC, type Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';

/** How often a used session's last use is written to the store, at most, per process. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionRegistry {
  /** A new session for the customer; returns its id for the token. */
  start(customerId: number): Promise<string>;
  /** Whether the session is the customer's and still live; counts as a use of it (the idle timeout restarts). */
  isLive(sessionId: string, customerId: number): Promise<boolean>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of the customer, except one when given. */
  endAll(customerId: number, except?: string): Promise<void>;
  close(): void;
}

export interface SessionRegistryOptions {
  db: Db;
  bus: Bus;
  clock: Clock;
  /** A session unused for this long ends (SESSION_IDLE_SECONDS). */
  idleSeconds: number;
  /** How many live sessions to remember. */
  cacheSize?: number;
}

interface LiveSession {
  customerId: number;
  /** The last use this process knows the store has, in ms. */
  seenAt: number;
}

export function createSessionRegistry({
  db,
  bus,
  clock,
  idleSeconds,
  cacheSize = 50_000,
}: SessionRegistryOptions): SessionRegistry {
  const idleMs = idleSeconds * 1000;
  // A session used now and then must never look idle between two writes.
  const touchIntervalMs = Math.min(SESSION_TOUCH_INTERVAL_MS, idleMs / 2);
  const live = new Map<string, LiveSession>();
  // Bumped on every forget, so a lookup that raced with an ending does not put the ended session back.
  let generation = 0;
  let lastSweep = 0;

  function forget(sessionIds: string[]): void {
    generation++;
    for (const id of sessionIds) live.delete(id);
  }

  function remember(sessionId: string, session: LiveSession): void {
    if (!live.has(sessionId) && live.size >= cacheSize) live.delete(live.keys().next().value as string);
    live.set(sessionId, session);
  }

  const unsubscribeEnded = bus.subscribe(SESSIONS_ENDED_TOPIC, (payload) => {
    const ids = (payload as { sessionIds?: unknown } | null)?.sessionIds;
    if (Array.isArray(ids)) forget(ids.filter((id): id is string => typeof id === 'string'));
  });
  // Endings sent while this process was cut off are lost: read every session from the store again.
  const unsubscribeReconnected = bus.subscribe(BUS_RECONNECTED_TOPIC, () => forget([...live.keys()]));

  async function ended(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    forget(sessionIds);
    await bus.publish(SESSIONS_ENDED_TOPIC, { sessionIds });
  }

  /**
   * Idle endings are news for listeners only: another process finds an idle session ended on its own, since its
   * cached last use is older still. So a bus outage must not fail the request (or the login) that noticed it.
   */
  async function endedIdle(sessionIds: string[]): Promise<void> {
    await ended(sessionIds).catch(() => undefined);
  }

  async function read(sessionId: string): Promise<LiveSession | undefined> {
    const row = await db
      .selectFrom('customer_sessions')
      .select(['customer_id', 'last_seen_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row && { customerId: row.customer_id, seenAt: Date.parse(row.last_seen_at) };
  }

  /** Ends the session if its stored last use is still too old (another process may have used it meanwhile). */
  async function endIfIdle(sessionId: string, now: number): Promise<boolean> {
    const rows = await db
      .deleteFrom('customer_sessions')
      .where('id', '=', sessionId)
      .where('last_seen_at', '<', toStoredTime(new Date(now - idleMs)))
      .returning('id')
      .execute();
    if (rows.length > 0) await endedIdle([sessionId]);
    return rows.length > 0;
  }

  /** Ends every idle session, at most once a minute, so sessions nobody comes back to do not pile up. */
  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SESSION_TOUCH_INTERVAL_MS) return;
    lastSweep = now;
    const rows = await db
      .deleteFrom('customer_sessions')
      .where('last_seen_at', '<', toStoredTime(new Date(now - idleMs)))
      .returning('id')
      .execute();
    await endedIdle(rows.map((row) => row.id));
  }

  return {
    async start(customerId) {
      const now = clock();
      await sweep(now.getTime());
      const id = randomBytes(18).toString('base64url');
      const at = toStoredTime(now);
      await db
        .insertInto('customer_sessions')
        .values({ id, customer_id: customerId, created_at: at, last_seen_at: at })
        .execute();
      return id;
    },
    async isLive(sessionId, customerId) {
      const now = clock().getTime();
      const seen = generation;
      let session = live.get(sessionId) ?? (await read(sessionId));
      if (!session) return false;
      if (now - session.seenAt > idleMs) {
        if (await endIfIdle(sessionId, now)) return false;
        session = await read(sessionId);
        if (!session) return false;
      }
      if (now - session.seenAt >= touchIntervalMs) {
        const { numUpdatedRows } = await db
          .updateTable('customer_sessions')
          .set({ last_seen_at: toStoredTime(new Date(now)) })
          .where('id', '=', sessionId)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) {
          forget([sessionId]);
          return false;
        }
        session = { ...session, seenAt: now };
      }
      if (seen === generation) remember(sessionId, session);
      return session.customerId === customerId;
    },
    async end(sessionId) {
      await db.deleteFrom('customer_sessions').where('id', '=', sessionId).execute();
      await ended([sessionId]);
    },
    async endAll(customerId, except) {
      let query = db.deleteFrom('customer_sessions').where('customer_id', '=', customerId);
      if (except !== undefined) query = query.where('id', '!=', except);
      const rows = await query.returning('id').execute();
      await ended(rows.map((row) => row.id));
    },
    close() {
      unsubscribeEnded();
      unsubscribeReconnected();
    },
  };
}
