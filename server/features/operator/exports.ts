// What the operator CLI exports: a poll's results (every word of a word cloud included) and a form's submissions.
import { notFound } from '../../errors.js';
import type { Db } from '../../store/database.js';
import { fieldsOf } from '../forms/index.js';
import { countWords, findPollRow } from '../polls/index.js';
import { toCsv } from './csv.js';

/** Submissions in one export: every list is bounded (far more than one event's forms take). */
export const SUBMISSIONS_EXPORT_MAX = 100_000;

export async function exportPollCsv(db: Db, code: string): Promise<string> {
  const poll = await findPollRow(db, code);
  if (!poll) throw notFound(`No poll with the code "${code}"`);
  if (poll.type === 'wordCloud') {
    const words = await countWords(db, poll.id);
    return toCsv(
      ['poll', 'word', 'count'],
      words.map((entry) => [poll.code, entry.text, entry.value]),
    );
  }
  const items = await db
    .selectFrom('poll_items')
    .leftJoin('poll_votes', 'poll_votes.poll_item_id', 'poll_items.id')
    .select((eb) => [
      'poll_items.id',
      'poll_items.sequence_id',
      'poll_items.label',
      eb.fn.count<number | string>('poll_votes.id').as('votes'),
    ])
    .where('poll_items.poll_id', '=', poll.id)
    .groupBy(['poll_items.id', 'poll_items.sequence_id', 'poll_items.label'])
    .orderBy('poll_items.sequence_id')
    .execute();
  return toCsv(
    ['poll', 'pollItemId', 'label', 'votes'],
    items.map((item) => [poll.code, item.id, item.label, Number(item.votes)]),
  );
}

/** One row per submission: id, time, author, then one column per field of the form (its label), in order. */
export async function exportFormCsv(db: Db, code: string): Promise<string> {
  const form = await db.selectFrom('forms').selectAll().where('code', '=', code).executeTakeFirst();
  if (!form) throw notFound(`No form with the code "${code}"`);
  const fields = fieldsOf(form);
  const submissions = await db
    .selectFrom('form_submissions')
    .select(['id', 'author', 'answers', 'created_at'])
    .where('form_id', '=', form.id)
    .orderBy('id')
    .limit(SUBMISSIONS_EXPORT_MAX)
    .execute();
  return toCsv(
    ['submissionId', 'createdAt', 'author', ...fields.map((field) => field.label)],
    submissions.map((submission) => {
      // Written by addFormSubmissionForFrontend after validation.
      const answers = JSON.parse(submission.answers) as { formFieldId: number; content: string }[];
      const byField = new Map(answers.map((answer) => [answer.formFieldId, answer.content]));
      return [
        submission.id,
        submission.created_at,
        submission.author,
        ...fields.map((field) => byField.get(field.id) ?? null),
      ];
    }),
  );
}
