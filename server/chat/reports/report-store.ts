// The reports module's store queries: messages users reported to the event's operators, and users an operator banned
// from the event's whole chat (0012-chat-blocking).
import type { Db } from '../../store/database.js';

/** Records a report; a user reporting the same message again changes nothing. */
export async function insertReport(
  db: Db,
  report: { messageId: number; reporterUid: string; reason: string; at: number },
): Promise<void> {
  await db
    .insertInto('chat_reports')
    .values({
      message_id: report.messageId,
      reporter_uid: report.reporterUid,
      reason: report.reason,
      created_at: report.at,
    })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_uid']).doNothing())
    .execute();
}

/** A page of reports, the newest first. */
export function pageOfReports(db: Db, { limit, offset }: { limit: number; offset: number }) {
  return db
    .selectFrom('chat_reports')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_reports.message_id')
    .select([
      'chat_reports.id',
      'chat_reports.message_id',
      'chat_reports.reporter_uid',
      'chat_reports.reason',
      'chat_reports.created_at',
      'chat_messages.sender_uid',
      'chat_messages.text',
      'chat_messages.deleted_at',
    ])
    .orderBy('chat_reports.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Bans uid from the event's chat; banning twice changes nothing. */
export async function insertEventBan(db: Db, uid: string, at: number): Promise<void> {
  await db
    .insertInto('chat_event_bans')
    .values({ uid, banned_at: at })
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
}

export async function deleteEventBan(db: Db, uid: string): Promise<void> {
  await db.deleteFrom('chat_event_bans').where('uid', '=', uid).execute();
}

export async function isBannedFromChat(db: Db, uid: string): Promise<boolean> {
  return (await db.selectFrom('chat_event_bans').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}
