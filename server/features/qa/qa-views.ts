// What the API answers for a Q&A and its questions, to visitors and to operators, from the stored rows.
import type { OperatorQa, OperatorQuestion, Qa, Question } from '../../schema/resolvers.generated.js';
import type { QaCounts, QuestionRow, StoredQa } from './qa-store.js';

export function toQa(qa: StoredQa): Qa {
  const { title, description, moderated, names, maxLength } = qa.params;
  return {
    code: qa.code,
    title: title ?? null,
    description: description ?? null,
    status: qa.status,
    moderated,
    names,
    maxLength,
  };
}

/** Who is looking: their voter key (null without a session), what they upvoted, and the Q&A's highlight. */
export interface Viewer {
  voter: string | null;
  upvoted: ReadonlySet<number>;
  highlightedId: number | null;
}

export function toQuestion(row: QuestionRow, { voter, upvoted, highlightedId }: Viewer): Question {
  return {
    id: row.id,
    text: row.text,
    authorName: row.authorName,
    upvotes: row.upvotes,
    upvoted: upvoted.has(row.id),
    own: voter !== null && row.asker === voter,
    status: row.status,
    answered: row.answered,
    highlighted: row.id === highlightedId,
    reply: row.reply,
    createdAt: row.createdAt,
  };
}

export function toOperatorQuestion(row: QuestionRow, qaCode: string, highlightedId: number | null): OperatorQuestion {
  return {
    id: row.id,
    qaCode,
    text: row.text,
    originalText: row.originalText,
    authorName: row.authorName,
    upvotes: row.upvotes,
    status: row.status,
    answered: row.answered,
    highlighted: row.id === highlightedId,
    reply: row.reply,
    mergedInto: row.mergedInto,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
  };
}

export function toOperatorQa(qa: StoredQa, counts: QaCounts, highlighted: QuestionRow | undefined): OperatorQa {
  return {
    code: qa.code,
    title: qa.params.title ?? null,
    status: qa.status,
    moderated: qa.params.moderated,
    names: qa.params.names,
    ...counts,
    highlighted: highlighted ? toOperatorQuestion(highlighted, qa.code, qa.highlightedQuestionId) : null,
  };
}
