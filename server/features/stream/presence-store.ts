// Who watches which stream, in the store, so several server processes on one database agree on the count.
// A visitor is one row per stream (primary key stream + visitor), refreshed by every ping and deleted by leave;
// a row whose last ping is older than the presence window no longer counts (a closed tab that sent no leave).
import { sql } from 'kysely';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';

export interface Visitor {
  /** c:{customerId} with a session, a:{anonymousCustomerId} without. */
  key: string;
  /** The session's token hash; null without a session. */
  sessionKey: string | null;
}

function windowStart(now: Date, windowMs: number): string {
  return toStoredTime(new Date(now.getTime() - windowMs));
}

/** Records that the visitor watches now. */
export async function recordPing(db: Db, streamCode: string, visitor: Visitor, now: Date): Promise<void> {
  const values = { session_key: visitor.sessionKey, last_seen_at: toStoredTime(now) };
  await db
    .insertInto('stream_presence')
    .values({ stream_code: streamCode, visitor_key: visitor.key, ...values })
    .onConflict((oc) => oc.columns(['stream_code', 'visitor_key']).doUpdateSet(values))
    .execute();
}

/** The visitor stopped watching; another session of the same customer keeps its presence. */
export async function recordLeave(db: Db, streamCode: string, visitor: Visitor): Promise<void> {
  let query = db
    .deleteFrom('stream_presence')
    .where('stream_code', '=', streamCode)
    .where('visitor_key', '=', visitor.key);
  if (visitor.sessionKey !== null) query = query.where('session_key', '=', visitor.sessionKey);
  await query.execute();
}

/** Whether another session of this customer pinged the stream within the window. */
export async function otherSessionWatching(
  db: Db,
  streamCode: string,
  visitor: Visitor,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  if (visitor.sessionKey === null) return false;
  const row = await db
    .selectFrom('stream_presence')
    .select('session_key')
    .where('stream_code', '=', streamCode)
    .where('visitor_key', '=', visitor.key)
    .where('last_seen_at', '>=', windowStart(now, windowMs))
    .executeTakeFirst();
  return row !== undefined && row.session_key !== null && row.session_key !== visitor.sessionKey;
}

/** Distinct visitors whose last ping lies within the window. */
export async function countVisitors(db: Db, streamCode: string, now: Date, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('stream_presence')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('stream_code', '=', streamCode)
    .where('last_seen_at', '>=', windowStart(now, windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes rows that no longer count, so the table holds about one row per current viewer. */
export async function deleteStalePresence(db: Db, streamCode: string, now: Date, windowMs: number): Promise<void> {
  await db
    .deleteFrom('stream_presence')
    .where('stream_code', '=', streamCode)
    .where('last_seen_at', '<', windowStart(now, windowMs))
    .execute();
}

/**
 * Keeps the stream's viewer count for this minute (the Audience tab's chart): the highest sample in the minute wins,
 * on both dialects (CASE, not MAX/GREATEST, which differ between them).
 */
export async function recordViewerSample(db: Db, streamCode: string, now: Date, windowMs: number): Promise<void> {
  const viewers = await countVisitors(db, streamCode, now, windowMs);
  await db
    .insertInto('stream_viewer_samples')
    .values({ stream_code: streamCode, minute: toStoredTime(now).slice(0, 16), viewers })
    .onConflict((oc) =>
      oc.columns(['stream_code', 'minute']).doUpdateSet({
        viewers: sql<number>`CASE WHEN excluded.viewers > stream_viewer_samples.viewers THEN excluded.viewers ELSE stream_viewer_samples.viewers END`,
      }),
    )
    .execute();
}
