// The console's Q&A tab (docs/operators.md#qa): every Q&A with its counts, one state's questions a page at a time,
// moderation (approve, reject, edit, merge: `moderate`), the show's controls (highlight, answered, reply, archive,
// open and close: `runShow`), the CSV, and qaChanged live. Each change asks the access policy first, writes the
// audit log, and tells visitors' caches, consoles and presenter screens on every process (questionsChanged).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authorizeOperator, type OperatorAction } from '../../../auth/access-policy.js';
import { QA_CHANGED_TOPIC, type Bus } from '../../../bus/bus.js';
import type { GraphQLContext } from '../../../context.js';
import { notFound } from '../../../errors.js';
import type {
  MutationResolvers,
  OperatorQa,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../../schema/resolvers.generated.js';
import type { Db } from '../../../store/database.js';
import { parseArgs } from '../../../validation.js';
import { QA_LIMITS } from '../../live-constants.js';
import {
  allQas,
  clearHighlight,
  countQuestions,
  editQuestionText,
  findQa,
  findQaById,
  findQuestion,
  highlightQuestion as highlight,
  mergeQuestion as merge,
  qaCode,
  questionId,
  questionsChanged,
  questionText,
  readQuestions,
  setAnswered,
  setQaStatus,
  setQuestionStatus,
  setReply,
  toOperatorQa,
  toOperatorQuestion,
  type StoredQa,
} from '../../qa/index.js';
import { audit, auditReason } from '../audit.js';
import { toCsv } from '../csv.js';
import type { SubscriptionContext } from '../console-sockets.js';
import { bridgeChanges } from '../live-results.js';
import type { LiveTopics } from '../live-topics.js';

export const qaTopic = (code: string) => `console.qa:${code}`;

async function operatorQa(db: Db, qa: StoredQa): Promise<OperatorQa> {
  const highlighted = qa.highlightedQuestionId === null ? undefined : await findQuestion(db, qa.highlightedQuestionId);
  return toOperatorQa(qa, await countQuestions(db, qa.id), highlighted);
}

async function operatorQaOf(db: Db, code: string): Promise<OperatorQa> {
  const qa = await findQa(db, code);
  if (!qa) throw notFound('Q&A not found');
  return operatorQa(db, qa);
}

/** A question with its Q&A, as operators see it; 404 for an unknown one. */
async function questionAndQa(db: Db, id: number) {
  const question = await findQuestion(db, id);
  const qa = question && (await findQaById(db, question.qaId));
  if (!question || !qa) throw notFound('Question not found');
  return { question, qa };
}

async function operatorQuestion(db: Db, id: number) {
  const { question, qa } = await questionAndQa(db, id);
  return toOperatorQuestion(question, qa.code, qa.highlightedQuestionId);
}

export const getOperatorQas: QueryResolvers['getOperatorQas'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  return Promise.all((await allQas(ctx.db)).map((qa) => operatorQa(ctx.db, qa)));
};

const questionsArgs = z.object({
  code: qaCode,
  status: z.enum(['pending', 'approved', 'rejected', 'archived', 'merged']),
  limit: z.int().min(1).max(QA_LIMITS.maxPageSize).nullish(),
  offset: z.int().min(0).max(QA_LIMITS.maxOffset).nullish(),
});

export const getOperatorQuestions: QueryResolvers['getOperatorQuestions'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  const { code, status, limit, offset } = parseArgs(questionsArgs, args);
  const qa = await findQa(ctx.db, code);
  if (!qa) throw notFound('Q&A not found');
  const page = await readQuestions(ctx.db, qa.id, {
    status,
    // The queue in the order it came; every other list as visitors see the most upvoted first.
    order: status === 'pending' ? 'oldest' : 'popular',
    limit: limit ?? QA_LIMITS.pageSize,
    offset: offset ?? 0,
  });
  return {
    total: page.total,
    questions: page.questions.map((question) => toOperatorQuestion(question, qa.code, qa.highlightedQuestionId)),
  };
};

export const exportQuestions: QueryResolvers['exportQuestions'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'readSubmissions');
  const { code } = parseArgs(z.object({ code: qaCode }), args);
  const qa = await findQa(ctx.db, code);
  if (!qa) throw notFound('Q&A not found');
  const rows = [];
  for (const status of ['approved', 'pending', 'archived', 'rejected', 'merged'] as const) {
    const order = status === 'approved' ? 'popular' : 'oldest';
    const page = await readQuestions(ctx.db, qa.id, { status, order, limit: QA_LIMITS.questionsPerQa, offset: 0 });
    rows.push(...page.questions);
  }
  await audit(ctx, operator, 'exportQuestions', `${code}: ${rows.length} questions`);
  return toCsv(
    [
      'questionId',
      'createdAt',
      'publishedAt',
      'status',
      'answered',
      'upvotes',
      'author',
      'text',
      'originalText',
      'reply',
      'mergedInto',
    ],
    rows.map((row) => [
      row.id,
      row.createdAt,
      row.publishedAt,
      row.status,
      row.answered ? 'yes' : 'no',
      row.upvotes,
      row.authorName,
      row.text,
      row.originalText,
      row.reply,
      row.mergedInto,
    ]),
  );
};

/** A change to one question: policy, change (answering the Q&A's code), audit, tell everyone, the question now. */
async function changeQuestion(
  ctx: GraphQLContext,
  right: OperatorAction,
  action: string,
  id: number,
  change: () => Promise<string>,
  reason: string | null = null,
) {
  const operator = await authorizeOperator(ctx, right);
  const code = await change();
  await audit(ctx, operator, action, `${code}#${id}`, reason);
  await questionsChanged(ctx, code);
  return operatorQuestion(ctx.db, id);
}

const idArgs = z.object({ id: questionId });
const idOf = (args: unknown) => parseArgs(idArgs.loose(), args).id;

export const approveQuestion: MutationResolvers['approveQuestion'] = (_parent, args, ctx) => {
  const id = idOf(args);
  return changeQuestion(ctx, 'moderate', 'approveQuestion', id, () =>
    setQuestionStatus(ctx.db, id, 'approved', ctx.clock()),
  );
};

export const rejectQuestion: MutationResolvers['rejectQuestion'] = (_parent, args, ctx) => {
  const { id, reason } = parseArgs(z.object({ id: questionId, reason: auditReason }), args);
  return changeQuestion(
    ctx,
    'moderate',
    'rejectQuestion',
    id,
    () => setQuestionStatus(ctx.db, id, 'rejected', ctx.clock()),
    reason,
  );
};

export const archiveQuestion: MutationResolvers['archiveQuestion'] = (_parent, args, ctx) => {
  const id = idOf(args);
  return changeQuestion(ctx, 'runShow', 'archiveQuestion', id, () =>
    setQuestionStatus(ctx.db, id, 'archived', ctx.clock()),
  );
};

export const editQuestion: MutationResolvers['editQuestion'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'moderate');
  const id = idOf(args);
  const { qa } = await questionAndQa(ctx.db, id);
  const text = questionText(qa.params.maxLength);
  const edited = parseArgs(z.object({ id: questionId, text }), args).text;
  return changeQuestion(ctx, 'moderate', 'editQuestion', id, () => editQuestionText(ctx.db, id, edited));
};

export const mergeQuestion: MutationResolvers['mergeQuestion'] = (_parent, args, ctx) => {
  const { id, intoId } = parseArgs(z.object({ id: questionId, intoId: questionId }), args);
  return changeQuestion(
    ctx,
    'moderate',
    'mergeQuestion',
    intoId,
    () => merge(ctx.db, id, intoId, ctx.clock()),
    `merged ${id}`,
  );
};

export const markQuestionAnswered: MutationResolvers['markQuestionAnswered'] = (_parent, args, ctx) => {
  const { id, answered } = parseArgs(z.object({ id: questionId, answered: z.boolean() }), args);
  return changeQuestion(ctx, 'runShow', answered ? 'markQuestionAnswered' : 'markQuestionUnanswered', id, () =>
    setAnswered(ctx.db, id, answered),
  );
};

const reply = z
  .string()
  .trim()
  .max(QA_LIMITS.replyLength, { error: `at most ${QA_LIMITS.replyLength} characters` })
  .nullish()
  .transform((value) => (value ? value : null));

export const replyToQuestion: MutationResolvers['replyToQuestion'] = (_parent, args, ctx) => {
  const parsed = parseArgs(z.object({ id: questionId, reply }), args);
  return changeQuestion(ctx, 'runShow', 'replyToQuestion', parsed.id, () => setReply(ctx.db, parsed.id, parsed.reply));
};

/** A change to a whole Q&A: policy, change, audit, tell everyone, the Q&A now. */
async function changeQa(ctx: GraphQLContext, action: string, code: string, change: () => Promise<unknown>) {
  const operator = await authorizeOperator(ctx, 'runShow');
  await change();
  await audit(ctx, operator, action, code);
  await questionsChanged(ctx, code);
  return operatorQaOf(ctx.db, code);
}

export const highlightQuestion: MutationResolvers['highlightQuestion'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'runShow');
  const id = idOf(args);
  const { qa } = await questionAndQa(ctx.db, id);
  return changeQa(ctx, 'highlightQuestion', qa.code, () => highlight(ctx.db, id));
};

const codeOf = (args: unknown) => parseArgs(z.object({ code: qaCode }), args).code;

export const clearQuestionHighlight: MutationResolvers['clearQuestionHighlight'] = (_parent, args, ctx) => {
  const code = codeOf(args);
  return changeQa(ctx, 'clearQuestionHighlight', code, () => clearHighlight(ctx.db, code));
};

export const openQa: MutationResolvers['openQa'] = (_parent, args, ctx) => {
  const code = codeOf(args);
  return changeQa(ctx, 'openQa', code, () => setQaStatus(ctx.db, code, 'open'));
};

export const closeQa: MutationResolvers['closeQa'] = (_parent, args, ctx) => {
  const code = codeOf(args);
  return changeQa(ctx, 'closeQa', code, () => setQaStatus(ctx.db, code, 'closed'));
};

/** Bridges QA_CHANGED_TOPIC to this process's console subscribers (at most every 200 ms per Q&A); ends with the app. */
export function useQaLive(app: FastifyInstance, { db, bus, topics }: { db: Db; bus: Bus; topics: LiveTopics }): void {
  bridgeChanges(app, { bus, topic: QA_CHANGED_TOPIC, what: 'Live Q&A' }, async (code) => {
    const qa = await findQa(db, code);
    if (!qa) return;
    topics.publish(qaTopic(code), { qaChanged: await operatorQa(db, qa) });
  });
}

export const qaChanged: SubscriptionResolvers['qaChanged'] = {
  subscribe: async (_root, args, context) => {
    const ctx = context as SubscriptionContext;
    // The socket's operator, authorized at connection_init; asked again, as every operator field asks.
    await authorizeOperator(ctx, 'readShow');
    const code = codeOf(args);
    if (!(await findQa(ctx.db, code))) throw notFound('Q&A not found');
    return ctx.topics.subscribe(qaTopic(code));
  },
  resolve: (payload: { qaChanged: OperatorQa }) => payload.qaChanged,
};
