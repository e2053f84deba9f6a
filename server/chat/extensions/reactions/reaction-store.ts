// The reactions extension's store queries: one row per message, emoji and reactor (0013-chat-rich), each change also
// an entry of the change feed, so a client that was away catches up on it like on an edit.
import type { Db } from '../../../store/database.js';
import { recordChange } from '../../messages/change-feed.js';

/** §3 Reaction: emoji code -> reactor uid -> { name }. */
export type ReactionsMap = Record<string, Record<string, { name: string }>>;

export interface ReactionChange {
  messageId: number;
  conversationId: string;
  emoji: string;
  uid: string;
}

/**
 * Adds uid's reaction; answers the change-feed id, or null when it was there already (nothing changed) and
 * 'full' when the message carries `maxKinds` different reactions and this one would be another.
 */
export async function addReaction(
  db: Db,
  change: ReactionChange & { name: string; at: number; maxKinds: number },
): Promise<number | null | 'full'> {
  return db.transaction().execute(async (trx) => {
    const kinds = await trx
      .selectFrom('chat_reactions')
      .select('emoji')
      .distinct()
      .where('message_id', '=', change.messageId)
      .execute();
    if (kinds.length >= change.maxKinds && !kinds.some((kind) => kind.emoji === change.emoji)) return 'full';
    const inserted = await trx
      .insertInto('chat_reactions')
      .values({
        message_id: change.messageId,
        emoji: change.emoji,
        uid: change.uid,
        name: change.name,
        reacted_at: change.at,
      })
      .onConflict((oc) => oc.columns(['message_id', 'emoji', 'uid']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    return recordChange(trx, change.messageId, change.conversationId);
  });
}

/** Removes uid's reaction; answers the change-feed id, or null when there was none. */
export async function removeReaction(db: Db, change: ReactionChange): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('chat_reactions')
      .where('message_id', '=', change.messageId)
      .where('emoji', '=', change.emoji)
      .where('uid', '=', change.uid)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return null;
    return recordChange(trx, change.messageId, change.conversationId);
  });
}

/** The reactions of these messages, oldest reaction first; messages without any are absent. */
export async function reactionsOf(db: Db, messageIds: number[]): Promise<Map<number, ReactionsMap>> {
  const result = new Map<number, ReactionsMap>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .selectFrom('chat_reactions')
    .select(['message_id', 'emoji', 'uid', 'name'])
    .where('message_id', 'in', messageIds)
    .orderBy('reacted_at')
    .orderBy('emoji')
    .orderBy('uid')
    .execute();
  for (const row of rows) {
    const map = result.get(row.message_id) ?? {};
    (map[row.emoji] ??= {})[row.uid] = { name: row.name };
    result.set(row.message_id, map);
  }
  return result;
}
