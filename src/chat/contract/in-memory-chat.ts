/**
 * An in-memory chat provider: a hub holding users, groups and messages, and one ChatService per logged-in user,
 * with live events between them. It is the reference double of the port: the contract suite runs against it as
 * against our adapter, and a provider without groups is this hub with `groups: false`.
 */
import {
  CHAT_ERROR_CODES,
  ChatError,
  conversationIdOf,
  type ChatGroup,
  type ChatGroupAdministration,
  type ChatGroups,
  type ChatListener,
  type ChatMessage,
  type ChatModeration,
  type ChatService,
  type ChatUser,
  type Conversation,
  type GroupActionDetails,
  type GroupMember,
  type MemberScope,
  type PagedRequest,
  type ReceiverType,
} from '../chat-service';
import { GROUP_VALIDATION_CODES } from '../../../shared/chat/chat-codes';
import { RICH_MESSAGE_CODES } from '../../../shared/chat/rich-message-codes';
import { MAX_REACTIONS_PER_MESSAGE } from '../../../shared/chat/chat-limits';
import { isReaction } from '../../../shared/chat/reactions';
import { checkedPoll, pollOf, pollResults } from '../../../shared/chat/polls';
import { MEDIA_MESSAGE_CODES } from '../../../shared/chat/media-message-codes';
import { stickerNamed, type StickerList } from '../../../shared/chat/stickers';
import { checkedLocation } from '../../../shared/chat/location';
import { GROUP_TYPES } from '../../../shared/chat/chat-kinds';
import {
  groupPermissions,
  mayChangeScope,
  mayUnban,
  memberPermissions,
  type RoleHolder,
} from '../../../shared/chat/group-roles';
import { PAGE_SIZE, TYPING_AUTO_END_MS } from '../chat-constants';

export interface InMemoryChatOptions {
  maxTextLength: number;
  maxImageBytes: number;
  /** Leave the groups capability out, as a provider without groups (and so without group administration). */
  groups?: boolean;
  /** Leave blocking and reporting out, as a provider without them. */
  moderation?: boolean;
  /** The stickers extension's list; by default one set of two. */
  stickers?: StickerList;
}

const IN_MEMORY_STICKERS: StickerList = {
  defaultStickers: [
    {
      stickerSetName: 'Basis',
      stickerSetOrder: 0,
      stickerOrder: 2,
      stickerUrl: 'https://stickers.test/b.svg',
      stickerName: 'b',
    },
    {
      stickerSetName: 'Basis',
      stickerSetOrder: 0,
      stickerOrder: 1,
      stickerUrl: 'https://stickers.test/a.svg',
      stickerName: 'a',
    },
  ],
  customStickers: [],
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const now = () => Math.floor(Date.now() / 1000);
const refuse = (code: string, message = code) => Promise.reject(new ChatError(code, message));

function pages<T>(items: () => T[], limit: number): PagedRequest<T> {
  let offset = 0;
  return {
    async fetchNext() {
      const page = items().slice(offset, offset + limit);
      offset += page.length;
      return page;
    },
  };
}

export function createInMemoryChat(options: InMemoryChatOptions) {
  const users = new Map<string, ChatUser>();
  const groups = new Map<
    string,
    { group: ChatGroup; password?: string; members: Map<string, MemberScope>; banned: Map<string, MemberScope> }
  >();
  const messages: ChatMessage[] = [];
  /** §3 reactions per message id: emoji -> reactor uid -> { name }. */
  const reactions = new Map<number, Record<string, Record<string, { name: string }>>>();
  /** Poll votes per message id: voter uid -> { name, option }. */
  const votes = new Map<number, Map<string, { uid: string; name: string; option: number }>>();
  /** Per user, the newest message id they read in each conversation. */
  const readUpTo = new Map<string, Map<string, number>>();
  const online = new Map<string, Map<string, ChatListener>>();
  /** Per user, whom they blocked. */
  const blocks = new Map<string, Set<string>>();
  /** Reported messages, as the operators would see them. */
  const reports: { messageId: number; reporterUid: string; reason: string }[] = [];
  let nextId = 1;

  const blocked = (blocker: string, other: string) => blocks.get(blocker)?.has(other) === true;
  /** Nothing passes between two users of whom one blocked the other. */
  const pairBlocked = (a: string, b: string) => blocked(a, b) || blocked(b, a);
  /** A user as `viewer` sees them: with blockedByMe and hasBlockedMe. */
  const userAsSeenBy = (viewer: string, user: ChatUser): ChatUser => ({
    ...user,
    blockedByMe: blocked(viewer, user.uid),
    hasBlockedMe: blocked(user.uid, viewer),
  });

  const emit = (uid: string, call: (listener: ChatListener) => void) => {
    for (const listener of [...(online.get(uid)?.values() ?? [])]) call(listener);
  };
  const everyoneBut = (uid: string) => [...online.keys()].filter((other) => other !== uid);
  const membersOf = (guid: string) => [...(groups.get(guid)?.members.keys() ?? [])];
  const audienceOf = (message: ChatMessage) =>
    message.receiverType === 'group' ? membersOf(message.receiverId) : [message.sender.uid, message.receiverId];
  const canSee = (uid: string, message: ChatMessage) => audienceOf(message).includes(uid);
  /** A message as the port hands it out: with its replyCount and reactions; a deleted one without text or reactions. */
  function publicCopy(message: ChatMessage): ChatMessage {
    const replyCount = messages.filter((reply) => reply.parentMessageId === message.id).length;
    const reacted = reactions.get(message.id);
    const poll = message.type === 'extension_poll' && !message.deletedAt ? pollOf(message.data?.customData) : null;
    const metadata = {
      ...message.metadata,
      ...(reacted && Object.keys(reacted).length > 0 && !message.deletedAt
        ? { reactions: structuredClone(reacted) }
        : {}),
      ...(poll ? { polls: pollResults(message.id, poll, [...(votes.get(message.id)?.values() ?? [])]) } : {}),
    };
    const copy: ChatMessage = {
      ...message,
      ...(replyCount > 0 ? { replyCount } : {}),
      ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    };
    if (!message.deletedAt) return copy;
    const { text: _deleted, ...kept } = copy;
    return kept;
  }

  function groupView(guid: string, uid: string): ChatGroup {
    const entry = groups.get(guid)!;
    const scope = entry.members.get(uid);
    return {
      ...entry.group,
      membersCount: entry.members.size,
      hasJoined: scope !== undefined,
      ...(scope ? { scope } : {}),
    };
  }

  function serviceFor(me: ChatUser, token: string): ChatService {
    const listeners = new Map<string, ChatListener>();
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
    const conversationOf = (receiverType: ReceiverType, receiverId: string) =>
      receiverType === 'group' ? conversationIdOf('group', receiverId) : conversationIdOf('user', me.uid, receiverId);

    async function checkReceiver(receiverType: ReceiverType, receiverId: string) {
      if (receiverType === 'user') {
        if (!users.has(receiverId)) await refuse(CHAT_ERROR_CODES.uidNotFound);
        if (pairBlocked(me.uid, receiverId)) await refuse(CHAT_ERROR_CODES.userBlocked);
        return;
      }
      const group = groups.get(receiverId);
      if (!group) await refuse(CHAT_ERROR_CODES.guidNotFound);
      if (!group?.members.has(me.uid)) await refuse(CHAT_ERROR_CODES.notAGroupMember);
    }

    /** A thread reply's parent: a message of the same conversation, not a reply itself, not deleted (§5). */
    async function checkParent(receiverType: ReceiverType, receiverId: string, parentMessageId: number | undefined) {
      if (parentMessageId === undefined) return;
      const parent = messages.find((candidate) => candidate.id === parentMessageId);
      if (
        !parent ||
        parent.conversationId !== conversationOf(receiverType, receiverId) ||
        parent.category !== 'message'
      ) {
        await refuse(CHAT_ERROR_CODES.messageNotFound);
      }
      if (parent?.parentMessageId !== undefined) await refuse(RICH_MESSAGE_CODES.replyToReply);
      if (parent?.deletedAt) await refuse(RICH_MESSAGE_CODES.messageDeleted);
    }

    async function react(id: number, emoji: string, add: boolean): Promise<ChatMessage> {
      if (!isReaction(emoji)) return refuse(RICH_MESSAGE_CODES.invalidReaction);
      const message = messages.find((candidate) => candidate.id === id);
      if (!message) return refuse(CHAT_ERROR_CODES.messageNotFound);
      if (!canSee(me.uid, message)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
      if (message.category !== 'message') return refuse(RICH_MESSAGE_CODES.invalidReaction);
      if (message.deletedAt) return refuse(RICH_MESSAGE_CODES.messageDeleted);
      const map = reactions.get(id) ?? {};
      const had = map[emoji]?.[me.uid] !== undefined;
      if (add && !had) {
        if (!map[emoji] && Object.keys(map).length >= MAX_REACTIONS_PER_MESSAGE) {
          return refuse(RICH_MESSAGE_CODES.invalidReaction);
        }
        (map[emoji] ??= {})[me.uid] = { name: me.name };
      } else if (!add && had) {
        delete map[emoji]![me.uid];
        if (Object.keys(map[emoji]!).length === 0) delete map[emoji];
      } else return publicCopy(message);
      reactions.set(id, map);
      return changed(message, 'onMessageEdited');
    }

    function store(
      fields: Omit<ChatMessage, 'id' | 'conversationId' | 'sender' | 'sentAt' | 'category'>,
      category: 'message' | 'custom' = 'message',
    ) {
      const message: ChatMessage = {
        ...fields,
        id: nextId++,
        conversationId: conversationOf(fields.receiverType, fields.receiverId),
        category,
        sender: { uid: me.uid, name: me.name },
        sentAt: now(),
      };
      messages.push(message);
      const answer = publicCopy(message);
      for (const uid of audienceOf(message)) {
        if (uid === me.uid) continue;
        emit(uid, (listener) => {
          if (message.category === 'custom') listener.onCustomMessageReceived?.(publicCopy(message));
          else if (message.type === 'text') listener.onTextMessageReceived?.(publicCopy(message));
          else listener.onMediaMessageReceived?.(publicCopy(message));
        });
        // Delivered by the receiver's client as it arrives (§4), for one-to-one messages.
        if (message.receiverType === 'user' && online.has(uid)) {
          message.deliveredAt = now();
          const reader = users.get(uid)!;
          emit(me.uid, (listener) =>
            listener.onMessagesDelivered?.({
              receiptType: 'delivery',
              messageId: message.id,
              sender: { uid: reader.uid, name: reader.name },
              receiverId: me.uid,
              receiverType: 'user',
              deliveredAt: message.deliveredAt,
            }),
          );
        }
      }
      return answer;
    }

    async function own(id: number): Promise<ChatMessage> {
      const message = messages.find((candidate) => candidate.id === id);
      if (!message) return refuse(CHAT_ERROR_CODES.messageNotFound);
      if (!canSee(me.uid, message)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
      if (message.sender.uid !== me.uid) return refuse(CHAT_ERROR_CODES.notMessageOwner);
      return message;
    }

    function changed(message: ChatMessage, event: 'onMessageEdited' | 'onMessageDeleted') {
      for (const uid of audienceOf(message)) {
        if (uid !== me.uid) emit(uid, (listener) => listener[event]?.(publicCopy(message)));
      }
      return publicCopy(message);
    }

    function typing(input: { receiverId: string; receiverType: ReceiverType }, started: boolean) {
      const key = `${input.receiverType}:${input.receiverId}`;
      clearTimeout(typingTimers.get(key));
      typingTimers.delete(key);
      const audience =
        input.receiverType === 'group'
          ? membersOf(input.receiverId).filter((uid) => uid !== me.uid)
          : [input.receiverId].filter((uid) => !pairBlocked(me.uid, uid));
      const indicator = { sender: { uid: me.uid, name: me.name }, ...input };
      for (const uid of audience) {
        emit(uid, (listener) =>
          started ? listener.onTypingStarted?.(indicator) : listener.onTypingEnded?.(indicator),
        );
      }
      if (started)
        typingTimers.set(
          key,
          setTimeout(() => typing(input, false), TYPING_AUTO_END_MS),
        );
    }

    const unreadFor = (conversationId: string) => {
      const upTo = readUpTo.get(me.uid)?.get(conversationId) ?? 0;
      return messages.filter(
        (message) =>
          message.conversationId === conversationId &&
          message.sender.uid !== me.uid &&
          message.id > upTo &&
          !message.deletedAt &&
          canSee(me.uid, message),
      );
    };

    function conversations(type?: ReceiverType): Conversation[] {
      const newest = new Map<string, ChatMessage>();
      for (const message of messages) {
        if (canSee(me.uid, message)) newest.set(message.conversationId, message);
      }
      return [...newest.values()]
        .filter((message) => !type || message.receiverType === type)
        .sort((a, b) => b.id - a.id)
        .map((last) => ({
          conversationId: last.conversationId,
          conversationType: last.receiverType,
          conversationWith:
            last.receiverType === 'group'
              ? groupView(last.receiverId, me.uid)
              : userAsSeenBy(me.uid, users.get(last.sender.uid === me.uid ? last.receiverId : last.sender.uid)!),
          lastMessage: publicCopy(last),
          unreadMessageCount: unreadFor(last.conversationId).length,
        }));
    }

    const groupsCapability: ChatGroups = {
      async getGroup(guid) {
        if (!groups.has(guid)) return refuse(CHAT_ERROR_CODES.guidNotFound);
        return groupView(guid, me.uid);
      },
      groupsRequest: (request = {}) =>
        pages(
          () =>
            [...groups.keys()]
              .map((guid) => groupView(guid, me.uid))
              .filter((group) => !request.joinedOnly || group.hasJoined)
              .filter((group) => group.name.toLowerCase().includes(request.searchKeyword?.toLowerCase() ?? '')),
          request.limit ?? PAGE_SIZE.groups,
        ),
      groupMembersRequest: (guid, request = {}) =>
        pages(
          () =>
            [...(groups.get(guid)?.members ?? [])].map(([uid, scope]): GroupMember => ({ ...users.get(uid)!, scope })),
          request.limit ?? PAGE_SIZE.groupMembers,
        ),
      async createGroup(input) {
        if (!input.name.trim()) return refuse(GROUP_VALIDATION_CODES.name);
        if (!GROUP_TYPES.includes(input.type)) return refuse(GROUP_VALIDATION_CODES.type);
        if (input.type === 'password' && !input.password) return refuse(GROUP_VALIDATION_CODES.password);
        if (groups.has(input.guid)) return refuse(CHAT_ERROR_CODES.groupAlreadyExists);
        groups.set(input.guid, {
          group: {
            guid: input.guid,
            name: input.name.trim(),
            type: input.type,
            membersCount: 1,
            hasJoined: true,
            owner: me.uid,
          },
          ...(input.password ? { password: input.password } : {}),
          members: new Map([[me.uid, 'administrator']]),
          banned: new Map(),
        });
        return groupView(input.guid, me.uid);
      },
      async joinGroup(guid, _type, password) {
        const entry = groups.get(guid);
        if (!entry) return refuse(CHAT_ERROR_CODES.guidNotFound);
        if (entry.banned.has(me.uid)) return refuse(CHAT_ERROR_CODES.bannedFromGroup);
        if (entry.password !== undefined && entry.password !== password) {
          return refuse(CHAT_ERROR_CODES.wrongGroupPassword);
        }
        if (entry.members.has(me.uid)) return groupView(guid, me.uid);
        entry.members.set(me.uid, 'participant');
        groupAction(guid, { action: 'joined', actionOn: me.uid }, membersOf(guid), true);
        return groupView(guid, me.uid);
      },
      async leaveGroup(guid) {
        if (!groups.get(guid)?.members.has(me.uid)) return refuse(CHAT_ERROR_CODES.notAGroupMember);
        const audience = membersOf(guid);
        groups.get(guid)!.members.delete(me.uid);
        groupAction(guid, { action: 'left', actionOn: me.uid }, audience, true);
      },
    };

    /** Per uid: success for another user of the provider, fail for oneself and unknown users. */
    function eachOther(uids: string[], change: (mine: Set<string>, uid: string) => void) {
      const mine = blocks.get(me.uid) ?? new Set<string>();
      blocks.set(me.uid, mine);
      const outcome: Record<string, 'success' | 'fail'> = {};
      for (const uid of uids) {
        const ok = uid !== me.uid && users.has(uid);
        if (ok) change(mine, uid);
        outcome[uid] = ok ? 'success' : 'fail';
      }
      return Promise.resolve(outcome);
    }

    const moderationCapability: ChatModeration = {
      blockUsers: (uids) => eachOther(uids, (mine, uid) => mine.add(uid)),
      unblockUsers: (uids) => eachOther(uids, (mine, uid) => mine.delete(uid)),
      blockedUsersRequest: (request = {}) =>
        pages(
          () => [...(blocks.get(me.uid) ?? [])].map((uid) => userAsSeenBy(me.uid, users.get(uid)!)),
          request.limit ?? PAGE_SIZE.users,
        ),
      async reportMessage(input) {
        const message = messages.find((candidate) => candidate.id === input.id);
        if (!message) return refuse(CHAT_ERROR_CODES.messageNotFound);
        if (!canSee(me.uid, message)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
        const reason = input.reason.trim();
        if (message.sender.uid === me.uid || reason === '') return refuse(CHAT_ERROR_CODES.invalidInput);
        reports.push({ messageId: message.id, reporterUid: me.uid, reason });
      },
    };

    /** The group and the asker's role in it, after §6 allowed `allowed` (shared/chat/group-roles.ts). */
    async function administered(guid: string, allowed: (actor: RoleHolder) => boolean) {
      const entry = groups.get(guid);
      if (!entry) return refuse(CHAT_ERROR_CODES.guidNotFound);
      const scope = entry.members.get(me.uid);
      if (!scope) return refuse(CHAT_ERROR_CODES.notAGroupMember);
      const actor: RoleHolder = { uid: me.uid, scope, owner: entry.group.owner === me.uid };
      if (!allowed(actor)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
      return entry;
    }

    /** A member (or, for unban, a banned user) of the group as the role rules see them. */
    function holder(entry: { group: ChatGroup }, uid: string, scope: MemberScope): RoleHolder {
      return { uid, scope, owner: entry.group.owner === uid };
    }

    async function memberOf(guid: string, uid: string, among: 'members' | 'banned' = 'members') {
      const entry = groups.get(guid);
      const scope = entry?.[among].get(uid);
      if (!entry) return refuse(CHAT_ERROR_CODES.guidNotFound);
      if (!entry.members.has(me.uid)) return refuse(CHAT_ERROR_CODES.notAGroupMember);
      if (!scope) return refuse(among === 'banned' ? CHAT_ERROR_CODES.notBanned : CHAT_ERROR_CODES.notAGroupMember);
      return holder(entry, uid, scope);
    }

    const administration: ChatGroupAdministration = {
      async addMembersToGroup(guid, uids) {
        const entry = await administered(guid, (actor) => groupPermissions(actor.scope).addMembers);
        const results: Record<string, string> = {};
        for (const uid of uids) {
          if (!users.has(uid)) results[uid] = CHAT_ERROR_CODES.uidNotFound;
          else if (entry.banned.has(uid)) results[uid] = CHAT_ERROR_CODES.bannedFromGroup;
          else if (entry.members.has(uid)) results[uid] = CHAT_ERROR_CODES.alreadyJoined;
          else {
            entry.members.set(uid, 'participant');
            groupAction(guid, { action: 'added', actionOn: uid }, membersOf(guid), true);
            results[uid] = 'success';
          }
        }
        return results;
      },
      async kickGroupMember(guid, uid) {
        const member = await memberOf(guid, uid);
        const entry = await administered(guid, (actor) => memberPermissions(actor, member).kick);
        const audience = membersOf(guid);
        entry.members.delete(uid);
        groupAction(guid, { action: 'kicked', actionOn: uid }, audience, true);
      },
      async banGroupMember(guid, uid) {
        const member = await memberOf(guid, uid);
        const entry = await administered(guid, (actor) => memberPermissions(actor, member).ban);
        const audience = membersOf(guid);
        entry.members.delete(uid);
        entry.banned.set(uid, member.scope);
        groupAction(guid, { action: 'banned', actionOn: uid }, audience, true);
      },
      async unbanGroupMember(guid, uid) {
        const banned = await memberOf(guid, uid, 'banned');
        const entry = await administered(guid, (actor) => mayUnban(actor, banned));
        entry.banned.delete(uid);
        groupAction(guid, { action: 'unbanned', actionOn: uid }, membersOf(guid), true);
      },
      async updateGroupMemberScope(guid, uid, scope) {
        const member = await memberOf(guid, uid);
        const entry = await administered(guid, (actor) => mayChangeScope(actor, member, scope));
        if (member.scope === scope) return;
        entry.members.set(uid, scope);
        groupAction(
          guid,
          { action: 'scopeChanged', actionOn: uid, newScope: scope, oldScope: member.scope },
          membersOf(guid),
          true,
        );
      },
      async deleteGroup(guid) {
        const entry = await administered(guid, (actor) => groupPermissions(actor.scope).deleteGroup);
        const audience = [...entry.members.keys()];
        groups.delete(guid);
        const conversationId = conversationIdOf('group', guid);
        for (let index = messages.length - 1; index >= 0; index -= 1) {
          if (messages[index]!.conversationId === conversationId) messages.splice(index, 1);
        }
        for (const uid of audience) emit(uid, (listener) => listener.onGroupDeleted?.(guid));
      },
      bannedMembersRequest(guid, request = {}) {
        return pages(
          () =>
            [...(groups.get(guid)?.banned ?? [])].map(([uid, scope]): GroupMember => ({ ...users.get(uid)!, scope })),
          request.limit ?? PAGE_SIZE.bannedMembers,
        );
      },
    };

    /** §3 action message of `me` in the group, to `audience` (all but `me`, or with `toMe` the actor too). */
    function groupAction(
      guid: string,
      details: Pick<GroupActionDetails, 'action' | 'actionOn' | 'newScope' | 'oldScope'>,
      audience = membersOf(guid),
      toMe = false,
    ) {
      const membersCount = groups.get(guid)!.members.size;
      const on = users.get(details.actionOn)!;
      const message: ChatMessage = {
        id: nextId++,
        conversationId: conversationIdOf('group', guid),
        category: 'action',
        type: 'groupMember',
        sender: { uid: me.uid, name: me.name },
        receiverId: guid,
        receiverType: 'group',
        sentAt: now(),
        action: { ...details, actionBy: me.uid, actionOnName: on.name, actionFor: { guid, membersCount } },
      };
      messages.push(message);
      for (const uid of new Set([...audience, ...membersOf(guid)])) {
        if (uid === me.uid && !toMe) continue;
        const group = groupView(guid, uid);
        emit(uid, (listener) => {
          switch (details.action) {
            case 'joined':
              return listener.onGroupMemberJoined?.(message, me, group);
            case 'left':
              return listener.onGroupMemberLeft?.(message, me, group);
            case 'added':
              return listener.onMemberAddedToGroup?.(message, on, me, group);
            case 'kicked':
              return listener.onGroupMemberKicked?.(message, on, me, group);
            case 'banned':
              return listener.onGroupMemberBanned?.(message, on, me, group);
            case 'unbanned':
              return listener.onGroupMemberUnbanned?.(message, on, me, group);
            case 'scopeChanged':
              return listener.onGroupMemberScopeChanged?.(message, on, details.newScope!, details.oldScope!, group);
          }
        });
      }
    }

    const service: ChatService = {
      async init() {},
      async login(given) {
        if (given !== token) return refuse(CHAT_ERROR_CODES.unauthenticated);
        online.set(me.uid, listeners);
        users.set(me.uid, me);
        for (const uid of everyoneBut(me.uid)) emit(uid, (listener) => listener.onUserOnline?.(me));
        return me;
      },
      async logout() {
        online.delete(me.uid);
        const left = { ...me, status: 'offline' as const, lastActiveAt: now() };
        users.set(me.uid, left);
        for (const uid of everyoneBut(me.uid)) emit(uid, (listener) => listener.onUserOffline?.(left));
      },
      async getLoggedInUser() {
        return online.has(me.uid) ? me : null;
      },
      addListener: (id, listener) => void listeners.set(id, listener),
      removeListener: (id) => void listeners.delete(id),

      async getUser(uid) {
        const user = users.get(uid);
        return user ? userAsSeenBy(me.uid, user) : refuse(CHAT_ERROR_CODES.uidNotFound);
      },
      messagesRequest(request) {
        const limit = request.limit ?? PAGE_SIZE.messages;
        let before = Number.POSITIVE_INFINITY;
        const conversationId = request.guid
          ? conversationIdOf('group', request.guid)
          : request.uid
            ? conversationIdOf('user', me.uid, request.uid)
            : null;
        return {
          async fetchPrevious() {
            const matching = conversationId
              ? messages.filter((message) => message.conversationId === conversationId && canSee(me.uid, message))
              : messages.filter((message) => unreadFor(message.conversationId).includes(message));
            const page = matching
              .filter((message) =>
                request.parentMessageId !== undefined
                  ? message.parentMessageId === request.parentMessageId
                  : !request.hideReplies || message.parentMessageId === undefined,
              )
              .filter((message) => !request.types || request.types.includes(message.type))
              .filter((message) => !request.categories || request.categories.includes(message.category))
              .filter((message) => message.id < before)
              .slice(-limit);
            if (page[0]) before = page[0].id;
            return page.map(publicCopy);
          },
        };
      },
      conversationsRequest: (request = {}) =>
        pages(() => conversations(request.conversationType), request.limit ?? PAGE_SIZE.conversations),
      usersRequest: (request = {}) =>
        pages(
          () =>
            [...users.values()]
              .filter(
                (user) =>
                  user.uid !== me.uid && user.name.toLowerCase().includes(request.searchKeyword?.toLowerCase() ?? ''),
              )
              .map((user) => userAsSeenBy(me.uid, user)),
          request.limit ?? PAGE_SIZE.users,
        ),

      async sendMessage(input) {
        const text = input.text.trim();
        if (!text) return refuse(CHAT_ERROR_CODES.emptyMessage);
        if (text.length > options.maxTextLength) return refuse(CHAT_ERROR_CODES.messageTooLong);
        await checkReceiver(input.receiverType, input.receiverId);
        await checkParent(input.receiverType, input.receiverId, input.parentMessageId);
        return store({
          type: 'text',
          text,
          receiverId: input.receiverId,
          receiverType: input.receiverType,
          ...(input.muid ? { muid: input.muid } : {}),
          ...(input.parentMessageId === undefined ? {} : { parentMessageId: input.parentMessageId }),
        });
      },
      async sendMediaMessage(input) {
        const bytes = new Uint8Array(await input.file.arrayBuffer());
        if (input.type === 'image' && !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
          return refuse(CHAT_ERROR_CODES.fileTypeNotAllowed);
        }
        if (bytes.length > options.maxImageBytes) return refuse(CHAT_ERROR_CODES.fileTooLarge);
        await checkReceiver(input.receiverType, input.receiverId);
        await checkParent(input.receiverType, input.receiverId, input.parentMessageId);
        const url = `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
        const name = input.file.name ?? 'file';
        return store({
          type: input.type,
          data: { url, attachments: [{ url, name, mimeType: 'image/png', size: bytes.length }] },
          receiverId: input.receiverId,
          receiverType: input.receiverType,
          ...(input.muid ? { muid: input.muid } : {}),
          ...(input.parentMessageId === undefined ? {} : { parentMessageId: input.parentMessageId }),
        });
      },
      async editMessage(input) {
        const message = await own(input.id);
        Object.assign(message, { text: input.text.trim(), editedAt: now() });
        return changed(message, 'onMessageEdited');
      },
      async deleteMessage(id) {
        const message = await own(id);
        message.deletedAt = now();
        return changed(message, 'onMessageDeleted');
      },

      startTyping: (input) => typing(input, true),
      endTyping: (input) => typing(input, false),
      async markAsDelivered(message) {
        if (!canSee(me.uid, message)) await refuse(CHAT_ERROR_CODES.conversationForbidden);
      },
      async markAsRead(message) {
        const stored = messages.find((candidate) => candidate.id === message.id);
        if (!stored || !canSee(me.uid, stored)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
        const read = readUpTo.get(me.uid) ?? new Map<string, number>();
        read.set(stored.conversationId, Math.max(read.get(stored.conversationId) ?? 0, stored.id));
        readUpTo.set(me.uid, read);
        if (stored.receiverType !== 'user' || stored.sender.uid === me.uid) return;
        if (pairBlocked(me.uid, stored.sender.uid)) return;
        stored.readAt = now();
        stored.deliveredAt ??= stored.readAt;
        emit(stored.sender.uid, (listener) =>
          listener.onMessagesRead?.({
            receiptType: 'read',
            messageId: stored.id,
            sender: { uid: me.uid, name: me.name },
            receiverId: stored.sender.uid,
            receiverType: 'user',
            readAt: stored.readAt,
          }),
        );
      },
      async getUnreadMessageCount() {
        const counts = { users: {} as Record<string, number>, groups: {} as Record<string, number> };
        for (const conversation of conversations()) {
          const { conversationWith, unreadMessageCount } = conversation;
          if (unreadMessageCount === 0) continue;
          if ('guid' in conversationWith) counts.groups[conversationWith.guid] = unreadMessageCount;
          else counts.users[conversationWith.uid] = unreadMessageCount;
        }
        return counts;
      },

      ...(options.groups === false ? {} : { groups: groupsCapability, groupAdministration: administration }),
      ...(options.moderation === false ? {} : { moderation: moderationCapability }),
      extensions: {
        async createPoll(input) {
          const poll = checkedPoll(input.question, input.options);
          if ('code' in poll) return refuse(poll.code);
          await checkReceiver(input.receiverType, input.receiverId);
          return store(
            {
              type: 'extension_poll',
              receiverId: input.receiverId,
              receiverType: input.receiverType,
              data: { customData: { question: poll.question, options: poll.options } },
              ...(input.muid ? { muid: input.muid } : {}),
            },
            'custom',
          );
        },
        async votePoll(id, option) {
          const message = messages.find((candidate) => candidate.id === id);
          if (!message) return refuse(CHAT_ERROR_CODES.messageNotFound);
          if (!canSee(me.uid, message)) return refuse(CHAT_ERROR_CODES.conversationForbidden);
          if (message.deletedAt) return refuse(RICH_MESSAGE_CODES.messageDeleted);
          const poll = message.type === 'extension_poll' ? pollOf(message.data?.customData) : null;
          if (!poll || !Number.isInteger(option) || option < 1 || option > poll.options.length) {
            return refuse(RICH_MESSAGE_CODES.invalidVote);
          }
          const pollVotes = votes.get(id) ?? new Map<string, { uid: string; name: string; option: number }>();
          votes.set(id, pollVotes);
          if (pollVotes.get(me.uid)?.option === option) return publicCopy(message);
          pollVotes.set(me.uid, { uid: me.uid, name: me.name, option });
          return changed(message, 'onMessageEdited');
        },
        fetchStickers: () => Promise.resolve(structuredClone(options.stickers ?? IN_MEMORY_STICKERS)),
        async sendSticker({ receiverId, receiverType, sticker, muid }) {
          const found = stickerNamed(
            options.stickers ?? IN_MEMORY_STICKERS,
            sticker.stickerSetName,
            sticker.stickerName,
          );
          if (!found) return refuse(MEDIA_MESSAGE_CODES.unknownSticker);
          await checkReceiver(receiverType, receiverId);
          return store(
            {
              type: 'extension_sticker',
              receiverId,
              receiverType,
              data: { customData: { sticker_url: found.stickerUrl, sticker_name: found.stickerName } },
              ...(muid ? { muid } : {}),
            },
            'custom',
          );
        },
        async sendLocation({ receiverId, receiverType, latitude, longitude, muid }) {
          const location = checkedLocation(latitude, longitude);
          if (!location) return refuse(MEDIA_MESSAGE_CODES.invalidLocation);
          await checkReceiver(receiverType, receiverId);
          return store(
            {
              type: 'location',
              receiverId,
              receiverType,
              data: { customData: { ...location } },
              ...(muid ? { muid } : {}),
            },
            'custom',
          );
        },
        addReaction: (id, emoji) => react(id, emoji, true),
        removeReaction: (id, emoji) => react(id, emoji, false),
        threadMessagesRequest: ({ receiverId, receiverType, parentMessageId, limit }) =>
          service.messagesRequest({
            ...(receiverType === 'user' ? { uid: receiverId } : { guid: receiverId }),
            parentMessageId,
            ...(limit === undefined ? {} : { limit }),
          }),
      },
    };
    return service;
  }

  let userCounter = 0;
  return {
    /** What users reported, as the event's operators would list it. */
    reports: () => [...reports],
    /** A new user of this provider and the token that logs their service in (the service is not logged in yet). */
    register(name?: string): { service: ChatService; user: ChatUser; token: string } {
      userCounter += 1;
      const user: ChatUser = { uid: `user-${userCounter}`, name: name ?? `User ${userCounter}`, status: 'online' };
      const token = `token-${userCounter}`;
      users.set(user.uid, { ...user, status: 'offline' });
      return { service: serviceFor(user, token), user, token };
    },
  };
}
