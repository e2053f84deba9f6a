// Quick polls (docs/operators.md "Running the show"): a single- or multiple-choice poll an operator makes during the
// show, with a poll card of the same code on every page so visitors can vote. Validated here, written as the event
// file's polls and cards are (writePoll, saveCard); a re-import of the file removes it, as any poll the file lacks.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { authorizeOperator } from '../../../auth/access-policy.js';
import { conflict } from '../../../errors.js';
import { cardSchema } from '../../../event-file/sections/cards.js';
import { pollSchema } from '../../../event-file/sections/polls.js';
import type { MutationResolvers } from '../../../schema/resolvers.generated.js';
import { parseArgs } from '../../../validation.js';
import { nextCardPlace, saveCard, VISIBLE_CARDS_CACHE_KEY } from '../../cards/index.js';
import { LIVE_LIMITS } from '../../live-constants.js';
import { findPollRow, readPoll, writePoll } from '../../polls/index.js';
import { audit } from '../audit.js';
import { POLLS_MAX } from '../console-resolvers.js';

export const QUESTION_MAX = 300;
export const OPTION_MAX = 200;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;

const quickPollArgs = z.object({
  question: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(QUESTION_MAX, { error: `at most ${QUESTION_MAX} characters` }),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'must not be empty' })
        .max(OPTION_MAX, { error: `at most ${OPTION_MAX} characters` }),
    )
    .min(OPTIONS_MIN, { error: `at least ${OPTIONS_MIN} options` })
    .max(OPTIONS_MAX, { error: `at most ${OPTIONS_MAX} options` })
    .refine((options) => new Set(options.map((option) => option.toLowerCase())).size === options.length, {
      error: 'every option must differ from the others',
    }),
  multipleChoice: z.boolean(),
  openNow: z.boolean(),
});

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ count: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).count);

export const createQuickPoll: MutationResolvers['createQuickPoll'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'runShow');
  const { question, options, multipleChoice, openNow } = parseArgs(quickPollArgs, args);
  const { db } = ctx;
  // The console lists at most POLLS_MAX polls and visitors get at most LIVE_LIMITS.cards cards: none goes unseen.
  const polls = await count(db.selectFrom('polls').select((eb) => eb.fn.countAll<number | string>().as('count')));
  if (polls >= POLLS_MAX) throw conflict(`The event has ${POLLS_MAX} polls, the most it may have`);
  const cards = await count(
    db.selectFrom('conversion_cards').select((eb) => eb.fn.countAll<number | string>().as('count')),
  );
  if (cards >= LIVE_LIMITS.cards) throw conflict(`The event has ${LIVE_LIMITS.cards} cards, the most it may have`);

  const code = `quick-${ctx.clock().getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
  const poll = pollSchema.parse({
    code,
    type: multipleChoice ? 'multipleChoice' : 'singleChoice',
    status: openNow ? 'active' : 'visible_only',
    title: question,
    items: options.map((label) => ({ label })),
  });
  const card = cardSchema.parse({ code, type: 'poll', name: question, pollCode: code, visible: openNow });
  await db.transaction().execute(async (trx) => {
    await writePoll(trx, poll);
    await saveCard(trx, card, await nextCardPlace(trx));
  });
  ctx.cache.forget(VISIBLE_CARDS_CACHE_KEY);
  await audit(ctx, operator, 'createQuickPoll', `${code}: ${question}`);
  const row = await findPollRow(db, code);
  if (!row) throw conflict('The poll was removed meanwhile');
  return readPoll(db, row, { voter: null, revealVotes: true });
};
