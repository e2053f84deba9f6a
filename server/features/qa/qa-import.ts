// Writes the event file's Q&As into the store. The file is the truth for the Q&As it lists: one it no longer lists
// is removed with its questions; a Q&A it keeps keeps its questions, upvotes and highlight (a re-import mid-event).
import type { QaDefinition } from '../../event-file/sections/qa.js';
import type { Db } from '../../store/database.js';
import { toStoredParams } from './qa-params.js';

export async function importQas(trx: Db, qas: QaDefinition[]): Promise<void> {
  const codes = new Set(qas.map((qa) => qa.code));
  const stale = (await trx.selectFrom('qas').select(['id', 'code']).execute()).filter((row) => !codes.has(row.code));
  if (stale.length > 0) {
    const ids = stale.map((row) => row.id);
    const questions = trx.selectFrom('qa_questions').select('id').where('qa_id', 'in', ids);
    await trx.deleteFrom('qa_upvotes').where('question_id', 'in', questions).execute();
    await trx.deleteFrom('qa_questions').where('qa_id', 'in', ids).execute();
    await trx.deleteFrom('qas').where('id', 'in', ids).execute();
  }
  for (const qa of qas) {
    const row = { status: qa.status, params: JSON.stringify(toStoredParams(qa)) };
    await trx
      .insertInto('qas')
      .values({ code: qa.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}
