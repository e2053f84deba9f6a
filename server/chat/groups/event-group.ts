// The event's own group: the stream page's chat (portal.streamChat, docs/decisions/0038), created by the import so
// that it exists before the first visitor arrives, public so that every visitor the chat admits may join it.
import { conversationIdOf } from '../../../shared/chat/conversation-id.js';
import type { Db } from '../../store/database.js';

/**
 * The owner of the event's groups: no user (a chat user's uid has no colon), so nobody holds the owner's rights and
 * nobody can remove the owner; operators moderate through the console (docs/operators.md#chat-moderation).
 */
export const EVENT_GROUP_OWNER = 'foyer:event';

/**
 * Creates the group, or makes an existing one with that guid the event's again (public, its name, the event as
 * owner): importing the same file twice changes nothing, and a visitor who created a group of that id before the
 * import neither owns nor administers the event's chat.
 */
export async function importEventGroup(db: Db, group: { guid: string; name: string } | undefined): Promise<void> {
  if (!group) return;
  // When the import first made it; the store's other imports keep no clock either.
  const at = Math.floor(Date.now() / 1000);
  const values = { name: group.name, type: 'public' as const, password_hash: null, owner_uid: EVENT_GROUP_OWNER };
  await db
    .insertInto('chat_groups')
    .values({ guid: group.guid, created_at: at, ...values })
    .onConflict((oc) => oc.column('guid').doUpdateSet(values))
    .execute();
  await db
    .insertInto('chat_conversations')
    .values({
      id: conversationIdOf('group', group.guid),
      type: 'group',
      last_message_id: null,
      created_at: new Date(at * 1000).toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Its maker kept the administrator's scope; in the event's group nobody holds it (no one can grant it either).
  await db
    .updateTable('chat_participants')
    .set({ scope: 'participant' })
    .where('conversation_id', '=', conversationIdOf('group', group.guid))
    .where('scope', '=', 'administrator')
    .execute();
}
