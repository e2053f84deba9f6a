// Reading polls: the definition, items and tallies counted from the vote rows (never from a stored counter).
import type { Poll, PollStatus, PollType } from '../../schema/resolvers.generated.js';
import { sql, type Selectable } from 'kysely';
import type { Db, PollsTable } from '../../store/database.js';
import { isPostgres } from '../../store/migrations/column-types.js';
import { LIVE_LIMITS } from '../live-constants.js';
import { readStoredParams } from './poll-params.js';

export type PollRow = Selectable<PollsTable>;

/** The poll row; on PostgreSQL inside a transaction, share-locked so a clear waits for votes in flight. */
export async function findPollRow(db: Db, code: string, { lock = false } = {}): Promise<PollRow | undefined> {
  let query = db.selectFrom('polls').selectAll().where('code', '=', code);
  if (lock && isPostgres(db)) query = query.forShare();
  return query.executeTakeFirst();
}

/**
 * A word cloud's words, most sent first: counted case-insensitively (by their normalised key), each shown in its
 * most-typed spelling, the earliest of equally frequent ones. 'Berlin', 'BERLIN', 'berlin', 'berlin' are one word
 * 'berlin' with 4; 'Berlin', 'BERLIN' one word 'Berlin' with 2 (docs/decisions/0030-word-cloud-spelling.md).
 */
export async function countWords(db: Db, pollId: number, limit?: number): Promise<{ text: string; value: number }[]> {
  let query = db
    .with('spellings', (qb) =>
      qb
        .selectFrom('poll_words')
        .select((eb) => [
          'word',
          // typed is null only on rows older than migration 0019 that it could not fill: the key stands in.
          eb.fn.coalesce('typed', 'word').as('spelling'),
          eb.fn.countAll<number | string>().as('times'),
          eb.fn.min('id').as('first_id'),
        ])
        .where('poll_id', '=', pollId)
        .groupBy(['word', sql`coalesce(typed, word)`]),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('spellings')
        .select([
          'word',
          'spelling',
          sql<number | string>`sum(times) over (partition by word)`.as('value'),
          sql<number>`row_number() over (partition by word order by times desc, first_id)`.as('rank'),
        ]),
    )
    .selectFrom('ranked')
    .select(['spelling', 'value'])
    .where('rank', '=', 1)
    .orderBy('value', 'desc')
    .orderBy('word');
  if (limit !== undefined) query = query.limit(limit);
  const counted = await query.execute();
  return counted.map((entry) => ({ text: entry.spelling, value: Number(entry.value) }));
}

export interface ReadPollOptions {
  /** The caller's voter key, to fill `voted`; null for a caller without session. */
  voter: string | null;
  /** Tallies even when hideVotes is set (operators). */
  revealVotes: boolean;
}

/** What every visitor of a poll is sent alike: its items and tallies (features/polls/poll-answers.ts caches them). */
export interface PollTallies {
  items: { id: number; label: string; image: string | null; status: string; sequence_id: number }[];
  /** [pollItemId, votes] of the items that have votes. */
  votesByItem: [number, number][];
  customersVoted: number;
  /** The cloud's words, most sent first. */
  words: { text: string; value: number }[];
}

export async function readTallies(db: Db, row: PollRow): Promise<PollTallies> {
  const isWordCloud = row.type === 'wordCloud';
  const items = await db
    .selectFrom('poll_items')
    .select(['id', 'label', 'image', 'status', 'sequence_id'])
    .where('poll_id', '=', row.id)
    .where('status', '=', 'active')
    .orderBy('sequence_id')
    .execute();
  const answers = isWordCloud ? 'poll_words' : 'poll_votes';
  const customersVoted = await db
    .selectFrom(answers)
    .select((eb) => eb.fn.count<number | string>('voter').distinct().as('count'))
    .where('poll_id', '=', row.id)
    .executeTakeFirstOrThrow();
  if (isWordCloud) {
    const words = await countWords(db, row.id, LIVE_LIMITS.wordCloudWords);
    return { items, votesByItem: [], customersVoted: Number(customersVoted.count), words };
  }
  const counted = await db
    .selectFrom('poll_votes')
    .select((eb) => ['poll_item_id', eb.fn.count<number | string>('id').as('votes')])
    .where('poll_id', '=', row.id)
    .groupBy('poll_item_id')
    .execute();
  return {
    items,
    votesByItem: counted.map((entry) => [entry.poll_item_id, Number(entry.votes)]),
    customersVoted: Number(customersVoted.count),
    words: [],
  };
}

/** The poll as the caller sees it; tallies read now unless given (a shared answer read moments ago). */
export async function readPoll(
  db: Db,
  row: PollRow,
  { voter, revealVotes }: ReadPollOptions,
  given?: PollTallies,
): Promise<Poll> {
  const params = readStoredParams(row.params);
  const hidden = params.hideVotes && !revealVotes;
  const isWordCloud = row.type === 'wordCloud';
  const tallies = given ?? (await readTallies(db, row));
  const { items, words } = tallies;
  const votesByItem = new Map(tallies.votesByItem);
  const votedItems = new Set<number>();
  let votedWord = false;
  if (voter && isWordCloud) {
    votedWord = Boolean(
      await db
        .selectFrom('poll_words')
        .select('id')
        .where('poll_id', '=', row.id)
        .where('voter', '=', voter)
        .executeTakeFirst(),
    );
  } else if (voter) {
    const mine = await db
      .selectFrom('poll_votes')
      .select('poll_item_id')
      .where('poll_id', '=', row.id)
      .where('voter', '=', voter)
      .execute();
    for (const entry of mine) votedItems.add(entry.poll_item_id);
  }

  const totalVotes = [...votesByItem.values()].reduce((sum, votes) => sum + votes, 0);
  return {
    pollId: row.id,
    code: row.code,
    // Written from the event file's enum values.
    type: row.type as PollType,
    status: row.status as PollStatus,
    lastClearDate: row.last_clear_date,
    params: {
      title: params.title,
      description: params.description,
      image: params.image,
      canChangeVote: params.canChangeVote,
      showTotal: params.showTotal,
      isAbsolute: params.isAbsolute,
      totalVotes: hidden ? null : totalVotes,
      voted: isWordCloud ? votedWord : votedItems.size > 0,
      placeableVotesCount: params.placeableVotesCount,
      showCustomersVotedCount: params.showCustomersVotedCount,
      customersVoted: tallies.customersVoted,
      hideVotes: params.hideVotes,
      pollItems: items.map((item) => ({
        pollItemId: item.id,
        label: item.label,
        image: item.image,
        status: item.status,
        sequenceId: item.sequence_id,
        votes: hidden ? null : (votesByItem.get(item.id) ?? 0),
        voted: votedItems.has(item.id),
      })),
      words: hidden ? [] : words,
      charLimit: params.charLimit,
      charLimitCount: params.charLimitCount,
      allowMultipleAnswers: params.allowMultipleAnswers,
      padding: params.padding,
      colors: params.colors,
    },
  };
}
