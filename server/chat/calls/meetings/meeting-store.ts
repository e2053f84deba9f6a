// The meetings module's store queries (migration 0023): the meetings, and who takes part in each now.
import type { Selectable } from 'kysely';
import type { ChatMeetingParticipantsTable, ChatMeetingsTable, Db } from '../../../store/database.js';

export type MeetingRow = Selectable<ChatMeetingsTable>;
export type MeetingParticipantRow = Selectable<ChatMeetingParticipantsTable>;

export async function insertMeeting(db: Db, meeting: MeetingRow): Promise<MeetingRow> {
  await db.insertInto('chat_meetings').values(meeting).execute();
  return meeting;
}

export async function findMeeting(db: Db, sessionId: string): Promise<MeetingRow | undefined> {
  return db.selectFrom('chat_meetings').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** Who takes part in a meeting now, in the order they joined. */
export async function participantsOf(db: Db, sessionId: string): Promise<MeetingParticipantRow[]> {
  return db
    .selectFrom('chat_meeting_participants')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();
}

/** Takes a user into a meeting from a socket; a user is in a meeting once, so a join from another tab moves them. */
export async function addParticipant(
  db: Db,
  row: { sessionId: string; uid: string; socketId: string; processId: string; at: number },
): Promise<MeetingParticipantRow> {
  return db.transaction().execute(async (trx) => {
    await removeParticipant(trx, row.sessionId, row.uid);
    return trx
      .insertInto('chat_meeting_participants')
      .values({
        session_id: row.sessionId,
        uid: row.uid,
        socket_id: row.socketId,
        process_id: row.processId,
        joined_at: row.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Takes a user out of a meeting; with `socketId`, only their place from that socket (a place read earlier may have
 * been taken again from another window since, and that one stays).
 */
export async function removeParticipant(db: Db, sessionId: string, uid: string, socketId?: string): Promise<boolean> {
  let query = db.deleteFrom('chat_meeting_participants').where('session_id', '=', sessionId).where('uid', '=', uid);
  if (socketId !== undefined) query = query.where('socket_id', '=', socketId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who of `uids` (or everyone) takes part in a meeting of the group `guid`. */
export async function participantsInGroup(
  db: Db,
  guid: string,
  uids: readonly string[] | 'everyone',
): Promise<MeetingParticipantRow[]> {
  if (uids !== 'everyone' && uids.length === 0) return [];
  let query = db
    .selectFrom('chat_meeting_participants as participant')
    .innerJoin('chat_meetings as meeting', 'meeting.session_id', 'participant.session_id')
    .selectAll('participant')
    .where('meeting.guid', '=', guid);
  if (uids !== 'everyone') query = query.where('participant.uid', 'in', uids);
  return query.execute();
}

/** Whether the user takes part in any meeting now: for a one-to-one call they are on another call. */
export async function isInAMeeting(db: Db, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_meeting_participants')
    .select('id')
    .where('uid', '=', uid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Participants whose socket is on a process not seen since `aliveSince` (stopped without closing its sockets), or on
 * none recorded (rows from before migration 0027): they would stay in their meetings, and busy, for ever.
 */
export async function participantsOfGoneProcesses(db: Db, aliveSince: number): Promise<MeetingParticipantRow[]> {
  const alive = db.selectFrom('chat_call_processes').select('process_id').where('seen_at', '>=', aliveSince);
  return db
    .selectFrom('chat_meeting_participants')
    .selectAll()
    .where((eb) => eb.or([eb('process_id', 'is', null), eb('process_id', 'not in', alive)]))
    .limit(500)
    .execute();
}

/** The meetings a socket takes part in: it leaves them when it closes. */
export async function meetingsOfSocket(db: Db, socketId: string): Promise<MeetingParticipantRow[]> {
  return db.selectFrom('chat_meeting_participants').selectAll().where('socket_id', '=', socketId).execute();
}
