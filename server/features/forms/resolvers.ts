import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { toStoredTime } from '../../store/time.js';
import { formatPath } from '../../validation.js';
import { LIVE_LIMITS } from '../live-constants.js';
import { takeLiveAction } from '../live-limits.js';
import { voterOf } from '../voter.js';
import { fieldsOf, findForm, toForm } from './form-store.js';
import { submissionProblems } from './validate-submission.js';

function parse<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

const formCode = z.string().min(1).max(LIVE_LIMITS.codeLength);

export const getFormForFrontend: QueryResolvers['getFormForFrontend'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'readLive');
  const { code } = parse(z.object({ code: formCode }), args);
  const row = await findForm(ctx.db, code);
  if (!row) throw notFound('Form not found');
  // A visitor's first look counts as the form's view (the Audience tab's conversion); callers without a session
  // are not counted.
  if (ctx.session) {
    await ctx.db
      .insertInto('form_views')
      .values({ form_id: row.id, voter: voterOf(ctx.session), created_at: toStoredTime(ctx.clock()) })
      .onConflict((oc) => oc.columns(['form_id', 'voter']).doNothing())
      .execute();
  }
  return toForm(row);
};

const submissionArgs = z.object({
  code: formCode,
  author: z
    .string()
    .trim()
    .max(LIVE_LIMITS.authorLength, { error: `at most ${LIVE_LIMITS.authorLength} characters` })
    .nullish(),
  fields: z
    .array(z.object({ formFieldId: z.int(), content: z.string().max(LIVE_LIMITS.formFieldLength * 2) }))
    .max(LIVE_LIMITS.formFields),
});

export const addFormSubmissionForFrontend: MutationResolvers['addFormSubmissionForFrontend'] = async (
  _parent,
  args,
  context,
) => {
  await authorize(context, 'interact');
  const { db, session, clock } = context;
  const voter = voterOf(session);
  await takeLiveAction(context, 'formSubmissions', voter);
  const { code, author, fields } = parse(submissionArgs, args);
  const form = await findForm(db, code);
  if (!form) throw notFound('Form not found');
  if (form.status !== 'open') throw conflict('The form is closed, new submissions can not be accepted');
  const problems = submissionProblems(fieldsOf(form), fields);
  if (form.hide_form_author === 0 && !author) problems.unshift('author: required');
  if (problems.length > 0) throw badUserInput(problems.join('; '));
  await db
    .insertInto('form_submissions')
    .values({
      form_id: form.id,
      author: form.hide_form_author === 1 ? null : (author ?? null),
      voter,
      answers: JSON.stringify(fields),
      created_at: toStoredTime(clock()),
    })
    .execute();
  return true;
};
