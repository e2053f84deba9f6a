// Conversations (chat-widget.md §2 "chats" tab, §7): the logged-in user's conversations with the other side, the
// last message and the unread count of each.
import type { ChatGroup, ChatUser, Conversation } from '../../../shared/chat/chat-entities.js';
import { PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { guidOfConversation, partnerOf } from '../../../shared/chat/conversation-id.js';
import { blockFlagsOf } from '../blocking/blocking-store.js';
import { findChatUsers } from '../chat-users.js';
import { groupMemberCounts, toGroup } from '../groups/group-store.js';
import { toMessages, unreadCounts } from '../messages/message-store.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatHandlers, ChatModuleDependencies } from '../session/chat-session.js';
import { groupsByGuids, messagesByIds, pageOfConversations, scopesIn } from './conversation-store.js';

export function createConversations({
  db,
  presence,
}: Pick<ChatModuleDependencies, 'db'> & { presence: Pick<Presence, 'asUser'> }) {
  const handlers: ChatHandlers<'conversations'> = {
    // Only the requester's own conversations are read: the query starts from their participation.
    conversations: async (session, request) => {
      const rows = await pageOfConversations(db, {
        uid: session.uid,
        ...(request.conversationType ? { type: request.conversationType } : {}),
        limit: request.limit ?? PAGE_SIZE.conversations,
        offset: request.offset ?? 0,
      });
      const ids = rows.map((row) => row.id);
      const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
      const [unread, lastRows] = await Promise.all([unreadCounts(db, session.uid, ids), messagesByIds(db, lastIds)]);
      const lastMessages = new Map((await toMessages(db, lastRows, session.uid)).map((m) => [m.conversationId, m]));
      const partners = rows.filter((row) => row.type === 'user').map((row) => partnerOf(row.id, session.uid));
      const guids = rows.flatMap((row) => guidOfConversation(row.id) ?? []);
      const [users, blocks, groups, counts, scopes] = await Promise.all([
        findChatUsers(db, partners),
        blockFlagsOf(db, session.uid, partners),
        groupsByGuids(db, guids),
        groupMemberCounts(db, guids),
        scopesIn(db, session.uid, guids.length ? ids : []),
      ]);
      const groupOf = new Map(groups.map((group) => [group.guid, group]));
      return rows.flatMap((row): Conversation[] => {
        let conversationWith: ChatUser | ChatGroup | undefined;
        const guid = guidOfConversation(row.id);
        if (row.type === 'user' || guid === undefined) {
          const partner = partnerOf(row.id, session.uid);
          const user = users.get(partner);
          conversationWith = user ? { ...presence.asUser(user), ...blocks.get(partner) } : undefined;
        } else {
          const group = groupOf.get(guid);
          conversationWith = group ? toGroup(group, counts.get(guid) ?? 0, scopes.get(row.id)) : undefined;
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
    },
  };
  return { handlers };
}
