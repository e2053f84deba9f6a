import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import { badUserInput, notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { formatPath } from '../../validation.js';
import { LIVE_LIMITS } from '../live-constants.js';
import { takeLiveAction } from '../live-limits.js';
import { answerArrived, readSharedTallies } from './poll-answers.js';
import { findPollRow, readPoll } from './poll-store.js';
import { addWord, placeVote, tidyWord } from './poll-votes.js';
import { optionalVoterOf, voterOf } from '../voter.js';

const pollCode = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(LIVE_LIMITS.codeLength, { error: `at most ${LIVE_LIMITS.codeLength} characters` });

function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

/** Code validation shared with the operator's poll controls. */
export const parsePollCode = (args: unknown): string => parseArgs(z.object({ code: pollCode }), args).code;

export const getSinglePollForFrontend: QueryResolvers['getSinglePollForFrontend'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'readLive');
  const { db, session } = ctx;
  // The row is read for each request (a cheap lookup by code), so its status and parameters are never old.
  const row = await findPollRow(db, parsePollCode(args));
  if (!row) throw notFound('Poll not found');
  const tallies = await readSharedTallies(ctx, row);
  return readPoll(db, row, { voter: optionalVoterOf(session), revealVotes: false }, tallies);
};

const voteArgs = z.object({
  code: pollCode,
  pollItemId: z.int(),
  // The earlier vote's token identifies nothing the session does not; it is only checked for size.
  token: z
    .string()
    .max(LIVE_LIMITS.voteTokenLength, { error: `at most ${LIVE_LIMITS.voteTokenLength} characters` })
    .nullish(),
});

export const placePollVoteFromFrontend: MutationResolvers['placePollVoteFromFrontend'] = async (
  _parent,
  args,
  context,
) => {
  await authorize(context, 'interact');
  const { db, session, clock } = context;
  const voter = voterOf(session);
  await takeLiveAction(context, 'votes', voter);
  const { code, pollItemId } = parseArgs(voteArgs, args);
  const token = await placeVote(db, { code, pollItemId, voter, now: clock() });
  answerArrived(context, code);
  return { success: true, token };
};

const wordArgs = z.object({
  code: pollCode,
  word: z
    .string()
    .transform(tidyWord)
    .pipe(
      z
        .string()
        .min(1, { error: 'must not be empty' })
        .max(LIVE_LIMITS.wordLength, { error: `at most ${LIVE_LIMITS.wordLength} characters` }),
    ),
});

/** A poll code and a word, normalised and checked as visitors' words are (the operator removes words with it). */
export const parseWordArgs = (args: unknown) => parseArgs(wordArgs, args);

export const addWordToWordCloud: MutationResolvers['addWordToWordCloud'] = async (_parent, args, context) => {
  await authorize(context, 'interact');
  const { db, session, clock } = context;
  const voter = voterOf(session);
  await takeLiveAction(context, 'words', voter);
  const { code, word } = parseWordArgs(args);
  await addWord(db, { code, word, voter, now: clock() });
  answerArrived(context, code);
  return true;
};
