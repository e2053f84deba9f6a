// Reading Q&As and their questions. A question's upvotes are counted from its upvote rows, never a stored counter.
import type { Selectable } from 'kysely';
import type { Db, QasTable } from '../../store/database.js';
import { isPostgres } from '../../store/migrations/column-types.js';
import { readStoredParams, type StoredQaParams } from './qa-params.js';

export type QaRow = Selectable<QasTable>;

export type QuestionStatus = 'pending' | 'approved' | 'rejected' | 'archived' | 'merged';
export type QuestionSort = 'popular' | 'recent';

/** A Q&A with its parameters read. */
export interface StoredQa {
  id: number;
  code: string;
  status: 'open' | 'closed';
  params: StoredQaParams;
  highlightedQuestionId: number | null;
}

/** A question with its upvotes, as stored (the asker's voter key included: never sent to anyone). */
export interface QuestionRow {
  id: number;
  qaId: number;
  asker: string;
  authorName: string | null;
  text: string;
  originalText: string;
  status: QuestionStatus;
  answered: boolean;
  reply: string | null;
  mergedInto: number | null;
  createdAt: string;
  publishedAt: string | null;
  upvotes: number;
}

export function toStoredQa(row: QaRow): StoredQa {
  return {
    id: row.id,
    code: row.code,
    // Written from the event file's enum values, or by openQa/closeQa.
    status: row.status as StoredQa['status'],
    params: readStoredParams(row.params),
    highlightedQuestionId: row.highlighted_question_id,
  };
}

export async function findQa(db: Db, code: string): Promise<StoredQa | undefined> {
  const row = await db.selectFrom('qas').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toStoredQa(row) : undefined;
}

export async function findQaById(db: Db, id: number): Promise<StoredQa | undefined> {
  const row = await db.selectFrom('qas').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredQa(row) : undefined;
}

/** Every Q&A, in the event file's order (bounded by QA_LIMITS.qas). */
export async function allQas(db: Db): Promise<StoredQa[]> {
  return (await db.selectFrom('qas').selectAll().orderBy('id').execute()).map(toStoredQa);
}

/** Questions with their upvotes counted; group by the key, so every column of the question may be selected. */
function questionsWithUpvotes(db: Db) {
  return db
    .selectFrom('qa_questions as q')
    .leftJoin('qa_upvotes as u', 'u.question_id', 'q.id')
    .select((eb) => [
      'q.id',
      'q.qa_id',
      'q.asker',
      'q.author_name',
      'q.text',
      'q.original_text',
      'q.status',
      'q.answered',
      'q.reply',
      'q.merged_into',
      'q.created_at',
      'q.published_at',
      eb.fn.count<number | string>('u.voter').as('upvotes'),
    ])
    .groupBy('q.id');
}

type SelectedQuestion = Awaited<ReturnType<ReturnType<typeof questionsWithUpvotes>['execute']>>[number];

function toQuestionRow(row: SelectedQuestion): QuestionRow {
  return {
    id: row.id,
    qaId: row.qa_id,
    asker: row.asker,
    authorName: row.author_name,
    text: row.text,
    originalText: row.original_text,
    // Written by this feature only.
    status: row.status as QuestionStatus,
    answered: row.answered === 1,
    reply: row.reply,
    mergedInto: row.merged_into,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    upvotes: Number(row.upvotes),
  };
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const row = await questionsWithUpvotes(db).where('q.id', '=', id).executeTakeFirst();
  return row ? toQuestionRow(row) : undefined;
}

export interface QuestionQuery {
  status: QuestionStatus;
  /** popular: most upvoted first; recent: newest shown first; oldest: the moderation queue's order. */
  order: QuestionSort | 'oldest';
  limit: number;
  offset: number;
}

/** One page of a Q&A's questions in one state, with how many there are in all. */
export async function readQuestions(
  db: Db,
  qaId: number,
  { status, order, limit, offset }: QuestionQuery,
): Promise<{ total: number; questions: QuestionRow[] }> {
  let query = questionsWithUpvotes(db).where('q.qa_id', '=', qaId).where('q.status', '=', status);
  if (order === 'popular') query = query.orderBy('upvotes', 'desc').orderBy('q.id', 'desc');
  else if (order === 'recent') query = query.orderBy('q.published_at', 'desc').orderBy('q.id', 'desc');
  else query = query.orderBy('q.id', 'asc');
  const rows = await query.limit(limit).offset(offset).execute();
  const { count } = await db
    .selectFrom('qa_questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('qa_id', '=', qaId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { total: Number(count), questions: rows.map(toQuestionRow) };
}

/** The voter's own questions of a Q&A in one state, newest first. */
export async function readOwnQuestions(
  db: Db,
  qaId: number,
  asker: string,
  status: QuestionStatus,
  limit: number,
): Promise<QuestionRow[]> {
  const rows = await questionsWithUpvotes(db)
    .where('q.qa_id', '=', qaId)
    .where('q.asker', '=', asker)
    .where('q.status', '=', status)
    .orderBy('q.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toQuestionRow);
}

/** Which of the questions the voter upvoted. */
export async function upvotedAmong(db: Db, voter: string, questionIds: number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('qa_upvotes')
    .select('question_id')
    .where('voter', '=', voter)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Set(rows.map((row) => row.question_id));
}

export interface QaCounts {
  pending: number;
  approved: number;
  answered: number;
  archived: number;
  rejected: number;
}

/** How many questions a Q&A has in each state (answered: approved ones marked answered). */
export async function countQuestions(db: Db, qaId: number): Promise<QaCounts> {
  const rows = await db
    .selectFrom('qa_questions')
    .select((eb) => ['status', 'answered', eb.fn.countAll<number | string>().as('count')])
    .where('qa_id', '=', qaId)
    .groupBy(['status', 'answered'])
    .execute();
  const counts: QaCounts = { pending: 0, approved: 0, answered: 0, archived: 0, rejected: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    if (row.status === 'approved' && row.answered === 1) counts.answered += count;
    if (row.status in counts) counts[row.status as keyof QaCounts] += count;
  }
  return counts;
}

/** Questions (with their Q&A's code, state and params) locked for the rest of a transaction on PostgreSQL (SQLite runs one writer at a time); in id order. */
export async function lockQuestions(trx: Db, ids: number[], mode: 'share' | 'update') {
  let query = trx
    .selectFrom('qa_questions')
    .innerJoin('qas', 'qas.id', 'qa_questions.qa_id')
    .select([
      'qa_questions.id',
      'qa_questions.qa_id',
      'qa_questions.asker',
      'qa_questions.status',
      'qa_questions.answered',
      'qas.code',
      'qas.status as qa_status',
      'qas.params',
      'qas.highlighted_question_id',
    ])
    .where('qa_questions.id', 'in', ids)
    .orderBy('qa_questions.id');
  if (isPostgres(trx)) {
    query = mode === 'share' ? query.forShare('qa_questions') : query.forUpdate('qa_questions');
  }
  return query.execute();
}
