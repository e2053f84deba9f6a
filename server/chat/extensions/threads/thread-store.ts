// The threads extension's store queries (chat-widget.md §3 parentMessageId, replyCount): a thread is one level deep,
// its replies are messages with the parent's id.
import type { Db } from '../../../store/database.js';

/** How many replies each of these messages has; messages without replies are absent. */
export async function replyCounts(db: Db, messageIds: number[]): Promise<Map<number, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages')
    .select(['parent_id', (eb) => eb.fn.countAll<string | number>().as('replies')])
    .where('parent_id', 'in', messageIds)
    .groupBy('parent_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.parent_id === null ? [] : [[row.parent_id, Number(row.replies)]])));
}
