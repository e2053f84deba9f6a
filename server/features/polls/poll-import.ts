// Writes the event file's polls into the store. The file is the truth for the polls it lists: a poll or item it no
// longer lists is removed with its votes; items keep their ids (and votes) by position.
import type { PollDefinition } from '../../event-file/sections/polls.js';
import type { Db } from '../../store/database.js';
import { toStoredParams } from './poll-params.js';

async function removePolls(trx: Db, pollIds: number[]): Promise<void> {
  if (pollIds.length === 0) return;
  for (const table of ['poll_votes', 'poll_voters', 'poll_words', 'poll_items'] as const) {
    await trx.deleteFrom(table).where('poll_id', 'in', pollIds).execute();
  }
  await trx.deleteFrom('polls').where('id', 'in', pollIds).execute();
}

export async function importPolls(trx: Db, polls: PollDefinition[]): Promise<void> {
  const codes = new Set(polls.map((poll) => poll.code));
  const existing = await trx.selectFrom('polls').select(['id', 'code']).execute();
  await removePolls(
    trx,
    existing.filter((row) => !codes.has(row.code)).map((row) => row.id),
  );

  for (const poll of polls) await savePoll(trx, poll);
}

/** Writes one poll and its items (the event file's, or one an operator made during the show). */
export async function savePoll(trx: Db, poll: PollDefinition): Promise<void> {
  const row = { type: poll.type, status: poll.status, params: JSON.stringify(toStoredParams(poll)) };
  const { id: pollId } = await trx
    .insertInto('polls')
    .values({ code: poll.code, ...row })
    .onConflict((oc) => oc.column('code').doUpdateSet(row))
    .returning('id')
    .executeTakeFirstOrThrow();

  const stale = await trx
    .selectFrom('poll_items')
    .select('id')
    .where('poll_id', '=', pollId)
    .where('sequence_id', '>', poll.items.length)
    .execute();
  if (stale.length > 0) {
    const staleIds = stale.map((item) => item.id);
    await trx.deleteFrom('poll_votes').where('poll_item_id', 'in', staleIds).execute();
    await trx.deleteFrom('poll_items').where('id', 'in', staleIds).execute();
  }
  for (const [index, item] of poll.items.entries()) {
    const itemRow = { label: item.label, image: item.image ?? null, status: item.status };
    await trx
      .insertInto('poll_items')
      .values({ poll_id: pollId, sequence_id: index + 1, ...itemRow })
      .onConflict((oc) => oc.columns(['poll_id', 'sequence_id']).doUpdateSet(itemRow))
      .execute();
  }
}
