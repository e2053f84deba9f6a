// Operator controls for the live show (docs/operators.md). Each asks the access policy first (the operator token or
// a console operator whose role allows it), changes, then writes the audit log; codes are validated like poll codes
// (parsePollCode). A poll's change is published, so consoles on every process see it.
import { authorizeOperator } from '../../auth/access-policy.js';
import type { GraphQLContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { setCardVisible, VISIBLE_CARDS_CACHE_KEY } from '../cards/index.js';
import { findForm, REMOVED_FORM_STATUS, toForm } from '../forms/index.js';
import {
  clearPoll as clearPollVotes,
  findPollRow,
  normaliseWord,
  parsePollCode,
  parseWordArgs,
  readPoll,
  removeWord,
  setPollStatus,
  pollChanged,
} from '../polls/index.js';

import { audit } from './audit.js';

async function results(db: Db, code: string) {
  const row = await findPollRow(db, code);
  if (!row) throw notFound('Poll not found');
  return readPoll(db, row, { voter: null, revealVotes: true });
}

export const getPollResults: QueryResolvers['getPollResults'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  return results(ctx.db, parsePollCode(args));
};

/** A show control on a poll: policy, change, audit, publish, and the poll as it is now. */
async function changePoll(
  ctx: GraphQLContext,
  action: string,
  args: unknown,
  change: (code: string) => Promise<void>,
  detail?: string,
) {
  const operator = await authorizeOperator(ctx, 'runShow');
  const code = parsePollCode(args);
  await change(code);
  await audit(ctx, operator, action, detail === undefined ? code : `${code}: ${detail}`);
  await pollChanged(ctx, code);
  return results(ctx.db, code);
}

export const openPoll: MutationResolvers['openPoll'] = (_parent, args, ctx) =>
  changePoll(ctx, 'openPoll', args, (code) => setPollStatus(ctx.db, code, 'active'));

export const closePoll: MutationResolvers['closePoll'] = (_parent, args, ctx) =>
  changePoll(ctx, 'closePoll', args, (code) => setPollStatus(ctx.db, code, 'visible_only'));

export const clearPoll: MutationResolvers['clearPoll'] = (_parent, args, ctx) =>
  changePoll(ctx, 'clearPoll', args, (code) => clearPollVotes(ctx.db, code, ctx.clock()));

/** The audit log names the word removed by the key it is counted by (every casing of it goes). */
export const removeWordFromWordCloud: MutationResolvers['removeWordFromWordCloud'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'runShow');
  const { word } = parseWordArgs(args);
  return changePoll(
    ctx,
    'removeWordFromWordCloud',
    args,
    (code) => removeWord(ctx.db, code, word),
    normaliseWord(word),
  );
};

async function setCard(ctx: GraphQLContext, args: unknown, visible: boolean) {
  const operator = await authorizeOperator(ctx, 'runShow');
  const code = parsePollCode(args);
  const card = await setCardVisible(ctx.db, code, visible);
  ctx.cache.forget(VISIBLE_CARDS_CACHE_KEY);
  await audit(ctx, operator, visible ? 'showConversionCard' : 'hideConversionCard', code);
  return card;
}

export const showConversionCard: MutationResolvers['showConversionCard'] = (_parent, args, ctx) =>
  setCard(ctx, args, true);

export const hideConversionCard: MutationResolvers['hideConversionCard'] = (_parent, args, ctx) =>
  setCard(ctx, args, false);

async function setFormStatus(ctx: GraphQLContext, args: unknown, status: 'open' | 'closed') {
  const operator = await authorizeOperator(ctx, 'runShow');
  const code = parsePollCode(args);
  const updated = await ctx.db
    .updateTable('forms')
    .set({ status })
    .where('code', '=', code)
    .where('status', '<>', REMOVED_FORM_STATUS)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Form not found');
  const row = await findForm(ctx.db, code);
  if (!row) throw notFound('Form not found');
  // A card that opens the form leaves (or comes back to) visitors' pages at their next refresh.
  ctx.cache.forget(VISIBLE_CARDS_CACHE_KEY);
  await audit(ctx, operator, status === 'open' ? 'openForm' : 'closeForm', code);
  return toForm(row);
}

export const closeForm: MutationResolvers['closeForm'] = (_parent, args, ctx) => setFormStatus(ctx, args, 'closed');

export const openForm: MutationResolvers['openForm'] = (_parent, args, ctx) => setFormStatus(ctx, args, 'open');
