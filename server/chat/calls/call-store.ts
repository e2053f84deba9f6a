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
    /** The server process the caller's socket is on. */
    process: string;
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
      initiator_process: call.process,
      receiver_process: null,
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
  receiver?: { socket: string; process: string },
): Promise<CallRow | undefined> {
  return db
    .updateTable('chat_calls')
    .set({
      status: to,
      ...(to === 'ongoing'
        ? { joined_at: at, receiver_socket: receiver?.socket ?? null, receiver_process: receiver?.process ?? null }
        : { ended_at: at }),
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

/** A server process is alive: its heartbeat, so that no other process ends the calls it holds. */
export async function recordHeartbeat(db: Db, processId: string, at: number): Promise<void> {
  await db
    .insertInto('chat_call_processes')
    .values({ process_id: processId, seen_at: at })
    .onConflict((oc) => oc.column('process_id').doUpdateSet({ seen_at: at }))
    .execute();
}

/** A process that stops on purpose: its calls ended with its sockets; no heartbeat of it stays behind. */
export async function forgetProcess(db: Db, processId: string): Promise<void> {
  await db.deleteFrom('chat_call_processes').where('process_id', '=', processId).execute();
}

/**
 * Active calls a side of which is on a process not seen since `aliveSince` (stopped without closing its sockets: a
 * crash, a kill), or on none recorded (calls from before migration 0026). Their users would stay busy for ever.
 */
export async function callsOfGoneProcesses(db: Db, aliveSince: number): Promise<CallRow[]> {
  const alive = db.selectFrom('chat_call_processes').select('process_id').where('seen_at', '>=', aliveSince);
  return db
    .selectFrom('chat_calls')
    .selectAll()
    .where('status', 'in', ACTIVE)
    .where((eb) =>
      eb.or([
        eb('initiator_process', 'is', null),
        eb('initiator_process', 'not in', alive),
        eb.and([eb('receiver_process', 'is not', null), eb('receiver_process', 'not in', alive)]),
      ]),
    )
    .limit(500)
    .execute();
}
