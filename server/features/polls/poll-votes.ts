// Placing votes and words. Every rule the client checks is checked here too, inside one transaction, and the
// rules that concurrent requests could race past are enforced by unique keys and conditional updates:
// - one vote per voter in a single-choice poll, one per voter and item in a multiple-choice poll (poll_votes key);
// - a single-choice change is one upsert that only applies when canChangeVote and the item differs;
// - placeableVotesCount and the words-per-voter bound: `answers < limit` in the same statement that raises it;
// - on PostgreSQL the poll row is share-locked, so a clear or close waits for the votes in flight.
// Votes and words are written in batches (group commit, store/write-batches.ts): each in a savepoint of a transaction
// shared with the others that arrived meanwhile, so a refusal rolls back only its own writes; the poll row and its
// items are read once per batch.
import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../errors.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';
import { writeBatchesOf, type Batch } from '../../store/write-batches.js';
import { LIVE_LIMITS } from '../live-constants.js';
import { readStoredParams } from './poll-params.js';
import { findPollRow, type PollRow } from './poll-store.js';

/** portal.md §8: the client shows 'Fehler bei der Stimmabgabe' for this code. */
const voteRefused = (reason: string) => forbidden(`The vote was refused: ${reason}`);
/** portal.md §8: the client shows 'Wort konnte nicht eingereicht werden' for this code. */
const wordRefused = (reason: string) => forbidden(`The word was refused: ${reason}`);

/** Raises the voter's answer count for the poll unless it reached limit; false when it had. */
async function takeAnswer(trx: Db, pollId: number, voter: string, limit: number | null): Promise<boolean> {
  const raised = await trx
    .insertInto('poll_voters')
    .values({ poll_id: pollId, voter, answers: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['poll_id', 'voter'])
        .doUpdateSet((eb) => ({ answers: eb('poll_voters.answers', '+', 1) }));
      return limit === null ? update : update.where('poll_voters.answers', '<', limit);
    })
    .returning('answers')
    .executeTakeFirst();
  return raised !== undefined;
}

/** The poll row, read and share-locked once per batch. */
const lockedPoll = (trx: Db, batch: Batch, code: string): Promise<PollRow | undefined> =>
  batch.once(`poll:${code}`, () => findPollRow(trx, code, { lock: true }));

export interface VoteInput {
  code: string;
  pollItemId: number;
  voter: string;
  now: Date;
}

/** Stores the vote and returns its token; 403 when a rule refuses it, 404 for an unknown poll or item. */
export function placeVote(db: Db, { code, pollItemId, voter, now }: VoteInput): Promise<string> {
  return writeBatchesOf(db).run(voter, async (trx, batch) => {
    const poll = await lockedPoll(trx, batch, code);
    if (!poll) throw notFound('Poll not found');
    if (poll.type !== 'singleChoice' && poll.type !== 'multipleChoice') throw voteRefused('the poll takes words');
    if (poll.status !== 'active') throw voteRefused('the poll is closed');
    const items = await batch.once(`poll-items:${poll.id}`, async () => {
      const active = await trx
        .selectFrom('poll_items')
        .select('id')
        .where('poll_id', '=', poll.id)
        .where('status', '=', 'active')
        .execute();
      return new Set(active.map((row) => row.id));
    });
    if (!items.has(pollItemId)) throw notFound('Poll item not found');
    const item = { id: pollItemId };

    const params = readStoredParams(poll.params);
    const token = randomUUID();
    const createdAt = toStoredTime(now);
    const single = poll.type === 'singleChoice';
    if (!single && !(await takeAnswer(trx, poll.id, voter, params.placeableVotesCount))) {
      throw voteRefused('placeableVotesCount reached');
    }
    const stored = await trx
      .insertInto('poll_votes')
      .values({
        poll_id: poll.id,
        poll_item_id: item.id,
        voter,
        slot: single ? 0 : item.id,
        token,
        created_at: createdAt,
      })
      .onConflict((oc) => {
        const key = oc.columns(['poll_id', 'voter', 'slot']);
        if (!single || !params.canChangeVote) return key.doNothing();
        return key
          .doUpdateSet({ poll_item_id: item.id, token, created_at: createdAt })
          .where('poll_votes.poll_item_id', '<>', item.id);
      })
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw voteRefused(single ? 'already voted' : 'already voted for this item');
    return token;
  });
}

/** A word as its sender typed it, tidied: NFC, trimmed, inner spaces collapsed. The cloud shows this form. */
export function tidyWord(word: string): string {
  return word.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The key a word is counted by: tidied and lower case, so 'Berlin ' and 'BERLIN' count as one word. */
export function normaliseWord(word: string): string {
  return tidyWord(word).toLocaleLowerCase('de-DE');
}

export interface WordInput {
  code: string;
  /** As typed, tidied (tidyWord) and non-empty; counted by its normaliseWord key. */
  word: string;
  voter: string;
  now: Date;
}

export async function addWord(db: Db, { code, word, voter, now }: WordInput): Promise<void> {
  await writeBatchesOf(db).run(voter, async (trx, batch) => {
    const poll = await lockedPoll(trx, batch, code);
    if (!poll) throw notFound('Poll not found');
    if (poll.type !== 'wordCloud') throw wordRefused('the poll is not a word cloud');
    if (poll.status !== 'active') throw wordRefused('the poll is closed');
    const params = readStoredParams(poll.params);
    const key = normaliseWord(word);
    const length = [...word].length;
    if (params.charLimit && params.charLimitCount !== null && length > params.charLimitCount) {
      throw wordRefused(`longer than ${params.charLimitCount} characters`);
    }
    if (params.allowMultipleAnswers && !(await takeAnswer(trx, poll.id, voter, LIVE_LIMITS.wordsPerVoter))) {
      throw wordRefused(`at most ${LIVE_LIMITS.wordsPerVoter} words per voter`);
    }
    const stored = await trx
      .insertInto('poll_words')
      .values({
        poll_id: poll.id,
        voter,
        answer_key: params.allowMultipleAnswers ? key : '',
        word: key,
        typed: word,
        created_at: toStoredTime(now),
      })
      .onConflict((oc) => oc.columns(['poll_id', 'voter', 'answer_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw wordRefused(params.allowMultipleAnswers ? 'this word was already sent' : 'already answered');
  });
}

/** Operator: status active or visible_only. */
export async function setPollStatus(db: Db, code: string, status: 'active' | 'visible_only'): Promise<void> {
  const updated = await db.updateTable('polls').set({ status }).where('code', '=', code).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Poll not found');
}

/** Operator: removes every answer and sets lastClearDate, in one transaction that waits for votes in flight. */
export async function clearPoll(db: Db, code: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const poll = await trx
      .updateTable('polls')
      .set({ last_clear_date: toStoredTime(now) })
      .where('code', '=', code)
      .returning('id')
      .executeTakeFirst();
    if (!poll) throw notFound('Poll not found');
    for (const table of ['poll_votes', 'poll_voters', 'poll_words'] as const) {
      await trx.deleteFrom(table).where('poll_id', '=', poll.id).execute();
    }
  });
}

/**
 * Operator: removes every answer of one word from a word cloud, matched by its normalised key however it was typed;
 * the voters may answer again.
 */
export async function removeWord(db: Db, code: string, word: string): Promise<void> {
  const poll = await findPollRow(db, code);
  if (!poll) throw notFound('Poll not found');
  await db.deleteFrom('poll_words').where('poll_id', '=', poll.id).where('word', '=', normaliseWord(word)).execute();
}
