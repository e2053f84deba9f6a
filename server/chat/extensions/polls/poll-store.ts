// The polls extension's store queries: one vote per poll and voter (0013-chat-rich), so the counts the server gives
// are exact however many vote at once; each vote that changes something is an entry of the change feed.
import type { Db } from '../../../store/database.js';
import { recordChange } from '../../messages/change-feed.js';

export interface PollVote {
  uid: string;
  name: string;
  option: number;
}

/**
 * Records uid's vote (a new one, or a changed one: one vote per voter); answers the change-feed id, or null when
 * they had voted so already.
 */
export async function castVote(
  db: Db,
  vote: PollVote & { messageId: number; conversationId: string; at: number },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chat_poll_votes')
      .values({
        message_id: vote.messageId,
        uid: vote.uid,
        name: vote.name,
        option_index: vote.option,
        voted_at: vote.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['message_id', 'uid'])
          .doUpdateSet({ option_index: vote.option, name: vote.name, voted_at: vote.at })
          .where('chat_poll_votes.option_index', '!=', vote.option),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    return recordChange(trx, vote.messageId, vote.conversationId);
  });
}

/** The votes of these polls, oldest first; polls without votes are absent. */
export async function votesOf(db: Db, messageIds: number[]): Promise<Map<number, PollVote[]>> {
  const result = new Map<number, PollVote[]>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .selectFrom('chat_poll_votes')
    .select(['message_id', 'uid', 'name', 'option_index'])
    .where('message_id', 'in', messageIds)
    .orderBy('voted_at')
    .orderBy('uid')
    .execute();
  for (const row of rows) {
    const list = result.get(row.message_id) ?? [];
    list.push({ uid: row.uid, name: row.name, option: row.option_index });
    result.set(row.message_id, list);
  }
  return result;
}
