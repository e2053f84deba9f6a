// What each protocol request does: checks who asks and what they may see, reads or writes the store, and
// hands events to the hub. Every refusal is a ChatRefusal with a code of chat-codes.ts.
import type { Clock } from '../clock.js';
import type { ChatLimits } from '../config.js';
import { ErrorCode, FoyerError } from '../errors.js';
import { LIMITS } from '../features/accounts/limits.js';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from '../auth/passwords.js';
import { takeAll, type Attempt, type RateLimiter } from '../limits/rate-limiter.js';
import type { Db } from '../store/database.js';
import { CHAT_ERROR_CODES, ChatRefusal, GROUP_VALIDATION_CODES } from './chat-codes.js';
import {
  addMember,
  findGroup,
  groupAsSeenBy,
  listGroups,
  listMembers,
  memberScope,
  membersCount,
  removeMember,
  insertGroup,
  groupMemberCounts,
  toGroup,
} from './chat-groups.js';
import type { ChatHub } from './chat-hub.js';
import {
  conversationIdOf,
  partnerOf,
  type ChatGroupJson,
  type ChatMessageJson,
  type ChatUserJson,
  type ConversationJson,
  type GroupType,
  type MessageData,
  type MemberScope,
  type ReceiptJson,
  type ReceiverType,
  type StaffMark,
  type TypingJson,
} from './chat-model.js';
import {
  changeMessage,
  findMessage,
  findParticipant,
  insertMessage,
  queryChanges,
  queryMessages,
  raiseReceiptMark,
  toMessage,
  toMessages,
  unreadCounts,
  type MessageRow,
  type NewMessage,
} from './chat-messages.js';
import type { ChatRequest, RequestOf } from './chat-protocol.js';
import { mediaKeyOf } from './media-upload.js';
import type { MediaStore } from './media-store.js';
import { findChatUser, findChatUsers, listChatUsers, type ChatUserRow } from './chat-users.js';

/** chat-widget.md §9 "Typing auto-end 5000 ms". */
export const TYPING_AUTO_END_MS = 5_000;
/** §9 page sizes: 30 for messages, conversations, users and groups; 10 for group members. */
const DEFAULT_PAGE = 30;
const DEFAULT_MEMBERS_PAGE = 10;
const GROUP_NAME_MAX_LENGTH = 100;

/** The logged-in socket a request comes from. */
export interface ChatSession extends StaffMark {
  socketId: string;
  /** The socket's remote address, for per-address attempt limits (group passwords). */
  ip: string;
  uid: string;
  name: string;
  /** Typing indicators this socket started, ended by the server after TYPING_AUTO_END_MS. */
  typing: Map<string, { timer: NodeJS.Timeout; end: () => void }>;
}

export interface ChatHandlerDependencies {
  db: Db;
  hub: ChatHub;
  clock: Clock;
  limits: ChatLimits;
  /** Where uploads live: a deleted message's files go with it. */
  media: Pick<MediaStore, 'remove'>;
  /** The app's attempt counters: group password guesses count like the portal's shared passwords. */
  limiter: RateLimiter;
}

const refuse = (code: string, message: string) => new ChatRefusal(code, message);

/** Password hashing refused because its queue is full (passwords.ts) is the chat's rate-limit refusal. */
async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FoyerError && error.extensions.code === ErrorCode.TOO_MANY_REQUESTS) {
      throw refuse(CHAT_ERROR_CODES.rateLimited, error.message);
    }
    throw error;
  }
}

/**
 * Every guess of a group's password counts before it is checked: per group and address, per address, and per group
 * (a ceiling one address cannot reach), like the portal's page passwords; a right one is given back.
 */
async function checkGroupPassword(
  limiter: RateLimiter,
  session: ChatSession,
  group: { guid: string; password_hash: string | null },
  password: string,
): Promise<void> {
  const keys: Attempt[] = [
    [`group-password:group-ip:${group.guid}|${session.ip}`, LIMITS.sharedPasswordFailuresPerIp],
    [`group-password:ip:${session.ip}`, LIMITS.passwordFailuresPerIp],
    [`group-password:group:${group.guid}`, LIMITS.sharedPasswordFailures],
  ];
  if (!(await takeAll(limiter, keys))) {
    throw refuse(CHAT_ERROR_CODES.rateLimited, 'Too many wrong passwords, please wait a few minutes');
  }
  if (!(await passwordWork(() => verifyPassword(group.password_hash, password)))) {
    throw refuse(CHAT_ERROR_CODES.wrongGroupPassword, 'The group password is wrong');
  }
  await Promise.all(keys.map(([key]) => limiter.refund(key)));
}

export function createChatHandlers({ db, hub, clock, limits, media, limiter }: ChatHandlerDependencies) {
  const now = () => Math.floor(clock().getTime() / 1000);

  function asUser(row: ChatUserRow): ChatUserJson {
    return { ...row, status: hub.isOnline(row.uid) ? 'online' : 'offline' };
  }

  async function requireUser(uid: string): Promise<ChatUserRow> {
    const user = await findChatUser(db, uid);
    if (!user) throw refuse(CHAT_ERROR_CODES.uidNotFound, `There is no user ${uid}`);
    return user;
  }

  async function requireGroup(guid: string) {
    const group = await findGroup(db, guid);
    if (!group) throw refuse(CHAT_ERROR_CODES.guidNotFound, `There is no group ${guid}`);
    return group;
  }

  async function requireMember(guid: string, uid: string): Promise<MemberScope> {
    await requireGroup(guid);
    const scope = await memberScope(db, guid, uid);
    if (!scope) throw refuse(CHAT_ERROR_CODES.notAGroupMember, `You have not joined the group ${guid}`);
    return scope;
  }

  /** §5 "Empty or whitespace-only text is not sent; text is trimmed", and our length bound. */
  function checkedText(text: string): string {
    const trimmed = text.trim();
    if (trimmed === '') throw refuse(CHAT_ERROR_CODES.emptyMessage, 'The message is empty');
    if (trimmed.length > limits.maxTextLength) {
      throw refuse(CHAT_ERROR_CODES.messageTooLong, `A message holds at most ${limits.maxTextLength} characters`);
    }
    return trimmed;
  }

  /** Checks the sender may write to the receiver; returns the conversation it goes to. */
  async function target(session: ChatSession, receiverId: string, receiverType: ReceiverType) {
    if (receiverType === 'group') {
      await requireMember(receiverId, session.uid);
      return { conversationId: conversationIdOf('group', receiverId), pair: undefined };
    }
    if (receiverId === session.uid) throw refuse(CHAT_ERROR_CODES.invalidInput, 'You cannot message yourself');
    await requireUser(receiverId);
    return {
      conversationId: conversationIdOf('user', session.uid, receiverId),
      pair: [session.uid, receiverId] as [string, string],
    };
  }

  /** Sends a new message to everyone in its conversation but the socket it came from. */
  /** Edits and deletions carry their change-feed id, so a client knows where to catch up from after a drop. */
  async function fanOut(
    event: 'message' | 'messageEdited' | 'messageDeleted',
    message: ChatMessageJson | (ChatMessageJson & { changeId: number }),
    origin?: string,
  ) {
    if (message.receiverType === 'group') await hub.toGroup(message.receiverId, event, message, origin);
    else await hub.toUsers([message.sender.uid, message.receiverId], event, message, origin);
  }

  async function writeMessage(session: ChatSession, message: NewMessage): Promise<ChatMessageJson> {
    const { row, created } = await insertMessage(db, message);
    const json = toMessage(row, session);
    if (created) await fanOut('message', json, session.socketId);
    return json;
  }

  async function checkParent(conversationId: string, parentId: number | undefined) {
    if (parentId === undefined) return;
    const parent = await findMessage(db, parentId);
    if (!parent || parent.conversation_id !== conversationId) {
      throw refuse(CHAT_ERROR_CODES.messageNotFound, `There is no message ${parentId} in this conversation`);
    }
  }

  /** A message the requester takes part in; another pair's or a foreign group's message is refused. */
  async function visibleMessage(session: ChatSession, id: number): Promise<MessageRow> {
    const message = await findMessage(db, id);
    if (!message) throw refuse(CHAT_ERROR_CODES.messageNotFound, `There is no message ${id}`);
    if (!(await findParticipant(db, message.conversation_id, session.uid))) {
      throw refuse(CHAT_ERROR_CODES.conversationForbidden, 'That conversation is not yours');
    }
    return message;
  }

  async function ownMessage(session: ChatSession, id: number): Promise<MessageRow> {
    const message = await visibleMessage(session, id);
    if (message.sender_uid !== session.uid) {
      throw refuse(CHAT_ERROR_CODES.notMessageOwner, 'Only the sender may change a message');
    }
    return message;
  }

  /** The conversation a messages request names, after checking the requester may read it. */
  async function conversationToRead(session: ChatSession, request: RequestOf<'messages'>): Promise<string | undefined> {
    if (request.guid !== undefined) {
      await requireMember(request.guid, session.uid);
      return conversationIdOf('group', request.guid);
    }
    if (request.uid !== undefined) return conversationIdOf('user', session.uid, request.uid);
    if (request.conversationId !== undefined) {
      if (!(await findParticipant(db, request.conversationId, session.uid))) {
        const group = request.conversationId.startsWith('group_')
          ? await findGroup(db, request.conversationId.slice('group_'.length))
          : undefined;
        if (group) throw refuse(CHAT_ERROR_CODES.notAGroupMember, `You have not joined the group ${group.guid}`);
        throw refuse(CHAT_ERROR_CODES.conversationForbidden, 'That conversation is not yours');
      }
      return request.conversationId;
    }
    return undefined;
  }

  async function receipt(session: ChatSession, id: number, read: boolean): Promise<null> {
    const message = await visibleMessage(session, id);
    const at = now();
    await raiseReceiptMark(db, { conversationId: message.conversation_id, uid: session.uid, id, at, read });
    const data: ReceiptJson = {
      receiptType: read ? 'read' : 'delivery',
      messageId: id,
      sender: { uid: session.uid, name: session.name },
      receiverId: message.receiver_type === 'group' ? message.receiver_id : message.sender_uid,
      receiverType: message.receiver_type,
      deliveredAt: at,
      ...(read ? { readAt: at } : {}),
    };
    // The sender learns of delivery and reading in a pair (§4: group messages show only sent); the reader's
    // other sockets learn of reads, so their unread counts drop too.
    const audience = [
      ...(message.receiver_type === 'user' && message.sender_uid !== session.uid ? [message.sender_uid] : []),
      ...(read ? [session.uid] : []),
    ];
    if (audience.length > 0) await hub.toUsers(audience, 'receipt', data, session.socketId);
    return null;
  }

  async function typing(session: ChatSession, request: RequestOf<'typingStart' | 'typingEnd'>): Promise<null> {
    const key = `${request.receiverType}:${request.receiverId}`;
    const indicator: TypingJson = {
      sender: { uid: session.uid, name: session.name },
      receiverId: request.receiverId,
      receiverType: request.receiverType,
      ...(request.metadata ? { metadata: request.metadata } : {}),
    };
    const publish = (event: 'typingStarted' | 'typingEnded') =>
      request.receiverType === 'group'
        ? hub.toGroup(request.receiverId, event, indicator, session.socketId)
        : hub.toUsers([request.receiverId], event, indicator, session.socketId);
    clearTimeout(session.typing.get(key)?.timer);
    session.typing.delete(key);
    // An end is an event in the group as much as a start: only members may send either.
    if (request.receiverType === 'group') await requireMember(request.receiverId, session.uid);
    if (request.type === 'typingEnd') {
      await publish('typingEnded');
      return null;
    }
    const end = () => {
      session.typing.delete(key);
      void publish('typingEnded');
    };
    session.typing.set(key, { timer: setTimeout(end, TYPING_AUTO_END_MS), end });
    await publish('typingStarted');
    return null;
  }

  async function conversations(session: ChatSession, request: RequestOf<'conversations'>): Promise<ConversationJson[]> {
    let query = db
      .selectFrom('chat_participants')
      .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_participants.conversation_id')
      .select(['chat_conversations.id', 'chat_conversations.type', 'chat_conversations.last_message_id'])
      .where('chat_participants.uid', '=', session.uid);
    if (request.conversationType) query = query.where('chat_conversations.type', '=', request.conversationType);
    const rows = await query
      .orderBy('chat_conversations.last_message_id', (order) => order.desc().nullsLast())
      .orderBy('chat_conversations.id')
      .limit(request.limit ?? DEFAULT_PAGE)
      .offset(request.offset ?? 0)
      .execute();
    const ids = rows.map((row) => row.id);
    const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
    const [unread, lastRows] = await Promise.all([
      unreadCounts(db, session.uid, ids),
      lastIds.length ? db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds).execute() : [],
    ]);
    const lastMessages = new Map((await toMessages(db, lastRows, session.uid)).map((m) => [m.conversationId, m]));
    const partners = rows.filter((row) => row.type === 'user').map((row) => partnerOf(row.id, session.uid));
    const guids = rows.filter((row) => row.type === 'group').map((row) => row.id.slice('group_'.length));
    const [users, groups, counts, scopes] = await Promise.all([
      findChatUsers(db, partners),
      guids.length ? db.selectFrom('chat_groups').selectAll().where('guid', 'in', guids).execute() : [],
      groupMemberCounts(db, guids),
      guids.length
        ? db
            .selectFrom('chat_participants')
            .select(['conversation_id', 'scope'])
            .where('uid', '=', session.uid)
            .where('conversation_id', 'in', ids)
            .execute()
        : [],
    ]);
    const scopeOf = new Map(scopes.map((row) => [row.conversation_id, row.scope as MemberScope]));
    const groupOf = new Map(groups.map((group) => [group.guid, group]));
    return rows.flatMap((row): ConversationJson[] => {
      let conversationWith: ChatUserJson | ChatGroupJson | undefined;
      if (row.type === 'user') {
        const user = users.get(partnerOf(row.id, session.uid));
        conversationWith = user ? asUser(user) : undefined;
      } else {
        const guid = row.id.slice('group_'.length);
        const group = groupOf.get(guid);
        conversationWith = group ? toGroup(group, counts.get(guid) ?? 0, scopeOf.get(row.id)) : undefined;
      }
      if (!conversationWith) return [];
      const lastMessage = lastMessages.get(row.id);
      return [
        {
          conversationId: row.id,
          conversationType: row.type,
          conversationWith,
          ...(lastMessage ? { lastMessage } : {}),
          unreadMessageCount: unread.get(row.id) ?? 0,
        },
      ];
    });
  }

  async function createGroup(session: ChatSession, request: RequestOf<'createGroup'>): Promise<ChatGroupJson> {
    const name = request.name.trim();
    if (name === '' || name.length > GROUP_NAME_MAX_LENGTH) {
      throw refuse(GROUP_VALIDATION_CODES.name, `A group name has 1 to ${GROUP_NAME_MAX_LENGTH} characters`);
    }
    const types: GroupType[] = ['public', 'private', 'password'];
    const type = types.find((candidate) => candidate === request.groupType);
    if (!type) throw refuse(GROUP_VALIDATION_CODES.type, 'A group is public, private or password');
    const password = request.password ?? '';
    if (type === 'password' && (password === '' || password.length > PASSWORD_MAX_LENGTH)) {
      throw refuse(GROUP_VALIDATION_CODES.password, `A group password has 1 to ${PASSWORD_MAX_LENGTH} characters`);
    }
    const created = await insertGroup(db, {
      guid: request.guid,
      name,
      type,
      passwordHash: type === 'password' ? await passwordWork(() => hashPassword(password)) : null,
      owner: session.uid,
      at: now(),
    });
    if (!created) throw refuse(CHAT_ERROR_CODES.groupAlreadyExists, `The group ${request.guid} exists already`);
    await hub.membershipChanged(session.uid, request.guid, true);
    return {
      guid: request.guid,
      name,
      type,
      membersCount: 1,
      hasJoined: true,
      scope: 'administrator',
      owner: session.uid,
    };
  }

  async function groupAction(session: ChatSession, guid: string, action: 'joined' | 'left') {
    const group = await requireGroup(guid);
    const count = await membersCount(db, guid);
    await writeMessage(session, {
      conversationId: conversationIdOf('group', guid),
      conversationType: 'group',
      senderUid: session.uid,
      receiverId: guid,
      receiverType: 'group',
      category: 'action',
      type: 'groupMember',
      action: { action, actionBy: session.uid, actionOn: session.uid, actionFor: { guid, membersCount: count } },
      data: { customData: { groupName: group.name, groupType: group.type } },
      sentAt: now(),
    });
  }

  async function joinGroup(session: ChatSession, request: RequestOf<'joinGroup'>): Promise<ChatGroupJson> {
    const group = await requireGroup(request.guid);
    if (!(await memberScope(db, request.guid, session.uid))) {
      if (group.type === 'private') {
        throw refuse(CHAT_ERROR_CODES.conversationForbidden, 'A private group takes members by invitation only');
      }
      if (group.type === 'password') await checkGroupPassword(limiter, session, group, request.password ?? '');
      if (await addMember(db, request.guid, session.uid)) {
        await groupAction(session, request.guid, 'joined');
        await hub.membershipChanged(session.uid, request.guid, true);
      }
    }
    return groupAsSeenBy(db, group, session.uid);
  }

  async function leaveGroup(session: ChatSession, request: RequestOf<'leaveGroup'>): Promise<null> {
    await requireMember(request.guid, session.uid);
    if (await removeMember(db, request.guid, session.uid)) {
      await groupAction(session, request.guid, 'left');
      await hub.membershipChanged(session.uid, request.guid, false);
    }
    return null;
  }

  type Handlers = {
    [T in Exclude<ChatRequest['type'], 'login'>]: (session: ChatSession, request: RequestOf<T>) => Promise<unknown>;
  };

  const handlers: Handlers = {
    getUser: async (_session, request) => asUser(await requireUser(request.uid)),
    getGroup: async (session, request) => {
      const group = await requireGroup(request.guid);
      const seen = await groupAsSeenBy(db, group, session.uid);
      if (group.type === 'private' && !seen.hasJoined) {
        throw refuse(CHAT_ERROR_CODES.guidNotFound, `There is no group ${request.guid}`);
      }
      return seen;
    },
    users: async (session, request) =>
      (
        await listChatUsers(db, {
          exclude: session.uid,
          limit: request.limit ?? DEFAULT_PAGE,
          offset: request.offset ?? 0,
          ...(request.search ? { search: request.search } : {}),
        })
      ).map(asUser),
    groups: (session, request) =>
      listGroups(db, {
        uid: session.uid,
        limit: request.limit ?? DEFAULT_PAGE,
        offset: request.offset ?? 0,
        ...(request.search ? { search: request.search } : {}),
        ...(request.joinedOnly ? { joinedOnly: true } : {}),
      }),
    members: async (session, request) => {
      const group = await requireGroup(request.guid);
      if (group.type === 'private') await requireMember(request.guid, session.uid);
      const members = await listMembers(db, {
        guid: request.guid,
        limit: request.limit ?? DEFAULT_MEMBERS_PAGE,
        offset: request.offset ?? 0,
      });
      const users = await findChatUsers(
        db,
        members.map((member) => member.uid),
      );
      return members.flatMap((member) => {
        const user = users.get(member.uid);
        return user ? [{ ...asUser(user), scope: member.scope }] : [];
      });
    },
    conversations,
    messages: async (session, request) => {
      const conversationId = await conversationToRead(session, request);
      const rows = await queryMessages(db, {
        ...(conversationId === undefined ? {} : { conversationId }),
        viewer: session.uid,
        limit: request.limit ?? DEFAULT_PAGE,
        ...(request.before === undefined ? {} : { before: request.before }),
        ...(request.after === undefined ? {} : { after: request.after }),
        ...(request.parentMessageId === undefined ? {} : { parentId: request.parentMessageId }),
        ...(request.hideReplies ? { hideReplies: true } : {}),
        ...(request.unread ? { unread: true } : {}),
        ...(request.categories ? { categories: request.categories } : {}),
        ...(request.types ? { types: request.types } : {}),
      });
      return toMessages(db, rows, session.uid);
    },
    changes: async (session, request) => {
      const changes = await queryChanges(db, {
        viewer: session.uid,
        after: request.after,
        limit: request.limit ?? DEFAULT_PAGE,
      });
      const messages = await toMessages(
        db,
        changes.map((change) => change.row),
        session.uid,
      );
      // toMessages keeps the rows' order and count, so the nth message is the nth change's.
      return messages.map((message, index) => ({ changeId: changes[index]!.changeId, message }));
    },
    send: async (session, request) => {
      const text = checkedText(request.text);
      const { conversationId, pair } = await target(session, request.receiverId, request.receiverType);
      await checkParent(conversationId, request.parentMessageId);
      return writeMessage(session, {
        conversationId,
        conversationType: request.receiverType,
        ...(pair ? { pair } : {}),
        ...(request.muid ? { muid: request.muid } : {}),
        senderUid: session.uid,
        receiverId: request.receiverId,
        receiverType: request.receiverType,
        category: 'message',
        type: 'text',
        text,
        ...(request.parentMessageId === undefined ? {} : { parentId: request.parentMessageId }),
        sentAt: now(),
      });
    },
    edit: async (session, request) => {
      const text = checkedText(request.text);
      const message = await ownMessage(session, request.messageId);
      if (message.type !== 'text' || message.deleted_at !== null) {
        throw refuse(CHAT_ERROR_CODES.invalidInput, 'Only a text message that is not deleted can be edited');
      }
      const { row, changeId } = await changeMessage(db, request.messageId, { text, edited_at: now() });
      const json = toMessage(row, session);
      await fanOut('messageEdited', { ...json, changeId }, session.socketId);
      return json;
    },
    delete: async (session, request) => {
      const message = await ownMessage(session, request.messageId);
      if (message.deleted_at !== null) return toMessage(message, session);
      // The text and attachments go; the row stays so the conversation shows "This message was deleted" (§4).
      const { row, changeId } = await changeMessage(db, request.messageId, {
        text: null,
        data: null,
        deleted_at: now(),
      });
      // Its files go too: their URLs need no login, so a kept file would outlive the message it was sent in.
      const data = message.data === null ? undefined : (JSON.parse(message.data) as MessageData);
      for (const attachment of data?.attachments ?? []) {
        const key = mediaKeyOf(attachment.url);
        if (key) await media.remove(key);
      }
      const json = toMessage(row, session);
      await fanOut('messageDeleted', { ...json, changeId }, session.socketId);
      return json;
    },
    delivered: (session, request) => receipt(session, request.messageId, false),
    read: (session, request) => receipt(session, request.messageId, true),
    unreadCounts: async (session) => {
      const counts = await unreadCounts(db, session.uid);
      const result: { users: Record<string, number>; groups: Record<string, number> } = { users: {}, groups: {} };
      for (const [conversationId, count] of counts) {
        if (conversationId.startsWith('group_')) result.groups[conversationId.slice('group_'.length)] = count;
        else result.users[partnerOf(conversationId, session.uid)] = count;
      }
      return result;
    },
    typingStart: typing,
    typingEnd: typing,
    createGroup,
    joinGroup,
    leaveGroup,
  };

  return {
    /** Runs one validated request of a logged-in socket. */
    handle(session: ChatSession, request: Exclude<ChatRequest, { type: 'login' }>): Promise<unknown> {
      // Each handler takes its own request type; the map guarantees request.type picks the matching one.
      const handler = handlers[request.type] as unknown as (
        session: ChatSession,
        request: ChatRequest,
      ) => Promise<unknown>;
      return handler(session, request);
    },
    /** Writes a media message (the HTTP upload route) and fans it out. */
    async sendMedia(
      session: ChatSession,
      input: {
        receiverId: string;
        receiverType: ReceiverType;
        type: string;
        muid?: string;
        parentMessageId?: number;
        attachment: { url: string; name: string; mimeType: string; size: number };
      },
    ): Promise<ChatMessageJson> {
      const { conversationId, pair } = await target(session, input.receiverId, input.receiverType);
      await checkParent(conversationId, input.parentMessageId);
      return writeMessage(session, {
        conversationId,
        conversationType: input.receiverType,
        ...(pair ? { pair } : {}),
        ...(input.muid ? { muid: input.muid } : {}),
        senderUid: session.uid,
        receiverId: input.receiverId,
        receiverType: input.receiverType,
        category: 'message',
        type: input.type,
        data: { url: input.attachment.url, attachments: [input.attachment] },
        ...(input.parentMessageId === undefined ? {} : { parentId: input.parentMessageId }),
        sentAt: now(),
      });
    },
    /** Checks the receiver before an upload is stored, so a refused upload leaves no file behind. */
    checkTarget: (session: ChatSession, receiverId: string, receiverType: ReceiverType) =>
      target(session, receiverId, receiverType),
    /** Ends every typing indicator of a closing socket at once, as its auto-end would later. */
    endTyping(session: ChatSession) {
      for (const { timer, end } of [...session.typing.values()]) {
        clearTimeout(timer);
        end();
      }
    },
    asUser,
  };
}

export type ChatHandlers = ReturnType<typeof createChatHandlers>;
