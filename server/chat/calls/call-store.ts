// The calls module's store queries: one row per call session (migration 0018).
import type { Selectable } from 'kysely';
import type { CallStatus, CallType } from '../../../shared/chat/calls.js';
import type { ChatCallsTable, Db } from '../../store/database.js';

export type CallRow = Selectable<ChatCallsTable>;

/** Calls still going on: ringing or answered. */
const ACTIVE: CallStatus[] = ['initiated', 'ongoing'];

export async function findCall(db: Db, sessionId: string): Promise<CallRow | undefined> {
  return db.selectFrom('chat_calls').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/**
 * The user's call that is still going on, if any: an answered one, or one ringing since `ringingSince` (a ringing
 * call left behind by a server that stopped before its timeout does not keep anyone busy for ever).
 */
export async function activeCallOf(db: Db, uid: string, ringingSince: number): Promise<CallRow | undefined> {
  return db
    .selectFrom('chat_calls')
    .selectAll()
    .where((eb) => eb.or([eb('initiator_uid', '=', uid), eb('receiver_uid', '=', uid)]))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'ongoing'),
        eb.and([eb('status', '=', 'initiated'), eb('initiated_at', '>=', ringingSince)]),
      ]),
    )
    .executeTakeFirst();
}

export async function insertCall(
  db: Db,
  call: {
    sessionId: string;
    type: CallType;
    initiator: string;
    receiver: string;
    status: CallStatus;
    socket: string;
    at: number;
  },
): Promise<CallRow> {
  return db
    .insertInto('chat_calls')
    .values({
      session_id: call.sessionId,
      call_type: call.type,
      initiator_uid: call.initiator,
      receiver_uid: call.receiver,
      status: call.status,
      initiator_socket: call.socket,
      receiver_socket: null,
      initiated_at: call.at,
      joined_at: null,
      ended_at: call.status === 'busy' ? call.at : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Moves a call from one of `from` to `to`; undefined when it was no longer in one of them (another request or the
 * timeout moved it first), so each change happens once.
 */
export async function moveCall(
  db: Db,
  sessionId: string,
  from: CallStatus[],
  to: CallStatus,
  at: number,
  receiverSocket?: string,
): Promise<CallRow | undefined> {
  return db
    .updateTable('chat_calls')
    .set({
      status: to,
      ...(to === 'ongoing' ? { joined_at: at, receiver_socket: receiverSocket ?? null } : { ended_at: at }),
    })
    .where('session_id', '=', sessionId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The active calls a socket takes part in: they end when it closes. */
export async function callsOfSocket(db: Db, socketId: string): Promise<CallRow[]> {
  return db
    .selectFrom('chat_calls')
    .selectAll()
    .where((eb) => eb.or([eb('initiator_socket', '=', socketId), eb('receiver_socket', '=', socketId)]))
    .where('status', 'in', ACTIVE)
    .execute();
}
