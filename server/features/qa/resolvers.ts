// The visitors' side of the audience Q&A: reading, asking and upvoting. Reads ask the access policy as polls do
// (readLive), writes as votes do (interact); each write counts against the live limits first (features/live-limits.ts,
// per visitor and per address), then a question against its Q&A's questionsPerMinute. The first page every visitor
// of a Q&A shares is read once per read-cache interval (2 s) and forgotten on every change, in every process.
import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import { QA_CHANGED_TOPIC } from '../../bus/bus.js';
import type { GraphQLContext } from '../../context.js';
import { forbidden, notFound, tooManyRequests } from '../../errors.js';
import { readModerationSettings } from '../../moderation/moderation-settings.js';
import { createMessageFilters } from '../../moderation/message-filters.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs, tidyText } from '../../validation.js';
import { LIVE_LIMITS, QA_LIMITS } from '../live-constants.js';
import { takeLiveAction } from '../live-limits.js';
import { optionalVoterOf, voterOf } from '../voter.js';
import { addQuestion, removeUpvote, upvote } from './qa-questions.js';
import {
  findQa,
  findQuestion,
  readOwnQuestions,
  readQuestions,
  upvotedAmong,
  type QuestionRow,
  type QuestionSort,
  type StoredQa,
} from './qa-store.js';
import { toQa, toQuestion, type Viewer } from './qa-views.js';

const MINUTE = 60_000;
/** How much longer than its limit a text may arrive, in UTF-16 units, before it is tidied (spaces, surrogate pairs). */
const RAW_TEXT_FACTOR = 4;

export const qaCode = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(LIVE_LIMITS.codeLength, { error: `at most ${LIVE_LIMITS.codeLength} characters` });
export const questionId = z.int().min(1, { error: 'expected a question id' });

/** The first page of both orders, the total and the highlight: what every visitor of a Q&A is sent alike. */
interface SharedQuestions {
  qa: StoredQa;
  total: number;
  /** Whether any question waits for a moderator. */
  pending: boolean;
  pages: Record<QuestionSort, QuestionRow[]>;
  highlighted: QuestionRow | null;
}

const sharedKey = (code: string) => `qa.questions:${code}`;

function readShared(ctx: GraphQLContext, code: string): Promise<SharedQuestions | undefined> {
  return ctx.cache.get(sharedKey(code), async () => {
    const qa = await findQa(ctx.db, code);
    if (!qa) return undefined;
    const page = { status: 'approved', limit: QA_LIMITS.pageSize, offset: 0 } as const;
    const popular = await readQuestions(ctx.db, qa.id, { ...page, order: 'popular' });
    const recent = await readQuestions(ctx.db, qa.id, { ...page, order: 'recent' });
    const highlighted = qa.highlightedQuestionId === null ? null : await findQuestion(ctx.db, qa.highlightedQuestionId);
    const waiting = await readQuestions(ctx.db, qa.id, { status: 'pending', order: 'oldest', limit: 1, offset: 0 });
    return {
      qa,
      total: popular.total,
      pending: waiting.total > 0,
      pages: { popular: popular.questions, recent: recent.questions },
      highlighted: highlighted?.status === 'approved' ? highlighted : null,
    };
  });
}

/** After any change to a Q&A's questions: every process reads them afresh, and consoles and the presenter hear. */
export async function questionsChanged(ctx: Pick<GraphQLContext, 'cache' | 'bus'>, code: string): Promise<void> {
  ctx.cache.forget(sharedKey(code));
  await ctx.bus.publish(QA_CHANGED_TOPIC, { code });
}

const pageArgs = z.object({
  code: qaCode,
  sort: z.enum(['popular', 'recent']).nullish(),
  limit: z.int().min(1).max(QA_LIMITS.maxPageSize).nullish(),
  offset: z.int().min(0).max(QA_LIMITS.maxOffset).nullish(),
});

export const getQuestions: QueryResolvers['getQuestions'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'readLive');
  const { code, sort, limit, offset } = parseArgs(pageArgs, args);
  const shared = await readShared(ctx, code);
  if (!shared) throw notFound('Q&A not found');
  const order = sort ?? 'popular';
  const size = limit ?? QA_LIMITS.pageSize;
  const { qa } = shared;
  const page =
    size === QA_LIMITS.pageSize && !offset
      ? { total: shared.total, questions: shared.pages[order] }
      : await readQuestions(ctx.db, qa.id, { status: 'approved', order, limit: size, offset: offset ?? 0 });
  const voter = optionalVoterOf(ctx.session);
  // Only a moderated Q&A keeps questions pending (a Q&A made unmoderated by a re-import may still hold some).
  const ownPending =
    voter && (qa.params.moderated || shared.pending)
      ? await readOwnQuestions(ctx.db, qa.id, voter, 'pending', QA_LIMITS.ownPending)
      : [];
  const shown = [...page.questions, ...(shared.highlighted ? [shared.highlighted] : [])];
  const viewer: Viewer = {
    voter,
    upvoted: voter
      ? await upvotedAmong(
          ctx.db,
          voter,
          shown.map((question) => question.id),
        )
      : new Set(),
    highlightedId: shared.highlighted?.id ?? null,
  };
  return {
    qa: toQa(qa),
    total: page.total,
    questions: page.questions.map((question) => toQuestion(question, viewer)),
    highlighted: shared.highlighted ? toQuestion(shared.highlighted, viewer) : null,
    ownPending: ownPending.map((question) => toQuestion(question, viewer)),
  };
};

const filters = createMessageFilters();

/** A visitor's text as shown: tidied, then starred out by the filters the Q&A switches on. */
async function moderated(ctx: GraphQLContext, qa: StoredQa, text: string): Promise<string> {
  const { profanityFilter, dataMasking } = qa.params;
  if (!profanityFilter && !dataMasking) return text;
  const settings = await readModerationSettings(ctx.db, ctx.cache);
  return filters.clean(text, { ...settings, xssFilter: false, profanityFilter, dataMasking });
}

/** A question's text as visitors see it: tidied, 1 to maxLength characters (code points, as people count). */
export function questionText(maxLength: number) {
  return (
    z
      .string()
      // Tidying walks the whole text: anything far beyond the limit is refused before it (white space included).
      .max(RAW_TEXT_FACTOR * maxLength, { error: `at most ${maxLength} characters` })
      .transform(tidyText)
      .pipe(
        z
          .string()
          .min(1, { error: 'must not be empty' })
          .refine((value) => [...value].length <= maxLength, { error: `at most ${maxLength} characters` }),
      )
  );
}

function askArgs(qa: StoredQa) {
  const { maxLength, names } = qa.params;
  const text = questionText(maxLength);
  const name = z
    .string()
    .max(RAW_TEXT_FACTOR * QA_LIMITS.nameLength, { error: `at most ${QA_LIMITS.nameLength} characters` })
    .transform(tidyText)
    .pipe(z.string().max(QA_LIMITS.nameLength, { error: `at most ${QA_LIMITS.nameLength} characters` }))
    .nullish()
    .transform((value) => (value && names !== 'anonymous' ? value : null))
    .refine((value) => names !== 'required' || value !== null, { error: 'required in this Q&A' });
  return z.object({ code: qaCode, text, name });
}

export const askQuestion: MutationResolvers['askQuestion'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'interact');
  const voter = voterOf(ctx.session);
  await takeLiveAction(ctx, 'questions', voter);
  const qa = await findQa(ctx.db, parseArgs(z.object({ code: qaCode }).loose(), args).code);
  if (!qa) throw notFound('Q&A not found');
  const perQa = { max: qa.params.questionsPerMinute, windowMs: MINUTE };
  if (!(await ctx.limiter.take(`qa-questions:${qa.code}:visitor:${voter}`, perQa))) {
    throw tooManyRequests(`At most ${qa.params.questionsPerMinute} questions a minute, please wait a moment`);
  }
  if (qa.status !== 'open') throw forbidden('The Q&A is closed');
  const { text, name } = parseArgs(askArgs(qa), args);
  const id = await addQuestion(ctx.db, {
    qa,
    asker: voter,
    text: await moderated(ctx, qa, text),
    originalText: text,
    authorName: name === null ? null : await moderated(ctx, qa, name),
    now: ctx.clock(),
  });
  await questionsChanged(ctx, qa.code);
  return viewQuestion(ctx, id, voter);
};

/** One question as its viewer sees it right after a change of theirs. */
async function viewQuestion(ctx: GraphQLContext, id: number, voter: string) {
  const question = await findQuestion(ctx.db, id);
  if (!question) throw notFound('Question not found');
  const qa = await ctx.db
    .selectFrom('qas')
    .select('highlighted_question_id')
    .where('id', '=', question.qaId)
    .executeTakeFirst();
  const upvoted = await upvotedAmong(ctx.db, voter, [id]);
  return toQuestion(question, { voter, upvoted, highlightedId: qa?.highlighted_question_id ?? null });
}

const upvoteArgs = z.object({ id: questionId });

async function changeUpvote(ctx: GraphQLContext, args: unknown, change: typeof upvote) {
  await authorize(ctx, 'interact');
  const voter = voterOf(ctx.session);
  await takeLiveAction(ctx, 'upvotes', voter);
  const { id } = parseArgs(upvoteArgs, args);
  const { code, question, highlightedId } = await change(ctx.db, id, voter, ctx.clock());
  await questionsChanged(ctx, code);
  // Counted inside the change's transaction; the voter's own upvote is what the change made it.
  const upvoted = new Set(change === upvote ? [id] : []);
  return toQuestion(question, { voter, upvoted, highlightedId });
}

export const upvoteQuestion: MutationResolvers['upvoteQuestion'] = (_parent, args, ctx) =>
  changeUpvote(ctx, args, upvote);

export const removeQuestionUpvote: MutationResolvers['removeQuestionUpvote'] = (_parent, args, ctx) =>
  changeUpvote(ctx, args, (db, id, voter) => removeUpvote(db, id, voter));
