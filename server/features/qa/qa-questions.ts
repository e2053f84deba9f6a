// Asking, upvoting and the operators' changes. Every rule a visitor's client checks is checked here too. One upvote
// per visitor and question is the upvote table's primary key; on PostgreSQL an upvote share-locks its question, so a
// merge or a state change (which lock it for update) waits for upvotes in flight and they see its outcome.
import { conflict, forbidden, notFound } from '../../errors.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';
import { QA_LIMITS } from '../live-constants.js';
import { findQuestion, lockQuestions, type QuestionRow, type QuestionStatus, type StoredQa } from './qa-store.js';

const questionNotFound = () => notFound('Question not found');
const closed = () => forbidden('The Q&A is closed');

export interface NewQuestion {
  qa: StoredQa;
  asker: string;
  /** After the moderation filters; what visitors see. */
  text: string;
  originalText: string;
  authorName: string | null;
  now: Date;
}

/** Stores a question: approved at once in an unmoderated Q&A, pending otherwise. Answers its id. */
export async function addQuestion(db: Db, { qa, asker, text, originalText, authorName, now }: NewQuestion) {
  const { count } = await db
    .selectFrom('qa_questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('qa_id', '=', qa.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= QA_LIMITS.questionsPerQa) throw forbidden('The Q&A takes no more questions');
  const at = toStoredTime(now);
  const { id } = await db
    .insertInto('qa_questions')
    .values({
      qa_id: qa.id,
      asker,
      author_name: authorName,
      text,
      original_text: originalText,
      status: qa.params.moderated ? 'pending' : 'approved',
      created_at: at,
      published_at: qa.params.moderated ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A question visitors may upvote, locked: 404 unless approved, 403 in a closed Q&A. */
async function upvotable(trx: Db, id: number) {
  const [question] = await lockQuestions(trx, [id], 'share');
  if (!question || question.status !== 'approved') throw questionNotFound();
  if (question.qa_status !== 'open') throw closed();
  return question;
}

/** What an upvote's change answers: the Q&A's code, and the question as it is now with its Q&A's highlight. */
export interface UpvoteChange {
  code: string;
  question: QuestionRow;
  highlightedId: number | null;
}

/** The question after the change, counted inside the transaction (its own change included). */
async function changed(trx: Db, id: number, locked: Awaited<ReturnType<typeof upvotable>>): Promise<UpvoteChange> {
  const question = await findQuestion(trx, id);
  if (!question) throw questionNotFound();
  return { code: locked.code, question, highlightedId: locked.highlighted_question_id };
}

/** One upvote of the voter; 403 for a second one or one's own question. */
export async function upvote(db: Db, id: number, voter: string, now: Date): Promise<UpvoteChange> {
  return db.transaction().execute(async (trx) => {
    const locked = await upvotable(trx, id);
    if (locked.asker === voter) throw forbidden('One cannot upvote one’s own question');
    const stored = await trx
      .insertInto('qa_upvotes')
      .values({ question_id: id, voter, created_at: toStoredTime(now) })
      .onConflict((oc) => oc.columns(['question_id', 'voter']).doNothing())
      .returning('question_id')
      .executeTakeFirst();
    if (!stored) throw forbidden('Already upvoted');
    return changed(trx, id, locked);
  });
}

/** Takes the voter's upvote back; 403 when there is none. */
export async function removeUpvote(db: Db, id: number, voter: string): Promise<UpvoteChange> {
  return db.transaction().execute(async (trx) => {
    const locked = await upvotable(trx, id);
    const removed = await trx
      .deleteFrom('qa_upvotes')
      .where('question_id', '=', id)
      .where('voter', '=', voter)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw forbidden('Not upvoted');
    return changed(trx, id, locked);
  });
}

/** The states an operator's change may start from, per target state (the target itself: nothing to do). */
const TRANSITIONS: Record<'approved' | 'rejected' | 'archived', readonly QuestionStatus[]> = {
  approved: ['pending', 'rejected', 'archived'],
  rejected: ['pending', 'approved'],
  archived: ['approved'],
};

/**
 * Operators: approve, reject or archive a question. A question leaving visitors' lists is no longer highlighted.
 * 404 for an unknown question, 409 from a state the change does not start from. Answers the Q&A's code.
 */
export async function setQuestionStatus(
  db: Db,
  id: number,
  status: keyof typeof TRANSITIONS,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const [question] = await lockQuestions(trx, [id], 'update');
    if (!question) throw questionNotFound();
    if (question.status === status) return question.code;
    if (!TRANSITIONS[status].includes(question.status as QuestionStatus)) {
      throw conflict(`A ${question.status} question cannot become ${status}`);
    }
    await trx
      .updateTable('qa_questions')
      .set((eb) => ({
        status,
        ...(status === 'approved' ? { published_at: eb.fn.coalesce('published_at', eb.val(toStoredTime(now))) } : {}),
      }))
      .where('id', '=', id)
      .execute();
    if (status !== 'approved') await endHighlight(trx, id);
    return question.code;
  });
}

async function endHighlight(trx: Db, questionId: number): Promise<void> {
  await trx
    .updateTable('qas')
    .set({ highlighted_question_id: null })
    .where('highlighted_question_id', '=', questionId)
    .execute();
}

/** Operators: a question's text as visitors see it (a typo fixed). 404 for an unknown question. Answers the code. */
export async function editQuestionText(db: Db, id: number, text: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const [question] = await lockQuestions(trx, [id], 'update');
    if (!question) throw questionNotFound();
    if (question.status === 'merged') throw conflict('A merged question cannot be edited');
    await trx.updateTable('qa_questions').set({ text }).where('id', '=', id).execute();
    return question.code;
  });
}

/**
 * Operators: the duplicate `id` goes into `intoId` (same Q&A, both pending or approved): its upvotes move (each voter
 * once), its asker counts as an upvote unless they asked the other, and it leaves every list. Answers the code.
 */
export async function mergeQuestion(db: Db, id: number, intoId: number, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockQuestions(trx, [id, intoId], 'update');
    const duplicate = locked.find((question) => question.id === id);
    const target = locked.find((question) => question.id === intoId);
    if (!duplicate || !target) throw questionNotFound();
    if (id === intoId) throw conflict('A question cannot be merged into itself');
    if (duplicate.qa_id !== target.qa_id) throw conflict('Only questions of one Q&A can be merged');
    for (const question of [duplicate, target]) {
      if (question.status !== 'pending' && question.status !== 'approved') {
        throw conflict(`A ${question.status} question cannot be merged`);
      }
    }
    const at = toStoredTime(now);
    const moved = trx
      .selectFrom('qa_upvotes')
      .select((eb) => [eb.val(intoId).as('question_id'), 'voter', eb.val(at).as('created_at')])
      .where('question_id', '=', id)
      .where('voter', '<>', target.asker);
    await trx
      .insertInto('qa_upvotes')
      .columns(['question_id', 'voter', 'created_at'])
      .expression(moved)
      .onConflict((oc) => oc.columns(['question_id', 'voter']).doNothing())
      .execute();
    if (duplicate.asker !== target.asker) {
      await trx
        .insertInto('qa_upvotes')
        .values({ question_id: intoId, voter: duplicate.asker, created_at: at })
        .onConflict((oc) => oc.columns(['question_id', 'voter']).doNothing())
        .execute();
    }
    await trx.deleteFrom('qa_upvotes').where('question_id', '=', id).execute();
    await trx.updateTable('qa_questions').set({ status: 'merged', merged_into: intoId }).where('id', '=', id).execute();
    await endHighlight(trx, id);
    return target.code;
  });
}

/** Operators: the question is being answered now (approved only; 409 otherwise). Answers the Q&A's code. */
export async function highlightQuestion(db: Db, id: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const [question] = await lockQuestions(trx, [id], 'update');
    if (!question) throw questionNotFound();
    if (question.status !== 'approved') throw conflict('Only an approved question can be highlighted');
    await trx.updateTable('qas').set({ highlighted_question_id: id }).where('id', '=', question.qa_id).execute();
    return question.code;
  });
}

/** Operators: no question of the Q&A is highlighted. 404 for an unknown Q&A. */
export async function clearHighlight(db: Db, code: string): Promise<void> {
  const updated = await db
    .updateTable('qas')
    .set({ highlighted_question_id: null })
    .where('code', '=', code)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Q&A not found');
}

/** Operators: answered or not; an answered question is no longer highlighted. Answers the Q&A's code. */
export async function setAnswered(db: Db, id: number, answered: boolean): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const [question] = await lockQuestions(trx, [id], 'update');
    if (!question) throw questionNotFound();
    if (question.status !== 'approved') throw conflict('Only an approved question can be answered');
    await trx
      .updateTable('qa_questions')
      .set({ answered: answered ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (answered) await endHighlight(trx, id);
    return question.code;
  });
}

/** Operators: the reply visitors see under the question; null removes it. Answers the Q&A's code. */
export async function setReply(db: Db, id: number, reply: string | null): Promise<string> {
  const question = await findQuestion(db, id);
  if (!question) throw questionNotFound();
  await db.updateTable('qa_questions').set({ reply }).where('id', '=', id).execute();
  const qa = await db.selectFrom('qas').select('code').where('id', '=', question.qaId).executeTakeFirstOrThrow();
  return qa.code;
}

/** Operators: open or close a Q&A. 404 for an unknown one. */
export async function setQaStatus(db: Db, code: string, status: 'open' | 'closed'): Promise<void> {
  const updated = await db.updateTable('qas').set({ status }).where('code', '=', code).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('Q&A not found');
}
