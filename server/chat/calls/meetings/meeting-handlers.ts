// Group calls (chat-widget.md §4 "Direct/meeting call", §5; docs/chat-service.md "Meetings";
// docs/decisions/0025): a member of a group starts a meeting (the server makes its session id and stores it), announces
// it with the meeting custom message, and members join and leave it. The media go through the SFU when one is
// configured and reachable as the meeting's first participant joins (the meeting keeps that mode while anyone is in
// it), else peer to peer between every two participants (a full mesh, up to CALL_MESH_MAX_PARTICIPANTS); for a mesh
// the server relays their WebRTC signals, unstored, only from a participant's socket to another participant, and
// tells the participants who is in whenever that changes.
import { randomUUID } from 'node:crypto';
import {
  CALL_CODES,
  type MeetingJoin,
  type MeetingParticipant,
  type MeetingMediaMode,
} from '../../../../shared/chat/calls.js';
import type { CallSettings } from '../../../config.js';
import { MAX_SFU_PARTICIPANTS } from '../../../../shared/chat/sfu.js';
import { ChatRefusal } from '../../chat-codes.js';
import { findChatUsers } from '../../chat-users.js';
import type { Messages } from '../../messages/message-handlers.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../../session/chat-session.js';
import { secondsOf } from '../../session/chat-session.js';
import { activeCallOf } from '../call-store.js';
import { iceServersFor } from '../ice-servers.js';
import {
  addParticipant,
  findMeeting,
  insertMeeting,
  meetingsOfSocket,
  participantsInGroup,
  participantsOf,
  participantsOfGoneProcesses,
  removeParticipant,
  type MeetingRow,
} from './meeting-store.js';

/** What the meetings need of the SFU (sfu-handlers.ts): the mode of a meeting's media, and who left it. */
export interface MeetingMedia {
  meetingMode(meeting: { guid: string; sessionId: string; othersIn: boolean }): Promise<MeetingMediaMode>;
  leftMeeting(left: { guid: string; sessionId: string; socketId: string; emptied: boolean }): Promise<void>;
}

export interface MeetingsDependencies extends ChatModuleDependencies {
  settings: CallSettings;
  /** This process, as the participant rows name it (the calls module's heartbeat keeps it alive). */
  processId: string;
  messages: Pick<Messages, 'sendCustom'>;
  media: MeetingMedia;
}

export type MeetingRequestType = 'startMeeting' | 'announceMeeting' | 'joinMeeting' | 'leaveMeeting' | 'meetingSignal';

const emptySessionId = () =>
  new ChatRefusal(CALL_CODES.emptySessionId, 'Starting or joining a meeting needs a session id');
const unknownMeeting = () => new ChatRefusal(CALL_CODES.callNotFound, 'There is no such meeting');

export function createMeetings({ db, hub, clock, access, settings, processId, messages, media }: MeetingsDependencies) {
  const now = () => secondsOf(clock);

  /** A meeting by a session id the asker named: refused when empty or unknown, or when they are not in its group. */
  async function meetingFor(session: ChatSession, sessionId: string): Promise<MeetingRow> {
    if (sessionId === '') throw emptySessionId();
    const meeting = await findMeeting(db, sessionId);
    if (!meeting) throw unknownMeeting();
    await access.group('takePartInMeeting', session, meeting.guid);
    return meeting;
  }

  async function participantList(sessionId: string): Promise<MeetingParticipant[]> {
    const rows = await participantsOf(db, sessionId);
    const users = await findChatUsers(
      db,
      rows.map((row) => row.uid),
    );
    return rows.map((row) => ({ uid: row.uid, name: users.get(row.uid)?.name ?? `#${row.uid}`, seq: row.id }));
  }

  /** Tells a meeting's participants who is in it now (but `origin`, whose request answers with it). */
  async function announceParticipants(sessionId: string, origin?: string): Promise<MeetingParticipant[]> {
    const participants = await participantList(sessionId);
    await hub.toUsers(
      participants.map((one) => one.uid),
      'meetingParticipants',
      { sessionId, participants },
      origin,
    );
    return participants;
  }

  async function join(session: ChatSession, meeting: MeetingRow): Promise<MeetingJoin> {
    const ongoing = await activeCallOf(db, session.uid, now());
    if (ongoing?.status === 'ongoing') {
      throw new ChatRefusal(CALL_CODES.alreadyInCall, 'You are already in an ongoing call');
    }
    const others = (await participantsOf(db, meeting.session_id)).filter((row) => row.uid !== session.uid).length;
    // The first participant decides the mode; later ones get the mode of those already in (decisions/0025).
    const mediaMode = await media.meetingMode({
      guid: meeting.guid,
      sessionId: meeting.session_id,
      othersIn: others > 0,
    });
    const limit = mediaMode === 'mesh' ? settings.meshMaxParticipants : MAX_SFU_PARTICIPANTS;
    // Counted before it is checked: the joiner would be participant others + 1.
    if (others >= limit) {
      throw new ChatRefusal(CALL_CODES.meshFull, `This call already has ${limit} participants, as many as it can take`);
    }
    const row = await addParticipant(db, {
      sessionId: meeting.session_id,
      uid: session.uid,
      socketId: session.socketId,
      processId,
      at: now(),
    });
    // Asked again once the row is there: a kick or ban that came between the first check and the insert took the
    // group's participants before this row existed, so the joiner leaves again here.
    try {
      await access.group('takePartInMeeting', session, meeting.guid);
    } catch (refusal) {
      await leave({ session_id: meeting.session_id, uid: session.uid, socket_id: session.socketId }, session.socketId);
      throw refusal;
    }
    const participants = await announceParticipants(meeting.session_id, session.socketId);
    return {
      meeting: {
        sessionId: meeting.session_id,
        guid: meeting.guid,
        starterUid: meeting.starter_uid,
        startedAt: meeting.started_at,
      },
      self: { uid: session.uid, name: session.name, seq: row.id },
      participants,
      media: { mode: mediaMode },
      iceServers: iceServersFor(settings, session.uid, now()),
    };
  }

  async function leave(row: { session_id: string; uid: string; socket_id: string }, origin?: string): Promise<void> {
    if (!(await removeParticipant(db, row.session_id, row.uid, row.socket_id))) return;
    const participants = await announceParticipants(row.session_id, origin);
    // The one who left is told that they are out (a member kicked, banned or gone from the group sees their meeting
    // end), and nothing more of a group that may no longer be theirs. Their own leave's socket knows already.
    await hub.toUsers([row.uid], 'meetingParticipants', { sessionId: row.session_id, participants: [] }, origin);
    const meeting = await findMeeting(db, row.session_id);
    if (meeting) {
      await media.leftMeeting({
        guid: meeting.guid,
        sessionId: meeting.session_id,
        socketId: row.socket_id,
        emptied: participants.length === 0,
      });
    }
  }

  const handlers: ChatHandlers<MeetingRequestType> = {
    async startMeeting(session, request) {
      const { group } = await access.group('takePartInMeeting', session, request.guid);
      const meeting = await insertMeeting(db, {
        session_id: randomUUID(),
        guid: group.guid,
        starter_uid: session.uid,
        started_at: now(),
      });
      return join(session, meeting);
    },
    async announceMeeting(session, request) {
      const meeting = await meetingFor(session, request.sessionId);
      // Only the meeting's starter announces it, in its own group: any other session id is a forged one.
      if (meeting.guid !== request.guid || meeting.starter_uid !== session.uid) throw unknownMeeting();
      return messages.sendCustom(session, {
        receiverId: meeting.guid,
        receiverType: 'group',
        type: 'meeting',
        muid: request.muid,
        customData: { sessionID: meeting.session_id, sessionId: meeting.session_id, callType: 'video' },
      });
    },
    async joinMeeting(session, request) {
      return join(session, await meetingFor(session, request.sessionId));
    },
    async leaveMeeting(session, request) {
      const meeting = await meetingFor(session, request.sessionId);
      const mine = (await participantsOf(db, meeting.session_id)).find((row) => row.uid === session.uid);
      // Leaving from a tab that is not the one in the meeting leaves the meeting alone.
      if (mine?.socket_id === session.socketId) await leave(mine, session.socketId);
      return null;
    },
    async meetingSignal(session, request) {
      const meeting = await meetingFor(session, request.sessionId);
      const participants = await participantsOf(db, meeting.session_id);
      // Only the socket in the meeting signals, and only to another participant: never to anyone outside it.
      if (participants.find((row) => row.uid === session.uid)?.socket_id !== session.socketId) {
        throw new ChatRefusal(CALL_CODES.notYourTurn, 'You do not take part in this meeting from this window');
      }
      if (request.to === session.uid || !participants.some((row) => row.uid === request.to)) {
        throw new ChatRefusal(CALL_CODES.notYourTurn, `${request.to} does not take part in this meeting`);
      }
      await hub.toUsers([request.to], 'meetingSignal', {
        sessionId: meeting.session_id,
        from: session.uid,
        signal: request.signal,
      });
      return null;
    },
  };

  return {
    handlers,
    /**
     * Members gone from a group (left, kicked, banned, or the group deleted) leave its meetings at once: the others
     * are told and drop their connections to them, the media server lets go of their streams, and their signals are
     * refused from then on. Until 2026-11-26 a kicked member stayed in a meeting they could no longer join.
     */
    async membersLeft(guid: string, uids: readonly string[] | 'everyone'): Promise<void> {
      for (const row of await participantsInGroup(db, guid, uids)) await leave(row);
    },
    /**
     * Participants on processes gone since `aliveSince` (crashed, killed) leave their meetings as if their windows had
     * closed, and the others are told; run by the calls module's heartbeat.
     */
    async leaveGoneProcesses(aliveSince: number): Promise<void> {
      for (const row of await participantsOfGoneProcesses(db, aliveSince)) await leave(row);
    },
    /** A socket closed: it leaves every meeting it took part in, and the others are told. */
    async socketClosed(session: Pick<ChatSession, 'socketId'>): Promise<void> {
      for (const row of await meetingsOfSocket(db, session.socketId)) await leave(row);
    },
  };
}

export type Meetings = ReturnType<typeof createMeetings>;
