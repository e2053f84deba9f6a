// Operator controls for the live show (docs/operators.md). Each checks the operator token first; codes are
// validated like poll codes (parsePollCode).
import { notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { setCardVisible, VISIBLE_CARDS_CACHE_KEY } from '../cards/index.js';
import { findForm, REMOVED_FORM_STATUS, toForm } from '../forms/index.js';
import { clearPoll as clearPollVotes, findPollRow, parsePollCode, readPoll, setPollStatus } from '../polls/index.js';
import { requireOperator } from './operator-auth.js';

async function results(db: Db, code: string) {
  const row = await findPollRow(db, code);
  if (!row) throw notFound('Poll not found');
  return readPoll(db, row, { voter: null, revealVotes: true });
}

export const getPollResults: QueryResolvers['getPollResults'] = async (_parent, args, { db, operator }) => {
  await requireOperator(operator);
  return results(db, parsePollCode(args));
};

export const openPoll: MutationResolvers['openPoll'] = async (_parent, args, { db, operator }) => {
  await requireOperator(operator);
  const code = parsePollCode(args);
  await setPollStatus(db, code, 'active');
  return results(db, code);
};

export const closePoll: MutationResolvers['closePoll'] = async (_parent, args, { db, operator }) => {
  await requireOperator(operator);
  const code = parsePollCode(args);
  await setPollStatus(db, code, 'visible_only');
  return results(db, code);
};

export const clearPoll: MutationResolvers['clearPoll'] = async (_parent, args, { db, operator, clock }) => {
  await requireOperator(operator);
  const code = parsePollCode(args);
  await clearPollVotes(db, code, clock());
  return results(db, code);
};

export const showConversionCard: MutationResolvers['showConversionCard'] = async (
  _parent,
  args,
  { db, operator, cache },
) => {
  await requireOperator(operator);
  const card = await setCardVisible(db, parsePollCode(args), true);
  cache.forget(VISIBLE_CARDS_CACHE_KEY);
  return card;
};

export const hideConversionCard: MutationResolvers['hideConversionCard'] = async (
  _parent,
  args,
  { db, operator, cache },
) => {
  await requireOperator(operator);
  const card = await setCardVisible(db, parsePollCode(args), false);
  cache.forget(VISIBLE_CARDS_CACHE_KEY);
  return card;
};

async function setFormStatus(db: Db, code: string, status: 'open' | 'closed') {
  const updated = await db
    .updateTable('forms')
    .set({ status })
    .where('code', '=', code)
    .where('status', '<>', REMOVED_FORM_STATUS)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Form not found');
  const row = await findForm(db, code);
  if (!row) throw notFound('Form not found');
  return toForm(row);
}

export const closeForm: MutationResolvers['closeForm'] = async (_parent, args, { db, operator }) => {
  await requireOperator(operator);
  return setFormStatus(db, parsePollCode(args), 'closed');
};

export const openForm: MutationResolvers['openForm'] = async (_parent, args, { db, operator }) => {
  await requireOperator(operator);
  return setFormStatus(db, parsePollCode(args), 'open');
};
