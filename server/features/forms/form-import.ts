// Writes the event file's forms into the store. A form the file no longer lists is marked removed (404 for
// visitors), never deleted, so its submissions stay exportable.
import type { FormDefinition } from '../../event-file/sections/forms.js';
import type { Db } from '../../store/database.js';

export const REMOVED_FORM_STATUS = 'removed';

export async function importForms(trx: Db, forms: FormDefinition[]): Promise<void> {
  const codes = forms.map((form) => form.code);
  let stale = trx.updateTable('forms').set({ status: REMOVED_FORM_STATUS });
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const form of forms) {
    const row = {
      title: form.title ?? null,
      description: form.description ?? null,
      hide_form_author: form.hideFormAuthor ? 1 : 0,
      fields: JSON.stringify(form.fields),
      status: form.status,
    };
    await trx
      .insertInto('forms')
      .values({ code: form.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}
