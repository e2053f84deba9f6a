// Audio and video calls between two users (chat-widget.md §3 Call, §4, §7; docs/chat-service.md "Calls"): the
// server keeps where each call stands (chat_calls), writes every change as a message of category call in the pair's
// conversation, tells both users' sockets, and relays the WebRTC signals between the two sockets taking part. The
// media flow peer to peer; the server sees none of it. Group calls are a later slice (docs/decisions/0024-calls.md).
import { randomUUID } from 'node:crypto';
import {
  CALL_CODES,
  FINAL_CALL_STATUSES,
  type CallDetails,
  type CallStatus,
  type CallType,
} from '../../../shared/chat/calls.js';
import type { ChatMessage } from '../../../shared/chat/chat-entities.js';
import { conversationIdOf } from '../../../shared/chat/conversation-id.js';
import type { CallSettings } from '../../config.js';
import { ChatRefusal } from '../chat-codes.js';
import { findChatUser } from '../chat-users.js';
import { insertMessage, toMessage } from '../messages/message-store.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import {
  activeCallOf,
  callsOfGoneProcesses,
  callsOfSocket,
  findCall,
  forgetProcess,
  insertCall,
  moveCall,
  recordHeartbeat,
  type CallRow,
} from './call-store.js';
import { iceServersFor } from './ice-servers.js';
import { isInAMeeting } from './meetings/meeting-store.js';

export interface CallsDependencies extends ChatModuleDependencies {
  settings: CallSettings;
  /** This process, as the call rows (and the meetings' participant rows) name the holder of each side. */
  processId: string;
  /** Run with every heartbeat after this module's own: what else a gone process held goes too (its meetings). */
  processesGone?: (aliveSince: number) => Promise<void>;
}

export type CallRequestType = 'initiateCall' | 'acceptCall' | 'rejectCall' | 'endCall' | 'callSignal' | 'iceServers';

/** How often a process records that it is alive, and looks for calls of processes that are not. */
export const CALL_HEARTBEAT_SECONDS = 10;
/** A process not seen for this long is gone: the calls it held end (a live one has missed two heartbeats). */
export const CALL_PROCESS_GONE_SECONDS = 3 * CALL_HEARTBEAT_SECONDS;

const busyRefusal = () => new ChatRefusal(CALL_CODES.alreadyInCall, 'You are already in an ongoing call');
const notActive = (status: string) => new ChatRefusal(CALL_CODES.callNotActive, `The call is ${status}`);

export function createCalls({ db, hub, clock, access, settings, processId, processesGone }: CallsDependencies) {
  const now = () => secondsOf(clock);
  /** Ringing calls of this process, ended as unanswered when nobody answers in time. */
  const ringing = new Map<string, NodeJS.Timeout>();
  let heartbeat: NodeJS.Timeout | undefined;

  const detailsOf = (row: CallRow, status: CallStatus): CallDetails => ({
    sessionId: row.session_id,
    status,
    callInitiator: row.initiator_uid,
    callReceiver: row.receiver_uid,
    initiatedAt: row.initiated_at,
    ...(row.joined_at === null ? {} : { joinedAt: row.joined_at }),
    ...(row.ended_at === null ? {} : { endedAt: row.ended_at }),
  });

  /**
   * Writes a call's change as a message of category call from `senderUid` to the call's other side, and tells both
   * users' sockets (but `origin`, whose request answers with it): another tab of the callee closes its alert.
   */
  async function record(row: CallRow, status: CallStatus, senderUid: string, origin?: string): Promise<ChatMessage> {
    const receiverUid = senderUid === row.initiator_uid ? row.receiver_uid : row.initiator_uid;
    const { row: stored } = await insertMessage(db, {
      conversationId: conversationIdOf('user', row.initiator_uid, row.receiver_uid),
      conversationType: 'user',
      pair: [row.initiator_uid, row.receiver_uid],
      senderUid,
      receiverId: receiverUid,
      receiverType: 'user',
      category: 'call',
      type: row.call_type as CallType,
      call: detailsOf(row, status),
      sentAt: now(),
    });
    const sender = (await findChatUser(db, senderUid)) ?? { name: `#${senderUid}` };
    const message = toMessage(stored, sender);
    await hub.toUsers([row.initiator_uid, row.receiver_uid], 'message', message, origin);
    return message;
  }

  function stopRinging(sessionId: string) {
    clearTimeout(ringing.get(sessionId));
    ringing.delete(sessionId);
  }

  /** Moves a call on, once: a second request (or the timeout) racing this one finds it moved and is refused. */
  async function move(row: CallRow, from: CallStatus[], to: CallStatus, receiverSocket?: string): Promise<CallRow> {
    const receiver = receiverSocket === undefined ? undefined : { socket: receiverSocket, process: processId };
    const moved = await moveCall(db, row.session_id, from, to, now(), receiver);
    if (!moved) throw notActive((await findCall(db, row.session_id))?.status ?? 'over');
    if (to !== 'initiated') stopRinging(row.session_id);
    return moved;
  }

  /** A call the asker takes part in, by its session id (refused as unknown otherwise). */
  async function callOf(session: ChatSession, sessionId: string): Promise<CallRow> {
    return access.call(session, await findCall(db, sessionId));
  }

  const ringingSince = () => now() - settings.unansweredSeconds;
  /** On a call: ringing or in a one-to-one call, or taking part in a group's meeting (§4 "Callee busy"). */
  const onACall = async (uid: string) =>
    (await activeCallOf(db, uid, ringingSince())) !== undefined || (await isInAMeeting(db, uid));

  const handlers: ChatHandlers<CallRequestType> = {
    async initiateCall(session, request) {
      if (request.receiverType === 'group') {
        throw new ChatRefusal(CALL_CODES.groupCallsNotOffered, 'Calls to groups are not offered yet');
      }
      // The same door as a message: the receiver exists, is not the caller, and neither blocked the other.
      await access.target(session, request.receiverId, 'user');
      if (await onACall(session.uid)) throw busyRefusal();
      const busy = await onACall(request.receiverId);
      const row = await insertCall(db, {
        sessionId: randomUUID(),
        type: request.callType,
        initiator: session.uid,
        receiver: request.receiverId,
        status: busy ? 'busy' : 'initiated',
        socket: session.socketId,
        process: processId,
        at: now(),
      });
      // A busy callee hears nothing: the caller is answered with the busy call at once (§4 "Callee busy").
      if (busy) return record(row, 'busy', request.receiverId, undefined);
      ringing.set(
        row.session_id,
        setTimeout(() => void unanswered(row.session_id), settings.unansweredSeconds * 1000),
      );
      return record(row, 'initiated', session.uid, session.socketId);
    },
    async acceptCall(session, request) {
      const call = await callOf(session, request.sessionId);
      if (call.receiver_uid !== session.uid) throw new ChatRefusal(CALL_CODES.notYourTurn, 'Only the callee accepts');
      if (call.status !== 'initiated') throw notActive(call.status);
      const other = await activeCallOf(db, session.uid, ringingSince());
      if (other && other.session_id !== call.session_id && other.status === 'ongoing') throw busyRefusal();
      if (await isInAMeeting(db, session.uid)) throw busyRefusal();
      const moved = await move(call, ['initiated'], 'ongoing', session.socketId);
      return record(moved, 'ongoing', session.uid, session.socketId);
    },
    async rejectCall(session, request) {
      const call = await callOf(session, request.sessionId);
      // Cancelling is the caller's, declining (rejected, busy) the callee's (§4, §7 "Reject call").
      const mine = request.status === 'cancelled' ? call.initiator_uid : call.receiver_uid;
      if (mine !== session.uid) {
        throw new ChatRefusal(CALL_CODES.notYourTurn, `This side of the call cannot answer ${request.status}`);
      }
      if (call.status !== 'initiated') throw notActive(call.status);
      const moved = await move(call, ['initiated'], request.status);
      return record(moved, request.status, session.uid, session.socketId);
    },
    async endCall(session, request) {
      const call = await callOf(session, request.sessionId);
      if (call.status !== 'ongoing') throw notActive(call.status);
      const moved = await move(call, ['ongoing'], 'ended');
      return record(moved, 'ended', session.uid, session.socketId);
    },
    async callSignal(session, request) {
      const call = await callOf(session, request.sessionId);
      if (call.status !== 'ongoing') throw notActive(call.status);
      // Only the two sockets in the call negotiate it: not the users' other tabs, nor a forged socket.
      const mySocket = call.initiator_uid === session.uid ? call.initiator_socket : call.receiver_socket;
      if (mySocket !== session.socketId) {
        throw new ChatRefusal(CALL_CODES.notYourTurn, 'This call goes on in another window');
      }
      const other = call.initiator_uid === session.uid ? call.receiver_uid : call.initiator_uid;
      await hub.toUsers([other], 'callSignal', {
        sessionId: call.session_id,
        from: session.uid,
        signal: request.signal,
      });
      return null;
    },
    async iceServers(session) {
      return { iceServers: iceServersFor(settings, session.uid, now()) };
    },
  };

  /** §4 "unanswered after a timeout": nobody accepted or declined; both sides are told. */
  async function unanswered(sessionId: string): Promise<void> {
    ringing.delete(sessionId);
    const moved = await moveCall(db, sessionId, ['initiated'], 'unanswered', now());
    if (moved) await record(moved, 'unanswered', moved.initiator_uid);
  }

  /**
   * Ends the calls of processes that stopped without closing their sockets (crashed, killed): cancelled while
   * ringing, ended once answered, as if the gone side's window had closed; both users are told. A call whose sides
   * are on live processes (this one or another sharing the database) is left alone.
   */
  async function endCallsOfGoneProcesses(): Promise<void> {
    for (const call of await callsOfGoneProcesses(db, now() - CALL_PROCESS_GONE_SECONDS)) {
      const to: CallStatus = call.status === 'initiated' ? 'cancelled' : 'ended';
      const moved = await moveCall(db, call.session_id, [call.status as CallStatus], to, now());
      stopRinging(call.session_id);
      const receiverGone = call.status === 'ongoing' && call.initiator_process === processId;
      if (moved) await record(moved, to, receiverGone ? call.receiver_uid : call.initiator_uid);
    }
  }

  async function beat(): Promise<void> {
    await recordHeartbeat(db, processId, now());
    await endCallsOfGoneProcesses();
    await processesGone?.(now() - CALL_PROCESS_GONE_SECONDS);
  }

  return {
    handlers,
    /** At start-up: this process is alive, and the calls a stopped one left behind end. Then every few seconds. */
    async start(onError: (error: unknown) => void): Promise<void> {
      await beat();
      heartbeat = setInterval(() => void beat().catch(onError), CALL_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
    },
    /**
     * A socket closed: its calls end for the other side too (cancelled while ringing, ended once answered), so
     * nobody stays busy with a window that is gone.
     */
    async socketClosed(session: Pick<ChatSession, 'socketId'>): Promise<void> {
      for (const call of await callsOfSocket(db, session.socketId)) {
        const to: CallStatus = call.status === 'initiated' ? 'cancelled' : 'ended';
        if (FINAL_CALL_STATUSES.includes(call.status as CallStatus)) continue;
        const moved = await moveCall(db, call.session_id, [call.status as CallStatus], to, now());
        stopRinging(call.session_id);
        const closer = call.initiator_socket === session.socketId ? call.initiator_uid : call.receiver_uid;
        if (moved) await record(moved, to, closer);
      }
    },
    async close(): Promise<void> {
      clearInterval(heartbeat);
      for (const timer of ringing.values()) clearTimeout(timer);
      ringing.clear();
      // Stopping on purpose: this process's sockets closed and ended their calls; no heartbeat of it stays behind.
      await forgetProcess(db, processId).catch(() => undefined);
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;
