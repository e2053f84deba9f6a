// The cards' order and audiences in the console (docs/operators.md "Running the show"): an operator moves a card up
// or down in the order visitors see, and sees which cards the visitors of each page get (a card's paths are the
// event's only card targeting).
import { z } from 'zod';
import { authorizeOperator } from '../../../auth/access-policy.js';
import type { MutationResolvers, QueryResolvers } from '../../../schema/resolvers.generated.js';
import { parseArgs } from '../../../validation.js';
import {
  allCards,
  cardAudiences,
  cardPaths,
  moveCard,
  VISIBLE_CARDS_CACHE_KEY,
  visibleCards,
} from '../../cards/index.js';
import { parsePollCode } from '../../polls/index.js';
import { audit } from '../audit.js';

const moveArgs = z.object({ direction: z.enum(['up', 'down']) });

export const moveConversionCard: MutationResolvers['moveConversionCard'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'runShow');
  const code = parsePollCode(args);
  const { direction } = parseArgs(moveArgs, args);
  await moveCard(ctx.db, code, direction);
  ctx.cache.forget(VISIBLE_CARDS_CACHE_KEY);
  await audit(ctx, operator, 'moveConversionCard', `${code}: ${direction}`);
  return allCards(ctx.db);
};

export const getCardAudiences: QueryResolvers['getCardAudiences'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  return cardAudiences(await visibleCards(ctx.db), await cardPaths(ctx.db));
};
