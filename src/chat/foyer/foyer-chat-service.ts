/**
 * Our provider's whole adapter (docs/chat-service.md "The adapter"): the session the launcher started
 * (foyer-session.ts) completed with lists, sends, receipts, typing, groups and the rich-message extensions. It loads with the chat panel, so the
 * bubble's bundle stays without it.
 */
import {
  CHAT_ERROR_CODES,
  ChatError,
  type ChatGroup,
  type ChatService,
  type ChatUser,
  type Conversation,
  type GroupMember,
  type PagedRequest,
  type Sticker,
} from '../chat-service';
import { PAGE_SIZE } from '../../../shared/chat/chat-limits';
import { lazyFoyerCalls } from './foyer-calls-lazy';
import { emitGroupAction } from './foyer-group-events';
import { createFoyerSession, type FoyerChatServiceOptions, type FoyerSession } from './foyer-session';

export type { FoyerChatServiceOptions } from './foyer-session';

/** Pages of a list request, `limit` at a time, until a short page. */
function paged<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<T[]>,
  limit: number,
): PagedRequest<T> {
  let offset = 0;
  let done = false;
  return {
    async fetchNext() {
      if (done) return [];
      const page = await fetchPage({ limit, offset });
      offset += page.length;
      done = page.length < limit;
      return page;
    },
  };
}

let muidCounter = 0;
const newMuid = () =>
  `${Date.now().toString(36)}-${(muidCounter++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const completed = new WeakMap<FoyerSession, ChatService>();

/** The whole ChatService over a session; the same one for every call with that session. */
export function completeFoyerChatService(session: FoyerSession): ChatService {
  const known = completed.get(session);
  if (known) return known;
  const { request, normalize, ownMessage, ownDeletion, uploadUrl, connection, emit, setGroupEvents, services } =
    session.foyerParts;
  // The message services, each there only while the server offers it (it says so at login).
  const translation: NonNullable<ChatService['translation']> = {
    translateMessage: ({ messageId, language }) => request({ type: 'translate', messageId, language }),
  };
  const smartReplies: NonNullable<ChatService['smartReplies']> = {
    smartReplies: (messageId) => request({ type: 'smartReplies', messageId }),
  };
  const linkPreviews: NonNullable<ChatService['linkPreviews']> = {
    linkPreviews: (messageId) => request({ type: 'linkPreviews', messageId }),
  };
  setGroupEvents({
    action: (message) => emitGroupAction(message, emit),
    deleted: (guid) => emit((l) => l.onGroupDeleted?.(guid)),
  });
  const service: ChatService = {
    init: (options) => session.init(options),
    login: (token) => session.login(token),
    logout: () => session.logout(),
    getLoggedInUser: () => session.getLoggedInUser(),
    addListener: (id, listener) => session.addListener(id, listener),
    removeListener: (id) => session.removeListener(id),
    messagesRequest: (options) => session.messagesRequest(options),
    getUser: (uid) => request({ type: 'getUser', uid }),
    conversationsRequest: (conversationOptions = {}) =>
      paged<Conversation>(
        (page) =>
          request({
            type: 'conversations',
            ...(conversationOptions.conversationType ? { conversationType: conversationOptions.conversationType } : {}),
            ...page,
          }),
        conversationOptions.limit ?? PAGE_SIZE.conversations,
      ),
    usersRequest: (userOptions = {}) =>
      paged<ChatUser>(
        (page) =>
          request({
            type: 'users',
            ...(userOptions.searchKeyword ? { search: userOptions.searchKeyword } : {}),
            ...(userOptions.friendsOnly ? { friendsOnly: true } : {}),
            ...page,
          }),
        userOptions.limit ?? PAGE_SIZE.users,
      ),
    async sendMessage(input) {
      // Retried after a reconnect with the same muid: the server answers with the message it already has.
      const message = await request(
        {
          type: 'send',
          receiverId: input.receiverId,
          receiverType: input.receiverType,
          text: input.text,
          muid: input.muid ?? newMuid(),
          ...(input.parentMessageId ? { parentMessageId: input.parentMessageId } : {}),
        },
        true,
      );
      return ownMessage(message);
    },
    async sendMediaMessage(input) {
      const token = connection.token;
      if (!token) throw new ChatError(CHAT_ERROR_CODES.disconnected, 'Not logged in to the chat service');
      const form = new FormData();
      form.append('receiverId', input.receiverId);
      form.append('receiverType', input.receiverType);
      form.append('type', input.type);
      form.append('muid', input.muid ?? newMuid());
      if (input.parentMessageId) form.append('parentMessageId', String(input.parentMessageId));
      form.append('file', input.file, input.file.name ?? 'file');
      let response: Response;
      try {
        response = await fetch(uploadUrl(), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      } catch {
        throw new ChatError(CHAT_ERROR_CODES.disconnected, 'The upload did not reach the chat service');
      }
      const [body, reader] = await Promise.all([response.json().catch(() => null), connection.reader()]);
      const message = reader.readUploadAnswer(body, response.status);
      if (!response.ok) throw new ChatError('ERROR', `The upload failed (${response.status})`);
      return ownMessage(message);
    },
    async editMessage(input) {
      return normalize(await request({ type: 'edit', messageId: input.id, text: input.text }));
    },
    async deleteMessage(id) {
      const message = await request({ type: 'delete', messageId: id });
      ownDeletion(id);
      return message;
    },

    startTyping(input) {
      request({ type: 'typingStart', ...input }).catch(() => undefined);
    },
    endTyping(input) {
      request({ type: 'typingEnd', ...input }).catch(() => undefined);
    },
    async markAsDelivered(message) {
      await request({ type: 'delivered', messageId: message.id });
    },
    async markAsRead(message) {
      await request({ type: 'read', messageId: message.id });
    },
    getUnreadMessageCount: () => request({ type: 'unreadCounts' }),

    get translation() {
      return services()?.translation ? translation : undefined;
    },
    get smartReplies() {
      return services()?.smartReplies ? smartReplies : undefined;
    },
    get linkPreviews() {
      return services()?.linkPreviews ? linkPreviews : undefined;
    },
    extensions: {
      addReaction: async (messageId, emoji) => normalize(await request({ type: 'react', messageId, emoji })),
      removeReaction: async (messageId, emoji) => normalize(await request({ type: 'unreact', messageId, emoji })),
      createPoll: async (input) =>
        ownMessage(
          await request(
            {
              type: 'createPoll',
              receiverId: input.receiverId,
              receiverType: input.receiverType,
              question: input.question,
              options: input.options,
              muid: input.muid ?? newMuid(),
            },
            true,
          ),
        ),
      votePoll: async (messageId, option) => normalize(await request({ type: 'votePoll', messageId, option })),
      fetchStickers: async () => {
        const list = await request({ type: 'stickers' });
        // The default set is served by our server: its addresses are relative to it, like uploads'.
        const absolute = (sticker: Sticker) => ({
          ...sticker,
          stickerUrl: new URL(sticker.stickerUrl, uploadUrl()).href,
        });
        return {
          defaultStickers: list.defaultStickers.map(absolute),
          customStickers: list.customStickers.map(absolute),
        };
      },
      sendSticker: async ({ receiverId, receiverType, sticker, muid }) =>
        ownMessage(
          await request(
            {
              type: 'sendSticker',
              receiverId,
              receiverType,
              stickerSetName: sticker.stickerSetName,
              stickerName: sticker.stickerName,
              muid: muid ?? newMuid(),
            },
            true,
          ),
        ),
      sendLocation: async ({ receiverId, receiverType, latitude, longitude, muid }) =>
        ownMessage(
          await request(
            { type: 'sendLocation', receiverId, receiverType, latitude, longitude, muid: muid ?? newMuid() },
            true,
          ),
        ),
      threadMessagesRequest: ({ receiverId, receiverType, parentMessageId, limit }) =>
        session.messagesRequest({
          ...(receiverType === 'user' ? { uid: receiverId } : { guid: receiverId }),
          parentMessageId,
          ...(limit === undefined ? {} : { limit }),
        }),
    },
    groups: {
      getGroup: (guid) => request({ type: 'getGroup', guid }),
      groupsRequest: (groupOptions = {}) =>
        paged<ChatGroup>(
          (page) =>
            request({
              type: 'groups',
              ...(groupOptions.searchKeyword ? { search: groupOptions.searchKeyword } : {}),
              ...(groupOptions.joinedOnly ? { joinedOnly: true } : {}),
              ...page,
            }),
          groupOptions.limit ?? PAGE_SIZE.groups,
        ),
      groupMembersRequest: (guid, memberOptions = {}) =>
        paged<GroupMember>(
          (page) => request({ type: 'members', guid, ...page }),
          memberOptions.limit ?? PAGE_SIZE.groupMembers,
        ),
      createGroup: (input) =>
        request({
          type: 'createGroup',
          guid: input.guid,
          name: input.name,
          groupType: input.type,
          ...(input.password === undefined ? {} : { password: input.password }),
        }),
      joinGroup: (guid, _type, password) =>
        request({ type: 'joinGroup', guid, ...(password === undefined ? {} : { password }) }),
      async leaveGroup(guid) {
        await request({ type: 'leaveGroup', guid });
      },
    },

    groupAdministration: {
      addMembersToGroup: (guid, uids) => request({ type: 'addMembers', guid, uids }),
      async kickGroupMember(guid, uid) {
        await request({ type: 'kickMember', guid, uid });
      },
      async banGroupMember(guid, uid) {
        await request({ type: 'banMember', guid, uid });
      },
      async unbanGroupMember(guid, uid) {
        await request({ type: 'unbanMember', guid, uid });
      },
      async updateGroupMemberScope(guid, uid, scope) {
        await request({ type: 'changeScope', guid, uid, scope });
      },
      async deleteGroup(guid) {
        await request({ type: 'deleteGroup', guid });
      },
      bannedMembersRequest: (guid, bannedOptions = {}) =>
        paged<GroupMember>(
          (page) => request({ type: 'bannedMembers', guid, ...page }),
          bannedOptions.limit ?? PAGE_SIZE.bannedMembers,
        ),
    },
    moderation: {
      blockUsers: (uids) => request({ type: 'blockUsers', uids }),
      unblockUsers: (uids) => request({ type: 'unblockUsers', uids }),
      blockedUsersRequest: (blockedOptions = {}) =>
        paged<ChatUser>((page) => request({ type: 'blockedUsers', ...page }), blockedOptions.limit ?? PAGE_SIZE.users),
      async reportMessage(input) {
        await request({ type: 'reportMessage', messageId: input.id, reason: input.reason });
      },
    },
    // Audio and video calls between two users, peer to peer (foyer-calls.ts, loaded on first use; issue 17).
    calls: lazyFoyerCalls(session),
  };
  completed.set(session, service);
  return service;
}

/** Our provider's adapter: the ChatService port over the server's /chat WebSocket (docs/chat-service.md). */
export function createFoyerChatService(options: FoyerChatServiceOptions): ChatService {
  return completeFoyerChatService(createFoyerSession(options));
}
