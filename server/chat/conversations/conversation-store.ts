// The conversations module's store queries: a user's conversations, newest first, with what each row shows.
import type { MemberScope, ReceiverType } from '../../../shared/chat/chat-entities.js';
import type { Db } from '../../store/database.js';

/** A page of uid's conversations, by their newest message (those without one last). */
export function pageOfConversations(
  db: Db,
  { uid, type, limit, offset }: { uid: string; type?: ReceiverType; limit: number; offset: number },
) {
  let query = db
    .selectFrom('chat_participants')
    .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_participants.conversation_id')
    .select(['chat_conversations.id', 'chat_conversations.type', 'chat_conversations.last_message_id'])
    .where('chat_participants.uid', '=', uid);
  if (type) query = query.where('chat_conversations.type', '=', type);
  return query
    .orderBy('chat_conversations.last_message_id', (order) => order.desc().nullsLast())
    .orderBy('chat_conversations.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function messagesByIds(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute() : [];
}

export async function groupsByGuids(db: Db, guids: string[]) {
  return guids.length ? db.selectFrom('chat_groups').selectAll().where('guid', 'in', guids).execute() : [];
}

/** uid's scope in each of these conversations (null in a pair). */
export async function scopesIn(db: Db, uid: string, conversationIds: string[]): Promise<Map<string, MemberScope>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_participants')
    .select(['conversation_id', 'scope'])
    .where('uid', '=', uid)
    .where('conversation_id', 'in', conversationIds)
    .execute();
  return new Map(rows.flatMap((row) => (row.scope ? [[row.conversation_id, row.scope as MemberScope]] : [])));
}
