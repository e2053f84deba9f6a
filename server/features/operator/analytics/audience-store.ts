// The Audience tab's counts, each one GROUP BY in the database. Times are ISO-8601 UTC text on both dialects
// (store/time.ts), so a range is two string comparisons and a time bucket is a prefix of the text (substr, the same
// on SQLite and PostgreSQL): 'YYYY-MM-DDTHH:M' is ten minutes, 'YYYY-MM-DDTHH' an hour, 'YYYY-MM-DD' a day.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../../store/database.js';
import { toStoredTime } from '../../../store/time.js';

export type Bucket = 'tenMinutes' | 'hour' | 'day';

/** The bucket's length in ms and how many leading characters of an ISO time name it. */
export const BUCKETS: Record<Bucket, { ms: number; prefix: number; suffix: string }> = {
  tenMinutes: { ms: 10 * 60_000, prefix: 15, suffix: '0:00.000Z' },
  hour: { ms: 60 * 60_000, prefix: 13, suffix: ':00:00.000Z' },
  day: { ms: 24 * 60 * 60_000, prefix: 10, suffix: 'T00:00:00.000Z' },
};

/** [from, to) as stored times. */
export interface Range {
  from: string;
  to: string;
}

export interface Count {
  key: string;
  count: number;
  visitors: number | null;
}

const toNumber = (value: number | string | bigint | null): number => Number(value ?? 0);

/** A visitor of a tracking event: the customer, else the anonymous id (events without either are not told apart). */
const trackedVisitor = sql`CASE WHEN customer_id IS NOT NULL THEN 'c' || CAST(customer_id AS varchar(20)) ELSE 'a' || anonymous_customer_id END`;

function countDistinct(expression: Expression<unknown> | RawBuilder<unknown>): RawBuilder<number | string> {
  return sql<number | string>`count(DISTINCT ${expression})`;
}

/** Visits or clicks recorded by track(), by target. */
export async function trackingCounts(
  db: Db,
  range: Range,
  event: 'visit' | 'click',
  targetType: 'page' | 'CTA',
  limit: number,
): Promise<Count[]> {
  const rows = await db
    .selectFrom('tracking_events')
    .select((eb) => [
      'target',
      eb.fn.countAll<number | string>().as('count'),
      countDistinct(trackedVisitor).as('visitors'),
    ])
    .where('event', '=', event)
    .where('target_type', '=', targetType)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('target')
    .orderBy('count', 'desc')
    .orderBy('target')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.target, count: toNumber(row.count), visitors: toNumber(row.visitors) }));
}

/** Card or emoji clicks by code. */
export async function clickCounts(
  db: Db,
  range: Range,
  table: 'card_clicks' | 'emoji_clicks',
  limit: number,
): Promise<Count[]> {
  const code = table === 'card_clicks' ? 'card_code' : 'emoji_code';
  const rows = await db
    .selectFrom(table)
    .select((eb) => [
      eb.ref(code).as('key'),
      eb.fn.countAll<number | string>().as('count'),
      countDistinct(eb.ref('voter')).as('visitors'),
    ])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(code)
    .orderBy('count', 'desc')
    .orderBy(code)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, count: toNumber(row.count), visitors: toNumber(row.visitors) }));
}

/** New customers by source, and anonymous registrations (the registrations table) as 'anonymousRegistration'. */
export async function registrationCounts(db: Db, range: Range, limit: number): Promise<Count[]> {
  const customers = await db
    .selectFrom('customers')
    .select((eb) => ['source', eb.fn.countAll<number | string>().as('count')])
    .where('source', 'is not', null)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('source')
    .limit(limit)
    .execute();
  const anonymous = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  const counts = customers.map((row) => ({ key: row.source ?? '', count: toNumber(row.count) }));
  if (toNumber(anonymous.count) > 0) counts.push({ key: 'anonymousRegistration', count: toNumber(anonymous.count) });
  return counts
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map((entry) => ({ ...entry, visitors: entry.count }));
}

/** Logins by type (auth/login-events.ts); no visitor is kept with them. */
export async function loginCounts(db: Db, range: Range, limit: number): Promise<Count[]> {
  const rows = await db
    .selectFrom('login_events')
    .select((eb) => ['login_type', eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('login_type')
    .orderBy('count', 'desc')
    .orderBy('login_type')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.login_type, count: toNumber(row.count), visitors: null }));
}

export interface Participation {
  code: string;
  type: string;
  voters: number;
  answers: number;
}

/** Per poll: distinct voters and answers (votes, or words of a word cloud) in the range; polls without any too. */
export async function pollParticipation(db: Db, range: Range, limit: number): Promise<Participation[]> {
  const answered = (table: 'poll_votes' | 'poll_words') =>
    db
      .selectFrom(table)
      .select((eb) => [
        'poll_id',
        eb.fn.countAll<number | string>().as('answers'),
        countDistinct(eb.ref('voter')).as('voters'),
      ])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy('poll_id')
      .execute();
  const [polls, votes, words] = await Promise.all([
    db.selectFrom('polls').select(['id', 'code', 'type']).orderBy('id').limit(limit).execute(),
    answered('poll_votes'),
    answered('poll_words'),
  ]);
  // A poll takes either votes or words, never both: its row is in one of the two lists.
  const byPoll = new Map([...votes, ...words].map((row) => [row.poll_id, row]));
  return polls
    .map((poll) => {
      const row = byPoll.get(poll.id);
      return {
        code: poll.code,
        type: poll.type,
        voters: toNumber(row?.voters ?? 0),
        answers: toNumber(row?.answers ?? 0),
      };
    })
    .sort((a, b) => b.voters - a.voters || a.code.localeCompare(b.code));
}

export interface QaParticipation {
  code: string;
  questions: number;
  askers: number;
  upvotes: number;
  upvoters: number;
}

/** Per Q&A: questions asked and upvotes given in the range, with their distinct visitors; Q&As without any too. */
export async function qaParticipation(db: Db, range: Range, limit: number): Promise<QaParticipation[]> {
  const [qas, asked, upvoted] = await Promise.all([
    db.selectFrom('qas').select(['id', 'code']).orderBy('id').limit(limit).execute(),
    db
      .selectFrom('qa_questions')
      .select((eb) => [
        'qa_id',
        eb.fn.countAll<number | string>().as('count'),
        countDistinct(eb.ref('asker')).as('visitors'),
      ])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy('qa_id')
      .execute(),
    db
      .selectFrom('qa_upvotes')
      .innerJoin('qa_questions', 'qa_questions.id', 'qa_upvotes.question_id')
      .select((eb) => [
        'qa_questions.qa_id',
        eb.fn.countAll<number | string>().as('count'),
        countDistinct(eb.ref('qa_upvotes.voter')).as('visitors'),
      ])
      .where('qa_upvotes.created_at', '>=', range.from)
      .where('qa_upvotes.created_at', '<', range.to)
      .groupBy('qa_questions.qa_id')
      .execute(),
  ]);
  const askedOf = new Map(asked.map((row) => [row.qa_id, row]));
  const upvotedOf = new Map(upvoted.map((row) => [row.qa_id, row]));
  return qas
    .map((qa) => ({
      code: qa.code,
      questions: toNumber(askedOf.get(qa.id)?.count ?? 0),
      askers: toNumber(askedOf.get(qa.id)?.visitors ?? 0),
      upvotes: toNumber(upvotedOf.get(qa.id)?.count ?? 0),
      upvoters: toNumber(upvotedOf.get(qa.id)?.visitors ?? 0),
    }))
    .sort((a, b) => b.questions - a.questions || a.code.localeCompare(b.code));
}

export interface Conversion {
  code: string;
  title: string | null;
  views: number;
  submissions: number;
}

/** Per form: visitors who first saw it in the range, and submissions in the range. */
export async function formConversion(db: Db, range: Range, limit: number): Promise<Conversion[]> {
  const perForm = (table: 'form_views' | 'form_submissions') =>
    db
      .selectFrom(table)
      .select((eb) => ['form_id', eb.fn.countAll<number | string>().as('count')])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy('form_id')
      .execute();
  const [forms, views, submissions] = await Promise.all([
    db.selectFrom('forms').select(['id', 'code', 'title']).orderBy('id').limit(limit).execute(),
    perForm('form_views'),
    perForm('form_submissions'),
  ]);
  const viewsOf = new Map(views.map((row) => [row.form_id, toNumber(row.count)]));
  const submissionsOf = new Map(submissions.map((row) => [row.form_id, toNumber(row.count)]));
  return forms.map((form) => ({
    code: form.code,
    title: form.title,
    views: viewsOf.get(form.id) ?? 0,
    submissions: submissionsOf.get(form.id) ?? 0,
  }));
}

export interface Point {
  at: string;
  viewers: number;
}

export interface StreamViewers {
  code: string;
  viewersNow: number;
  peakViewers: number;
  series: Point[];
}

/**
 * Per stream: viewers within the presence window now (stream_presence), and the highest sampled count per bucket
 * of the range (stream_viewer_samples, by minute).
 */
export async function streamViewers(
  db: Db,
  range: Range,
  bucket: Bucket,
  now: Date,
  windowMs: number,
  limit: number,
): Promise<StreamViewers[]> {
  const { prefix, suffix } = BUCKETS[bucket];
  const bucketOf = sql<string>`substr(minute, 1, ${sql.lit(prefix)})`;
  const [streams, present, points] = await Promise.all([
    db.selectFrom('streams').select('code').orderBy('position').orderBy('code').limit(limit).execute(),
    db
      .selectFrom('stream_presence')
      .select((eb) => ['stream_code', eb.fn.countAll<number | string>().as('count')])
      .where('last_seen_at', '>=', toStoredTime(new Date(now.getTime() - windowMs)))
      .groupBy('stream_code')
      .execute(),
    db
      .selectFrom('stream_viewer_samples')
      .select((eb) => ['stream_code', bucketOf.as('bucket'), eb.fn.max('viewers').as('viewers')])
      // By minute: the minute `from` falls in counts, the one `to` falls in does not.
      .where('minute', '>=', range.from.slice(0, 16))
      .where('minute', '<', range.to.slice(0, 16))
      .groupBy(['stream_code', bucketOf])
      .orderBy('stream_code')
      .orderBy(bucketOf)
      .execute(),
  ]);
  const nowOf = new Map(present.map((row) => [row.stream_code, toNumber(row.count)]));
  const seriesOf = new Map<string, Point[]>();
  for (const row of points) {
    const series = seriesOf.get(row.stream_code) ?? [];
    series.push({ at: row.bucket + suffix, viewers: toNumber(row.viewers) });
    seriesOf.set(row.stream_code, series);
  }
  return streams.map(({ code }) => {
    const series = seriesOf.get(code) ?? [];
    return {
      code,
      viewersNow: nowOf.get(code) ?? 0,
      peakViewers: series.reduce((peak, point) => Math.max(peak, point.viewers), 0),
      series,
    };
  });
}
