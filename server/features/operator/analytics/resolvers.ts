// The console's Audience tab (server/schema/console.graphql, docs/operators.md "Audience and analytics"): counts for
// a date range, read by owners, moderators and analysts (access-policy.ts 'readAnalytics'); each table as CSV.
import { z } from 'zod';
import { authorizeOperator } from '../../../auth/access-policy.js';
import { badUserInput } from '../../../errors.js';
import type { GraphQLContext } from '../../../context.js';
import type { AudienceTable, QueryResolvers } from '../../../schema/resolvers.generated.js';
import { toStoredTime } from '../../../store/time.js';
import { parseArgs } from '../../../validation.js';
import { toCsv } from '../csv.js';
import {
  BUCKETS,
  clickCounts,
  formConversion,
  loginCounts,
  pollParticipation,
  qaParticipation,
  registrationCounts,
  streamViewers,
  trackingCounts,
  type Bucket,
  type Count,
  type Range,
} from './audience-store.js';

/** The longest range one question covers. */
export const RANGE_MAX_DAYS = 366;
/** The most buckets of the viewers chart in one range. */
export const BUCKETS_MAX = 1000;
/** Rows of each list on the tab. */
const ROWS_MAX = 100;
/** Rows of one CSV export. */
const CSV_ROWS_MAX = 10_000;

const DAY_MS = 24 * 60 * 60_000;

const rangeArgs = z.object({
  from: z.iso.datetime({ offset: true, error: 'expected an ISO date-time' }),
  to: z.iso.datetime({ offset: true, error: 'expected an ISO date-time' }),
  bucket: z.enum(['tenMinutes', 'hour', 'day']),
});

/** The range as stored times, refused when empty, reversed, too long or cut into too many buckets. */
function readRange(args: unknown): { range: Range; bucket: Bucket } {
  const { from, to, bucket } = parseArgs(rangeArgs, args);
  const start = new Date(from);
  const end = new Date(to);
  const span = end.getTime() - start.getTime();
  if (span <= 0) throw badUserInput('to: must be after from');
  if (span > RANGE_MAX_DAYS * DAY_MS) throw badUserInput(`to: at most ${RANGE_MAX_DAYS} days after from`);
  if (Math.ceil(span / BUCKETS[bucket].ms) > BUCKETS_MAX) {
    throw badUserInput(`bucket: at most ${BUCKETS_MAX} buckets in the range; choose a longer bucket`);
  }
  return { range: { from: toStoredTime(start), to: toStoredTime(end) }, bucket };
}

const windowMs = (ctx: GraphQLContext) => ctx.config.streamPresenceWindowSeconds * 1000;

export const getAudience: QueryResolvers['getAudience'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readAnalytics');
  const { range, bucket } = readRange(args);
  const { db } = ctx;
  const [streams, pageVisits, linkClicks, cardClicks, emojiClicks, polls, forms, registrations, logins, qa] =
    await Promise.all([
      streamViewers(db, range, bucket, ctx.clock(), windowMs(ctx), ROWS_MAX),
      trackingCounts(db, range, 'visit', 'page', ROWS_MAX),
      trackingCounts(db, range, 'click', 'CTA', ROWS_MAX),
      clickCounts(db, range, 'card_clicks', ROWS_MAX),
      clickCounts(db, range, 'emoji_clicks', ROWS_MAX),
      pollParticipation(db, range, ROWS_MAX),
      formConversion(db, range, ROWS_MAX),
      registrationCounts(db, range, ROWS_MAX),
      loginCounts(db, range, ROWS_MAX),
      qaParticipation(db, range, ROWS_MAX),
    ]);
  return {
    ...range,
    bucket,
    streams,
    pageVisits,
    linkClicks,
    cardClicks,
    emojiClicks,
    polls,
    forms,
    registrations,
    logins,
    qa,
  };
};

type Csv = [string[], (string | number | null)[][]];

const countsCsv = (keyName: string, counts: Count[]): Csv => [
  [keyName, 'count', 'visitors'],
  counts.map((entry) => [entry.key, entry.count, entry.visitors]),
];

/** Each table of the tab as a header and rows (the same queries, a longer limit). */
const TABLES: Record<AudienceTable, (ctx: GraphQLContext, range: Range, bucket: Bucket) => Promise<Csv>> = {
  viewers: async (ctx, range, bucket) => {
    const streams = await streamViewers(ctx.db, range, bucket, ctx.clock(), windowMs(ctx), CSV_ROWS_MAX);
    return [
      ['stream', 'bucketStart', 'viewers'],
      streams.flatMap((stream) => stream.series.map((point) => [stream.code, point.at, point.viewers])),
    ];
  },
  pageVisits: async (ctx, range) =>
    countsCsv('page', await trackingCounts(ctx.db, range, 'visit', 'page', CSV_ROWS_MAX)),
  linkClicks: async (ctx, range) =>
    countsCsv('target', await trackingCounts(ctx.db, range, 'click', 'CTA', CSV_ROWS_MAX)),
  cardClicks: async (ctx, range) => countsCsv('card', await clickCounts(ctx.db, range, 'card_clicks', CSV_ROWS_MAX)),
  emojiClicks: async (ctx, range) => countsCsv('emoji', await clickCounts(ctx.db, range, 'emoji_clicks', CSV_ROWS_MAX)),
  polls: async (ctx, range) => [
    ['poll', 'type', 'voters', 'answers'],
    (await pollParticipation(ctx.db, range, CSV_ROWS_MAX)).map((poll) => [
      poll.code,
      poll.type,
      poll.voters,
      poll.answers,
    ]),
  ],
  forms: async (ctx, range) => [
    ['form', 'title', 'views', 'submissions'],
    (await formConversion(ctx.db, range, CSV_ROWS_MAX)).map((form) => [
      form.code,
      form.title,
      form.views,
      form.submissions,
    ]),
  ],
  registrations: async (ctx, range) => countsCsv('source', await registrationCounts(ctx.db, range, CSV_ROWS_MAX)),
  logins: async (ctx, range) => countsCsv('loginType', await loginCounts(ctx.db, range, CSV_ROWS_MAX)),
  qa: async (ctx, range) => [
    ['qa', 'questions', 'askers', 'upvotes', 'upvoters'],
    (await qaParticipation(ctx.db, range, CSV_ROWS_MAX)).map((qa) => [
      qa.code,
      qa.questions,
      qa.askers,
      qa.upvotes,
      qa.upvoters,
    ]),
  ],
};

const tableArgs = z.object({ table: z.enum(Object.keys(TABLES) as [AudienceTable, ...AudienceTable[]]) });

export const exportAudience: QueryResolvers['exportAudience'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readAnalytics');
  const { table } = parseArgs(tableArgs, { table: args.table });
  const { range, bucket } = readRange({ from: args.from, to: args.to, bucket: args.bucket });
  const [header, rows] = await TABLES[table](ctx, range, bucket);
  return toCsv(header, rows);
};
