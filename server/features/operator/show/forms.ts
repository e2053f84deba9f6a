// The console's forms (docs/operators.md "Running the show"): every form with its status and number of submissions,
// one searchable page of a form's submissions, and their CSV. Opening and closing are openForm and closeForm
// (../resolvers.ts); a card that opens a closed form leaves visitors' pages (features/cards visibleCards).
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { MAX_OFFSET, MAX_PAGE_LIMIT } from '../../../../shared/chat/chat-limits.js';
import { authorizeOperator } from '../../../auth/access-policy.js';
import { notFound } from '../../../errors.js';
import type { QueryResolvers } from '../../../schema/resolvers.generated.js';
import type { Db } from '../../../store/database.js';
import { parseArgs } from '../../../validation.js';
import { findForm, REMOVED_FORM_STATUS, toForm } from '../../forms/index.js';
import { parsePollCode } from '../../polls/index.js';
import { audit } from '../audit.js';
import { exportFormCsv } from '../exports.js';

/** Forms the console lists: more than any event file holds. */
const FORMS_MAX = 500;
export const SUBMISSIONS_PAGE_DEFAULT = 25;
export const SEARCH_MAX = 200;

export const getOperatorForms: QueryResolvers['getOperatorForms'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  const rows = await ctx.db
    .selectFrom('forms')
    .selectAll()
    .where('status', '<>', REMOVED_FORM_STATUS)
    .orderBy('id')
    .limit(FORMS_MAX)
    .execute();
  const counts = await ctx.db
    .selectFrom('form_submissions')
    .select((eb) => ['form_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('form_id')
    .execute();
  const byForm = new Map(counts.map((row) => [row.form_id, Number(row.count)]));
  return rows.map((row) => {
    const form = toForm(row);
    return {
      code: form.code,
      title: form.title ?? null,
      status: form.status,
      submissionCount: byForm.get(row.id) ?? 0,
      fields: form.fields.map((field) => ({ id: field.id, label: field.label })),
    };
  });
};

const pageArgs = z.object({
  code: z.string(),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: `at most ${SEARCH_MAX} characters` })
    .nullish(),
  limit: z.int().min(1).max(MAX_PAGE_LIMIT).nullish(),
  offset: z.int().min(0).max(MAX_OFFSET).nullish(),
});

/** A LIKE pattern for text containing the term ('!' escapes LIKE's own characters). */
const containing = (term: string) => `%${term.replace(/[!%_]/g, '!$&')}%`;

/**
 * Case-insensitive containment in the author or the answers' stored JSON; in the answers the term is looked for as
 * JSON writes it, so quotes and backslashes match too.
 */
function matching(search: string) {
  const term = search.toLowerCase();
  return [
    sql<SqlBool>`lower(answers) like ${containing(JSON.stringify(term).slice(1, -1))} escape '!'`,
    sql<SqlBool>`lower(coalesce(author, '')) like ${containing(term)} escape '!'`,
  ];
}

function submissionsOf(db: Db, formId: number, search: string | null | undefined) {
  const query = db.selectFrom('form_submissions').where('form_id', '=', formId);
  return search ? query.where((eb) => eb.or(matching(search))) : query;
}

export const getFormSubmissions: QueryResolvers['getFormSubmissions'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readSubmissions');
  const code = parsePollCode({ code: args.code });
  const { search, limit, offset } = parseArgs(pageArgs, args);
  const form = await findForm(ctx.db, code);
  if (!form) throw notFound('Form not found');
  const total = await submissionsOf(ctx.db, form.id, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await submissionsOf(ctx.db, form.id, search)
    .select(['id', 'author', 'answers', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit ?? SUBMISSIONS_PAGE_DEFAULT)
    .offset(offset ?? 0)
    .execute();
  return {
    total: Number(total.count),
    submissions: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      author: row.author,
      // Written by addFormSubmissionForFrontend after validation.
      answers: JSON.parse(row.answers) as { formFieldId: number; content: string }[],
    })),
  };
};

export const exportFormSubmissions: QueryResolvers['exportFormSubmissions'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'readSubmissions');
  const code = parsePollCode(args);
  if (!(await findForm(ctx.db, code))) throw notFound('Form not found');
  const csv = await exportFormCsv(ctx.db, code);
  await audit(ctx, operator, 'exportFormSubmissions', code);
  return csv;
};
