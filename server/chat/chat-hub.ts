// Who is connected to this process, and how events reach them. Every event goes through the Bus by topic
// (chat:user:<uid>, chat:group:<guid>, chat:presence), so another process with another Bus implementation
// delivers it to its own sockets the same way; this process subscribes only to the topics its sockets need.
import { randomUUID } from 'node:crypto';
import type { Bus } from '../bus/bus.js';
import type { ChatUser } from '../../shared/chat/chat-entities.js';
import type { ChatEventName, PushDataOf } from '../../shared/chat/chat-frames.js';

/** One logged-in socket as the hub sees it. */
export interface HubSocket {
  readonly id: string;
  readonly uid: string;
  /** Whether the client asked for everyone's online and offline events (§7 "subscribe to presence for all users"). */
  readonly presence: boolean;
  /** Sends one frame already turned into JSON text: an event to N sockets is serialised once, not N times. */
  send(frameText: string): void;
}

type TopicPayload =
  | { kind: 'event'; event: ChatEventName; data: unknown; origin?: string }
  | { kind: 'membership'; guid: string; joined: boolean };

/** A user came online or went offline on `instance`; or a process that just started asks who is online. */
type PresencePayload =
  | { kind: 'status'; uid: string; instance: string; online: boolean; user: ChatUser }
  | { kind: 'query'; instance: string };

const userTopic = (uid: string) => `chat:user:${uid}`;
const groupTopic = (guid: string) => `chat:group:${guid}`;
const PRESENCE_TOPIC = 'chat:presence';

export interface ChatHub {
  /** Adds a logged-in socket with the groups its user has joined; returns whether the user just came online. */
  attach(socket: HubSocket, guids: string[], user: ChatUser): Promise<void>;
  detach(socket: HubSocket, user: ChatUser): Promise<void>;
  isOnline(uid: string): boolean;
  /** Sends an event to every socket of these users (except the socket it came from). */
  toUsers<E extends ChatEventName>(uids: string[], event: E, data: PushDataOf<E>, origin?: string): Promise<void>;
  /** Sends an event to every member of a group (except the socket it came from). */
  toGroup<E extends ChatEventName>(guid: string, event: E, data: PushDataOf<E>, origin?: string): Promise<void>;
  /** Tells every process that uid joined or left a group, so their sockets of uid start or stop listening. */
  membershipChanged(uid: string, guid: string, joined: boolean): Promise<void>;
  /**
   * Listens, in every process where uid has sockets, to uid's membership of guid ending (what membershipChanged
   * tells with joined false), so that what the process holds for them in that group goes; returns the unsubscribe.
   */
  onMembershipEnded(listener: (uid: string, guid: string) => void): () => void;
  connectionCount(): number;
  close(): void;
}

/**
 * What was stored is not undone when the bus cannot carry the news (Redis down): the request still succeeds, the
 * failure goes to `onFanOutError`, and clients catch up from the store when they reconnect.
 */
export function createChatHub(bus: Bus, onFanOutError: (error: unknown, topic: string) => void): ChatHub {
  const instance = randomUUID();
  const fanOut = (topic: string, payload: TopicPayload | PresencePayload) =>
    bus.publish(topic, payload).catch((error: unknown) => onFanOutError(error, topic));
  const socketsByUser = new Map<string, Set<HubSocket>>();
  const userSubscriptions = new Map<string, () => void>();
  /** Local users per group, and the group topic subscriptions they need. */
  const groupMembers = new Map<string, Set<string>>();
  const groupSubscriptions = new Map<string, () => void>();
  const groupsOfUser = new Map<string, Set<string>>();
  /** Users online on other processes, by the instances that announced them. */
  const remoteOnline = new Map<string, Set<string>>();
  /** Each locally connected user as announced, to announce again when a new process asks. */
  const localUsers = new Map<string, ChatUser>();
  let connections = 0;

  function deliver(uid: string, frameText: string, origin?: string) {
    for (const socket of socketsByUser.get(uid) ?? []) {
      if (socket.id !== origin) socket.send(frameText);
    }
  }

  const eventText = (message: { event: ChatEventName; data: unknown }) =>
    JSON.stringify({ event: message.event, data: message.data });

  function joinLocally(uid: string, guid: string) {
    let members = groupMembers.get(guid);
    if (!members) {
      members = new Set();
      groupMembers.set(guid, members);
      groupSubscriptions.set(
        guid,
        bus.subscribe(groupTopic(guid), (payload) => {
          const message = payload as TopicPayload;
          if (message.kind !== 'event') return;
          const frameText = eventText(message);
          for (const member of groupMembers.get(guid) ?? []) deliver(member, frameText, message.origin);
        }),
      );
    }
    members.add(uid);
    groupsOfUser.get(uid)?.add(guid);
  }

  function leaveLocally(uid: string, guid: string) {
    const members = groupMembers.get(guid);
    groupsOfUser.get(uid)?.delete(guid);
    if (!members) return;
    members.delete(uid);
    if (members.size === 0) {
      groupMembers.delete(guid);
      groupSubscriptions.get(guid)?.();
      groupSubscriptions.delete(guid);
    }
  }

  const membershipEndedListeners = new Set<(uid: string, guid: string) => void>();

  function onUserTopic(uid: string, payload: unknown) {
    const message = payload as TopicPayload;
    if (message.kind === 'membership') {
      if (!socketsByUser.has(uid)) return;
      if (message.joined) joinLocally(uid, message.guid);
      else {
        leaveLocally(uid, message.guid);
        for (const listener of [...membershipEndedListeners]) listener(uid, message.guid);
      }
      return;
    }
    deliver(uid, eventText(message), message.origin);
  }

  function isOnline(uid: string) {
    return (socketsByUser.get(uid)?.size ?? 0) > 0 || (remoteOnline.get(uid)?.size ?? 0) > 0;
  }

  function announce(user: ChatUser, online: boolean) {
    const frameText = eventText({ event: online ? 'userOnline' : 'userOffline', data: user });
    for (const [uid, sockets] of socketsByUser) {
      if (uid === user.uid) continue;
      for (const socket of sockets) {
        if (socket.presence) socket.send(frameText);
      }
    }
  }

  const publishStatus = (uid: string, online: boolean, user: ChatUser) =>
    fanOut(PRESENCE_TOPIC, { kind: 'status', uid, instance, online, user } satisfies PresencePayload);

  const unsubscribePresence = bus.subscribe(PRESENCE_TOPIC, (payload) => {
    const message = payload as PresencePayload;
    if (message.instance === instance) return;
    if (message.kind === 'query') {
      for (const [uid, user] of localUsers) void publishStatus(uid, true, user);
      return;
    }
    const { uid, instance: from, online, user } = message;
    const before = isOnline(uid);
    const instances = remoteOnline.get(uid) ?? new Set<string>();
    if (online) instances.add(from);
    else instances.delete(from);
    if (instances.size > 0) remoteOnline.set(uid, instances);
    else remoteOnline.delete(uid);
    const after = isOnline(uid);
    if (before !== after) announce({ ...user, status: after ? 'online' : 'offline' }, after);
  });

  // A process that starts while others run learns who is online there: each answers with its connected users.
  void bus.publish(PRESENCE_TOPIC, { kind: 'query', instance } satisfies PresencePayload).catch(() => undefined);

  return {
    async attach(socket, guids, user) {
      connections += 1;
      const wasOnline = isOnline(socket.uid);
      let sockets = socketsByUser.get(socket.uid);
      if (!sockets) {
        sockets = new Set();
        socketsByUser.set(socket.uid, sockets);
        groupsOfUser.set(socket.uid, new Set());
        userSubscriptions.set(
          socket.uid,
          bus.subscribe(userTopic(socket.uid), (payload) => onUserTopic(socket.uid, payload)),
        );
        for (const guid of guids) joinLocally(socket.uid, guid);
      }
      const firstHere = sockets.size === 0;
      sockets.add(socket);
      if (firstHere) {
        const online = { ...user, status: 'online' as const };
        localUsers.set(socket.uid, online);
        if (!wasOnline) announce(online, true);
        await publishStatus(socket.uid, true, online);
      }
    },
    async detach(socket, user) {
      const sockets = socketsByUser.get(socket.uid);
      if (!sockets?.delete(socket)) return;
      connections -= 1;
      if (sockets.size > 0) return;
      socketsByUser.delete(socket.uid);
      userSubscriptions.get(socket.uid)?.();
      userSubscriptions.delete(socket.uid);
      for (const guid of [...(groupsOfUser.get(socket.uid) ?? [])]) leaveLocally(socket.uid, guid);
      groupsOfUser.delete(socket.uid);
      localUsers.delete(socket.uid);
      const offline = { ...user, status: 'offline' as const };
      if (!isOnline(socket.uid)) announce(offline, false);
      await publishStatus(socket.uid, false, offline);
    },
    isOnline,
    async toUsers(uids, event, data, origin) {
      const payload: TopicPayload = { kind: 'event', event, data, ...(origin ? { origin } : {}) };
      await Promise.all([...new Set(uids)].map((uid) => fanOut(userTopic(uid), payload)));
    },
    async toGroup(guid, event, data, origin) {
      const payload: TopicPayload = { kind: 'event', event, data, ...(origin ? { origin } : {}) };
      await fanOut(groupTopic(guid), payload);
    },
    onMembershipEnded(listener) {
      membershipEndedListeners.add(listener);
      return () => membershipEndedListeners.delete(listener);
    },
    async membershipChanged(uid, guid, joined) {
      const payload: TopicPayload = { kind: 'membership', guid, joined };
      await fanOut(userTopic(uid), payload);
    },
    connectionCount: () => connections,
    close() {
      unsubscribePresence();
      for (const unsubscribe of [...userSubscriptions.values(), ...groupSubscriptions.values()]) unsubscribe();
      userSubscriptions.clear();
      groupSubscriptions.clear();
      socketsByUser.clear();
      localUsers.clear();
      groupMembers.clear();
      groupsOfUser.clear();
    },
  };
}
