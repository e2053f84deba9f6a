import type { Selectable } from 'kysely';
import type { FormFieldDefinition } from '../../event-file/sections/forms.js';
import type { Form } from '../../schema/resolvers.generated.js';
import type { Db, FormsTable } from '../../store/database.js';
import { REMOVED_FORM_STATUS } from './form-import.js';

export type FormRow = Selectable<FormsTable>;

/** portal.md §9 "Default multiline rows 6". */
export const DEFAULT_ROW_COUNT = 6;

export function fieldsOf(row: FormRow): FormFieldDefinition[] {
  // Written by importForms from the validated event file.
  return JSON.parse(row.fields) as FormFieldDefinition[];
}

export async function findForm(db: Db, code: string): Promise<FormRow | undefined> {
  return db
    .selectFrom('forms')
    .selectAll()
    .where('code', '=', code)
    .where('status', '<>', REMOVED_FORM_STATUS)
    .executeTakeFirst();
}

export function toForm(row: FormRow): Form {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    status: row.status,
    params: { hideFormAuthor: row.hide_form_author === 1 },
    fields: fieldsOf(row)
      .filter((field) => field.status === 'active')
      .map((field, index) => ({
        id: field.id,
        type: field.type,
        label: field.label,
        hintText: field.hintText ?? null,
        defaultValue: field.defaultValue ?? null,
        sequenceId: index + 1,
        status: field.status,
        isRequired: field.isRequired,
        params: {
          externalHeadline: field.externalHeadline ?? null,
          showHorizontalRule: field.showHorizontalRule,
          rowCount: field.type === 'multilineText' ? (field.rowCount ?? DEFAULT_ROW_COUNT) : null,
          queryParam: field.queryParam ?? null,
          options: field.options,
          maxLength: field.maxLength ?? null,
        },
      })),
  };
}
