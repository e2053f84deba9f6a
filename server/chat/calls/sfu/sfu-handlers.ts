// Group call media through Janus's VideoRoom (docs/decisions/0025-group-calls.md "SFU (Janus)", docs/chat-service.md
// "Group calls (SFU)"): one room per meeting session, created as its first participant joins, destroyed with the last.
// A meeting's room exists while the meeting has participants (chat_meeting_participants): the meetings module asks
// meetingMode when someone joins, and tells leftMeeting when someone leaves. Browsers send their signalling as sfu*
// requests on the chat socket; this module checks each through the access policy and the meetings table, and
// forwards the SDP and candidates to Janus over the one connection this process keeps (janus-client.ts).
// Each participant has a publisher handle (its own media, and the room's news) and a subscriber handle (everyone
// else's media in one PeerConnection, VideoRoom multistream). Janus gives its candidates inside its SDP (half
// trickle, its default), so only the browsers' candidates travel.
import { createHash } from 'node:crypto';
import { CALL_CODES } from '../../../../shared/chat/calls.js';
import type { SfuPublisher } from '../../../../shared/chat/sfu.js';
import { MAX_SFU_PARTICIPANTS, SFU_CODES, type SfuTarget } from '../../../../shared/chat/sfu.js';
import type { SfuSettings } from '../../../config.js';
import type { Db } from '../../../store/database.js';
import type { ChatAccess } from '../../chat-access.js';
import { ChatRefusal } from '../../chat-codes.js';
import type { ChatHub } from '../../chat-hub.js';
import type { ChatHandlers, ChatSession } from '../../session/chat-session.js';
import { findMeeting, participantsOf } from '../meetings/meeting-store.js';
import type { MeetingMedia } from '../meetings/meeting-handlers.js';
import {
  createJanusClient,
  JanusPluginError,
  JanusUnavailable,
  type HandleEvent,
  type JanusClient,
  type JanusHandle,
  type PluginData,
} from './janus-client.js';

export type SfuRequestType = 'sfuJoin' | 'sfuPublish' | 'sfuSubscribe' | 'sfuStart' | 'sfuTrickle' | 'sfuLeave';

export interface SfuDependencies {
  db: Db;
  hub: ChatHub;
  access: ChatAccess;
  /** undefined: no SFU configured; every sfu request answers ERR_SFU_UNAVAILABLE and meetings use mesh. */
  settings: SfuSettings | undefined;
  log?: { warn(details: object, message: string): void };
}

const VIDEOROOM = 'janus.plugin.videoroom';
const ROOM_EXISTS = 427;
const NO_SUCH_ROOM = 426;

interface Participant {
  uid: string;
  socketId: string;
  sessionId: string;
  guid: string;
  roomId: number;
  /** Janus's id of this participant in the room (its publisher id), as the pushes name it. */
  participantId: string;
  publisher: JanusHandle;
  subscriber?: JanusHandle;
  /**
   * What Janus announced on the publisher handle before the join answered, by uid: a publisher whose media came up
   * while the join was under way (it can be missing from the join's list), or null for one who stopped (it can still
   * be on it). The join's answer is corrected with them, as no push can name a participant id the browser does not
   * know yet.
   */
  early?: Map<string, SfuPublisher | null>;
}

type Streams = { mid: string; uid: string; kind: string }[];

const unavailable = (cause?: unknown) =>
  new ChatRefusal(
    SFU_CODES.unavailable,
    cause instanceof JanusPluginError
      ? `The media server refused: ${cause.message}`
      : 'The media server is unavailable',
  );
const notJoined = () => new ChatRefusal(SFU_CODES.notJoined, "You have not joined this meeting's media");

/** A room id of the meeting's own: the same in every process, and another group's meeting never lands in it. */
export function roomIdOf(guid: string, sessionId: string): number {
  // 48 bits: a safe integer in JSON, and numeric room ids are Janus's default (no string_ids needed).
  return createHash('sha256').update(`${guid}\n${sessionId}`).digest().readUIntBE(0, 6);
}

/** A publisher of a VideoRoom event or answer as the browsers see it: its uid (our server sets display) and kinds. */
function publisherOf(entry: unknown): SfuPublisher | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { display, streams } = entry as { display?: unknown; streams?: unknown };
  if (typeof display !== 'string') return undefined;
  const kinds = Array.isArray(streams)
    ? streams
        .filter((stream: { type?: unknown; disabled?: unknown }) => stream.disabled !== true)
        .map((stream: { type?: unknown }) => stream.type)
        .filter((type): type is 'audio' | 'video' | 'data' => type === 'audio' || type === 'video' || type === 'data')
    : [];
  return { uid: display, kinds };
}

function streamsOf(data: PluginData): Streams {
  const streams = Array.isArray(data['streams']) ? (data['streams'] as Record<string, unknown>[]) : [];
  return streams
    .filter((stream) => typeof stream['mid'] === 'string' && typeof stream['feed_display'] === 'string')
    .map((stream) => ({
      mid: stream['mid'] as string,
      uid: stream['feed_display'] as string,
      kind: String(stream['type']),
    }));
}

export function createSfu({ db, hub, access, settings, log }: SfuDependencies) {
  /** Participants of this process by socket and meeting session. */
  const participants = new Map<string, Participant>();
  /** Which participant and PeerConnection a Janus handle is. */
  const handles = new Map<number, { participant: Participant; target: SfuTarget }>();
  /** Feed ids to uids per room, from Janus's publisher lists (its unpublished and leaving events name ids only). */
  const feeds = new Map<number, Map<number, string>>();
  /** Room operations of one meeting run one after the other (a join never races the last leave's destroy). */
  const roomQueues = new Map<string, Promise<unknown>>();
  let admin: Promise<JanusHandle> | undefined;

  const keyOf = (socketId: string, sessionId: string) => `${socketId}\n${sessionId}`;

  const janus: JanusClient | undefined = settings
    ? createJanusClient({
        url: settings.janusUrl,
        apiSecret: settings.apiSecret,
        onEvent: (handleId, event) => void onJanusEvent(handleId, event),
        onLost: () => {
          admin = undefined;
          // Every handle died with the connection: the browsers' PeerConnections to Janus fail by themselves, and
          // their next request answers ERR_SFU_UNAVAILABLE until they join again or leave.
          log?.warn({ url: settings.janusUrl }, 'The connection to Janus was lost; its SFU meetings ended');
        },
      })
    : undefined;

  // A member gone from the group (kicked, banned, left, or the group deleted) loses its media here, in the process
  // that holds them, whichever process handled the change: no client's cooperation is needed.
  const stopListening = hub.onMembershipEnded((uid, guid) => {
    for (const participant of [...participants.values()]) {
      if (participant.uid === uid && participant.guid === guid) void forget(participant).catch(() => undefined);
    }
  });

  function requireJanus(): JanusClient {
    if (!janus) throw unavailable();
    return janus;
  }

  /** Runs one room operation after the ones before it; a failure of one does not stop the next. */
  function inRoomQueue<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
    const before = roomQueues.get(sessionId) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(work);
    const settled = next.catch(() => undefined);
    roomQueues.set(sessionId, settled);
    void settled.then(() => {
      if (roomQueues.get(sessionId) === settled) roomQueues.delete(sessionId);
    });
    return next;
  }

  async function adminHandle(): Promise<JanusHandle> {
    admin ??= requireJanus()
      .attach(VIDEOROOM)
      .catch((error: unknown) => {
        admin = undefined;
        throw error;
      });
    return admin;
  }

  async function ensureRoom(roomId: number): Promise<void> {
    const handle = await adminHandle();
    try {
      await handle.request({
        request: 'create',
        room: roomId,
        is_private: true,
        publishers: MAX_SFU_PARTICIPANTS,
        ...(settings?.adminKey ? { admin_key: settings.adminKey } : {}),
      });
    } catch (error) {
      if (!(error instanceof JanusPluginError && error.code === ROOM_EXISTS)) throw error;
    }
  }

  /**
   * Destroys the meeting's room when nobody is in the meeting any more (the meetings table, in any process) nor in
   * the room (Janus's list of participants).
   */
  async function destroyIfEmpty(sessionId: string, roomId: number): Promise<void> {
    if ((await participantsOf(db, sessionId)).length > 0) return;
    const handle = await adminHandle();
    try {
      const listed = await handle.request({ request: 'listparticipants', room: roomId });
      const inRoom = Array.isArray(listed['participants']) ? listed['participants'].length : 0;
      if (inRoom > 0) return;
      await handle.request({ request: 'destroy', room: roomId });
      feeds.delete(roomId);
    } catch (error) {
      if (!(error instanceof JanusPluginError && error.code === NO_SUCH_ROOM)) throw error;
    }
  }

  /** Learns the feeds of a publisher list; returns them as the browsers see them, but `self`'s own. */
  function remember(roomId: number, entries: unknown, self: string): SfuPublisher[] {
    const known = feeds.get(roomId) ?? new Map<number, string>();
    feeds.set(roomId, known);
    const publishers: SfuPublisher[] = [];
    for (const entry of Array.isArray(entries) ? entries : []) {
      const publisher = publisherOf(entry);
      const id = (entry as { id?: unknown }).id;
      if (!publisher || typeof id !== 'number') continue;
      known.set(id, publisher.uid);
      if (String(id) !== self) publishers.push(publisher);
    }
    return publishers;
  }

  async function onJanusEvent(handleId: number, event: HandleEvent): Promise<void> {
    const owner = handles.get(handleId);
    if (!owner || !event.data) return;
    const { participant, target } = owner;
    const push = { sessionId: participant.sessionId, participantId: participant.participantId };
    if (target === 'subscriber') {
      // An offer Janus makes by itself: a subscribed publisher left (autoupdate), or a postponed update.
      if (event.jsep?.type === 'offer') {
        await hub.toUsers([participant.uid], 'sfuOffer', {
          ...push,
          sdp: event.jsep.sdp,
          streams: streamsOf(event.data),
        });
      }
      return;
    }
    const data = event.data;
    if (data['videoroom'] === 'destroyed') return;
    const joined = remember(participant.roomId, data['publishers'], participant.participantId);
    const left: string[] = [];
    for (const key of ['unpublished', 'leaving', 'kicked']) {
      const id = data[key];
      if (typeof id !== 'number') continue;
      const uid = feeds.get(participant.roomId)?.get(id);
      if (uid !== undefined) left.push(uid);
    }
    if (participant.early) {
      for (const publisher of joined) participant.early.set(publisher.uid, publisher);
      for (const uid of left) participant.early.set(uid, null);
      return;
    }
    if (joined.length > 0 || left.length > 0) {
      await hub.toUsers([participant.uid], 'sfuPublishers', { ...push, joined, left });
    }
  }

  /** Drops a participant of this process: leaves the room, detaches both handles, destroys the room if empty. */
  async function forget(participant: Participant): Promise<void> {
    participants.delete(keyOf(participant.socketId, participant.sessionId));
    handles.delete(participant.publisher.id);
    if (participant.subscriber) handles.delete(participant.subscriber.id);
    // The last of this process in the meeting: what it knew of the meeting goes too (the maps stay bounded).
    if (![...participants.values()].some((other) => other.sessionId === participant.sessionId)) {
      feeds.delete(participant.roomId);
    }
    await inRoomQueue(participant.sessionId, async () => {
      await participant.publisher.message({ request: 'leave' }).catch(() => undefined);
      await participant.publisher.detach();
      await participant.subscriber?.detach();
      await destroyIfEmpty(participant.sessionId, participant.roomId);
    });
  }

  /**
   * Whether the asker may use the media of meeting `sessionId` of group `guid`: a member of the group (the access
   * policy's useMeetingMedia), the meeting exists and is that group's (the meetings table), and the asker takes part
   * in it from this socket (joined it, and has not left).
   */
  async function mayUseMeetingMedia(asker: ChatSession, sessionId: string, guid: string): Promise<void> {
    await access.group('useMeetingMedia', asker, guid);
    const meeting = await findMeeting(db, sessionId);
    if (meeting?.guid !== guid) throw new ChatRefusal(CALL_CODES.callNotFound, 'There is no such meeting');
    const mine = (await participantsOf(db, sessionId)).find((row) => row.uid === asker.uid);
    if (mine?.socket_id !== asker.socketId) {
      throw new ChatRefusal(CALL_CODES.notYourTurn, 'You do not take part in this meeting from this window');
    }
  }

  /** The asker's participation in a meeting from this socket, after checking they may still use its media. */
  async function participantOf(session: ChatSession, sessionId: string): Promise<Participant> {
    const participant = participants.get(keyOf(session.socketId, sessionId));
    if (!participant) throw notJoined();
    await mayUseMeetingMedia(session, sessionId, participant.guid);
    return participant;
  }

  /** Janus failing answers ERR_SFU_UNAVAILABLE; a refusal of ours passes as it is. */
  async function viaJanus<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ChatRefusal) throw error;
      if (error instanceof JanusUnavailable || error instanceof JanusPluginError) throw unavailable(error);
      throw error;
    }
  }

  /** Whether an SFU could carry a meeting now: one is configured and Janus can be reached. */
  async function mediaMode(): Promise<'sfu' | 'mesh'> {
    return janus && (await janus.reachable()) ? 'sfu' : 'mesh';
  }

  const handlers: ChatHandlers<SfuRequestType> = {
    async sfuJoin(session, { sessionId, guid }) {
      await mayUseMeetingMedia(session, sessionId, guid);
      const client = requireJanus();
      const mine = [...participants.values()].filter((one) => one.socketId === session.socketId);
      // One meeting's media per socket, counted before any work: leave one meeting before joining another.
      if (mine.some((one) => one.sessionId !== sessionId)) {
        throw new ChatRefusal(CALL_CODES.alreadyInCall, 'You are already in an ongoing call');
      }
      // Joining the same meeting again (a reconnect, or after Janus came back) starts afresh.
      for (const existing of mine) await forget(existing).catch(() => undefined);
      const roomId = roomIdOf(guid, sessionId);
      const answer = await viaJanus(() =>
        inRoomQueue(sessionId, async () => {
          await ensureRoom(roomId);
          const publisher = await client.attach(VIDEOROOM);
          const participant: Participant = {
            uid: session.uid,
            socketId: session.socketId,
            sessionId,
            guid,
            roomId,
            participantId: '',
            publisher,
            early: new Map(),
          };
          handles.set(publisher.id, { participant, target: 'publisher' });
          try {
            const { data } = await publisher.message({
              request: 'join',
              ptype: 'publisher',
              room: roomId,
              display: session.uid,
            });
            participant.participantId = String(data['id']);
            participants.set(keyOf(session.socketId, sessionId), participant);
            const listed = remember(roomId, data['publishers'], participant.participantId);
            const news = participant.early ?? new Map<string, SfuPublisher | null>();
            const publishers = listed.filter((one) => !news.has(one.uid));
            for (const [uid, publisher] of news) if (publisher && uid !== session.uid) publishers.push(publisher);
            // From now on Janus's news about publishers are pushed, naming this participant id.
            delete participant.early;
            return { participantId: participant.participantId, publishers };
          } catch (error) {
            handles.delete(publisher.id);
            await publisher.detach();
            throw error;
          }
        }),
      );
      // Asked again once the media are in: a kick, a ban or the window's close while Janus joined them found no
      // participant of this process to let go of yet.
      try {
        await mayUseMeetingMedia(session, sessionId, guid);
      } catch (refusal) {
        const joined = participants.get(keyOf(session.socketId, sessionId));
        if (joined) await forget(joined).catch(() => undefined);
        throw refusal;
      }
      return answer;
    },
    async sfuPublish(session, { sessionId, sdp }) {
      const participant = await participantOf(session, sessionId);
      return viaJanus(async () => {
        const { jsep } = await participant.publisher.message({ request: 'publish' }, { type: 'offer', sdp });
        if (jsep?.type !== 'answer') throw new JanusUnavailable('Janus answered the publication without an SDP');
        return { sdp: jsep.sdp };
      });
    },
    async sfuSubscribe(session, { sessionId, uids }) {
      const participant = await participantOf(session, sessionId);
      const known = feeds.get(participant.roomId) ?? new Map<number, string>();
      const wanted = new Set(uids.filter((uid) => uid !== participant.uid));
      // A uid's newest feed (one who left and came back publishes under a new id; the map keeps insertion order).
      const newest = new Map<string, number>();
      for (const [feed, uid] of known) if (wanted.has(uid)) newest.set(uid, feed);
      const streams = [...newest.values()].map((feed) => ({ feed }));
      if (streams.length === 0) return null;
      await viaJanus(async () => {
        let answer;
        if (participant.subscriber) {
          answer = await participant.subscriber.message({ request: 'subscribe', streams });
        } else {
          const subscriber = await requireJanus().attach(VIDEOROOM);
          participant.subscriber = subscriber;
          handles.set(subscriber.id, { participant, target: 'subscriber' });
          answer = await subscriber.message({
            request: 'join',
            ptype: 'subscriber',
            room: participant.roomId,
            streams,
          });
        }
        // An update Janus postponed ("updating") offers later, as an event of the handle.
        if (answer.jsep?.type === 'offer') {
          await hub.toUsers([participant.uid], 'sfuOffer', {
            sessionId,
            participantId: participant.participantId,
            sdp: answer.jsep.sdp,
            streams: streamsOf(answer.data),
          });
        }
      });
      return null;
    },
    async sfuStart(session, { sessionId, sdp }) {
      const participant = await participantOf(session, sessionId);
      const subscriber = participant.subscriber;
      if (!subscriber) throw notJoined();
      await viaJanus(() => subscriber.message({ request: 'start' }, { type: 'answer', sdp }));
      return null;
    },
    async sfuTrickle(session, { sessionId, target, candidate }) {
      const participant = await participantOf(session, sessionId);
      const handle = target === 'publisher' ? participant.publisher : participant.subscriber;
      if (!handle) throw notJoined();
      await viaJanus(() => handle.trickle(candidate ? { ...candidate } : { completed: true }));
      return null;
    },
    async sfuLeave(session, { sessionId }) {
      // Only the socket that joined leaves, even once it left the meeting or the group.
      const participant = participants.get(keyOf(session.socketId, sessionId));
      if (!participant) throw notJoined();
      // Leaving always succeeds: with Janus gone, its handles and the room went with it.
      await forget(participant).catch(() => undefined);
      return null;
    },
  };

  return {
    handlers,
    mayUseMeetingMedia,
    /** Whether an SFU could carry a meeting now: one is configured and Janus can be reached. */
    mediaMode,
    /**
     * The mode of a meeting being joined (decisions/0025 "How group media is chosen"). Its first participant
     * (nobody else in) gets sfu when Janus can be reached, and the meeting's room is created at once, so the room
     * marks the meeting as an SFU one while anyone is in it; a later participant gets sfu when that room exists, and
     * mesh when it does not (the meeting began as a mesh, or Janus lost its rooms).
     */
    async meetingMode({ guid, sessionId, othersIn }: { guid: string; sessionId: string; othersIn: boolean }) {
      if ((await mediaMode()) === 'mesh') return 'mesh';
      const roomId = roomIdOf(guid, sessionId);
      try {
        return await inRoomQueue(sessionId, async (): Promise<'sfu' | 'mesh'> => {
          if (!othersIn) {
            await ensureRoom(roomId);
            return 'sfu';
          }
          const { exists } = await (await adminHandle()).request({ request: 'exists', room: roomId });
          return exists === true ? 'sfu' : 'mesh';
        });
      } catch {
        return 'mesh';
      }
    },
    /** Someone left a meeting: their media of that socket go, and the room with the meeting's last participant. */
    async leftMeeting({ guid, sessionId, socketId, emptied }: Parameters<MeetingMedia['leftMeeting']>[0]) {
      const participant = participants.get(keyOf(socketId, sessionId));
      if (participant) await forget(participant).catch(() => undefined);
      else if (emptied && janus) {
        await inRoomQueue(sessionId, () => destroyIfEmpty(sessionId, roomIdOf(guid, sessionId))).catch(() => undefined);
      }
    },
    /** A socket closed: it leaves every meeting's media it was in. */
    async socketClosed(session: Pick<ChatSession, 'socketId'>): Promise<void> {
      const mine = [...participants.values()].filter((participant) => participant.socketId === session.socketId);
      await Promise.all(mine.map((participant) => forget(participant).catch(() => undefined)));
    },
    close() {
      stopListening();
      janus?.close();
    },
  };
}

export type Sfu = ReturnType<typeof createSfu>;
