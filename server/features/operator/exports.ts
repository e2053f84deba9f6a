// What the operator CLI exports: a poll's results as CSV rows, every word of a word cloud included.
import { notFound } from '../../errors.js';
import type { Db } from '../../store/database.js';
import { findPollRow } from '../polls/poll-store.js';
import { toCsv } from './csv.js';

export async function exportPollCsv(db: Db, code: string): Promise<string> {
  const poll = await findPollRow(db, code);
  if (!poll) throw notFound(`No poll with the code "${code}"`);
  if (poll.type === 'wordCloud') {
    const words = await db
      .selectFrom('poll_words')
      .select((eb) => ['word', eb.fn.count<number | string>('id').as('count')])
      .where('poll_id', '=', poll.id)
      .groupBy('word')
      .orderBy('count', 'desc')
      .orderBy('word')
      .execute();
    return toCsv(
      ['poll', 'word', 'count'],
      words.map((entry) => [poll.code, entry.word, Number(entry.count)]),
    );
  }
  const items = await db
    .selectFrom('poll_items')
    .leftJoin('poll_votes', 'poll_votes.poll_item_id', 'poll_items.id')
    .select((eb) => [
      'poll_items.id',
      'poll_items.sequence_id',
      'poll_items.label',
      eb.fn.count<number | string>('poll_votes.id').as('votes'),
    ])
    .where('poll_items.poll_id', '=', poll.id)
    .groupBy(['poll_items.id', 'poll_items.sequence_id', 'poll_items.label'])
    .orderBy('poll_items.sequence_id')
    .execute();
  return toCsv(
    ['poll', 'pollItemId', 'label', 'votes'],
    items.map((item) => [poll.code, item.id, item.label, Number(item.votes)]),
  );
}
