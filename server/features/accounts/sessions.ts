// Revocable logins. A named customer's token carries a session id (`sid`); the token counts only while that
// session's row exists. Logout ends one session; a password change, a deletion and a newer single-session login end
// them all. Live sessions are remembered in memory so the polling hot path reads no database; an ended session is
// forgotten at once in this process and, through the bus, in every other.
import { randomBytes } from 'node:crypto';
import { BUS_RECONNECTED_TOPIC, type Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';

export const SESSIONS_ENDED_TOPIC = 'accounts.sessions-ended';

export interface SessionRegistry {
  /** A new session for the customer; returns its id for the token. */
  start(customerId: number): Promise<string>;
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
  /** How many live sessions to remember. */
  cacheSize?: number;
}

export function createSessionRegistry({ db, bus, clock, cacheSize = 50_000 }: SessionRegistryOptions): SessionRegistry {
  const live = new Map<string, number>();
  // Bumped on every forget, so a lookup that raced with an ending does not put the ended session back.
  let generation = 0;

  function forget(sessionIds: string[]): void {
    generation++;
    for (const id of sessionIds) live.delete(id);
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

  return {
    async start(customerId) {
      const id = randomBytes(18).toString('base64url');
      await db
        .insertInto('customer_sessions')
        .values({ id, customer_id: customerId, created_at: toStoredTime(clock()) })
        .execute();
      return id;
    },
    async isLive(sessionId, customerId) {
      const known = live.get(sessionId);
      if (known !== undefined) return known === customerId;
      const seen = generation;
      const row = await db
        .selectFrom('customer_sessions')
        .select('customer_id')
        .where('id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return false;
      if (seen === generation) {
        if (live.size >= cacheSize) live.delete(live.keys().next().value as string);
        live.set(sessionId, row.customer_id);
      }
      return row.customer_id === customerId;
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
