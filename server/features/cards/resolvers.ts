import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import { badUserInput, notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { toStoredTime } from '../../store/time.js';
import { formatPath } from '../../validation.js';
import { LIVE_LIMITS } from '../live-constants.js';
import { takeLiveAction } from '../live-limits.js';
import { voterOf } from '../voter.js';
import { cardsForPath, visibleCards } from './card-store.js';

export const VISIBLE_CARDS_CACHE_KEY = 'cards:visible';

const codeArgs = z.object({ code: z.string().min(1).max(LIVE_LIMITS.codeLength) });
const pathArgs = z.object({ path: z.string().regex(/^\//, { error: 'must start with /' }).max(2048) });

function parse<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

export const getConversionCardsForFrontend: QueryResolvers['getConversionCardsForFrontend'] = async (
  _parent,
  args,
  ctx,
) => {
  await authorize(ctx, 'readLive');
  const { db, cache } = ctx;
  const { path } = parse(pathArgs, args);
  // Polled every 5 s by every visitor: one cached list (show and hide appear within 2 s), filtered per path, so
  // arbitrary paths cannot grow the cache.
  return cardsForPath(await cache.get(VISIBLE_CARDS_CACHE_KEY, () => visibleCards(db)), path);
};

export const getAllEmojisForFrontend: QueryResolvers['getAllEmojisForFrontend'] = async (_parent, _args, ctx) => {
  await authorize(ctx, 'readLive');
  const rows = await ctx.db
    .selectFrom('emojis')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('sequence_id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    image: row.image,
    sequenceId: row.sequence_id,
    status: row.status,
  }));
};

export const emojiClick: MutationResolvers['emojiClick'] = async (_parent, args, context) => {
  await authorize(context, 'interact');
  const { db, session, clock } = context;
  const voter = voterOf(session);
  await takeLiveAction(context, 'emojiClicks', voter);
  const { code } = parse(codeArgs, args);
  const emoji = await db
    .selectFrom('emojis')
    .select('code')
    .where('code', '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!emoji) throw notFound('Emoji not found');
  await db
    .insertInto('emoji_clicks')
    .values({ emoji_code: code, voter, created_at: toStoredTime(clock()) })
    .execute();
  return true;
};

export const trackClick: MutationResolvers['trackClick'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'interact');
  const { db, session, clock } = ctx;
  const voter = voterOf(session);
  const { code } = parse(codeArgs, args);
  const card = await db.selectFrom('conversion_cards').select('code').where('code', '=', code).executeTakeFirst();
  if (!card) throw notFound('Card not found');
  await db
    .insertInto('card_clicks')
    .values({ card_code: code, voter, created_at: toStoredTime(clock()) })
    .execute();
  return 'ok';
};
