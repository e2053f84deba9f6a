// The dynamic form of portal.md §3/§5 as plain functions: initial values (defaults, query prefill), the yup
// schema, and the submission (empty values omitted except the author, everything as text).
import * as yup from 'yup';
import type { GetFormForFrontendQuery } from '../core/api/graphql.generated';
import { ANONYMOUS_AUTHOR, FORM_PREFILL_STORAGE_KEY, MULTI_SELECT_OTHER_OPTION } from '../core/constants';
import type { KeyValueStorage } from '../core/storage/element-storage';

export type Form = GetFormForFrontendQuery['getFormForFrontend'];
export type FormField = Form['fields'][number];
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export const AUTHOR = 'author';
export const fieldName = (field: Pick<FormField, 'id'>): string => `field${field.id}`;
/** The free text behind a multiSelect's 'Sonstiges:' option. */
export const otherName = (field: Pick<FormField, 'id'>): string => `field${field.id}Other`;

const isBoolean = (field: FormField) => field.type === 'checkbox' || field.type === 'anonymCheckbox';

/** §5 "Query parameters prefill fields via session storage": the page's query values are kept for the tab. */
export function storedPrefill(search: string, storage: KeyValueStorage): Record<string, string> {
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(storage.getItem(FORM_PREFILL_STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    stored = {};
  }
  const query = Object.fromEntries(new URLSearchParams(search));
  const merged = { ...stored, ...query };
  if (Object.keys(query).length > 0) storage.setItem(FORM_PREFILL_STORAGE_KEY, JSON.stringify(merged));
  return merged;
}

export function initialValues(form: Form, firstname: string, prefill: Record<string, string>): FormValues {
  const values: FormValues = { [AUTHOR]: firstname };
  for (const field of form.fields) {
    const preset = (field.params.queryParam ? prefill[field.params.queryParam] : undefined) ?? field.defaultValue ?? '';
    if (isBoolean(field)) values[fieldName(field)] = preset === 'true';
    else if (field.type === 'multiSelect') {
      values[fieldName(field)] = preset
        ? preset.split(',').filter((option) => field.params.options.includes(option))
        : [];
      values[otherName(field)] = '';
    } else values[fieldName(field)] = preset;
  }
  return values;
}

export interface SchemaTexts {
  required(label: string): string;
  email: string;
  number: string;
  url: string;
  maxLength(max: number): string;
}

/**
 * §5: a required field says '{label} ist erforderlich'; a required checkbox must be true; the author is required.
 * Every rule has its text from `texts` (the locale files): yup's own English messages never reach the visitor.
 */
export function formSchema(form: Form, texts: SchemaTexts, authorLabel: string) {
  const shape: Record<string, yup.AnySchema> = {};
  if (!form.params.hideFormAuthor) shape[AUTHOR] = yup.string().trim().required(texts.required(authorLabel));
  for (const field of form.fields) {
    const message = texts.required(field.label);
    let schema: yup.AnySchema;
    if (isBoolean(field)) {
      schema = field.isRequired && field.type === 'checkbox' ? yup.boolean().oneOf([true], message) : yup.boolean();
    } else if (field.type === 'multiSelect') {
      schema = field.isRequired ? yup.array().of(yup.string()).min(1, message) : yup.array().of(yup.string());
    } else {
      let text = yup.string();
      if (field.type === 'email') text = text.email(texts.email);
      if (field.type === 'url') text = text.url(texts.url);
      if (field.type === 'number')
        text = text.matches(/^-?\d+([.,]\d+)?$/, { message: texts.number, excludeEmptyString: true });
      if (field.params.maxLength) text = text.max(field.params.maxLength, texts.maxLength(field.params.maxLength));
      schema = field.isRequired ? text.trim().required(message) : text;
    }
    shape[fieldName(field)] = schema;
  }
  return yup.object(shape);
}

export interface Submission {
  author: string | null;
  fields: { formFieldId: number; content: string }[];
}

/** §5 "Empty field values are omitted from submissions, except the author; values are sent as text." */
export function toSubmission(form: Form, values: FormValues): Submission {
  const fields: Submission['fields'] = [];
  for (const field of form.fields) {
    const value = values[fieldName(field)];
    let content: string;
    if (typeof value === 'boolean') content = value ? 'true' : '';
    else if (Array.isArray(value)) {
      const other = String(values[otherName(field)] ?? '').trim();
      const chosen = value.map((option) =>
        option === MULTI_SELECT_OTHER_OPTION ? (other ? `${MULTI_SELECT_OTHER_OPTION} ${other}` : '') : option,
      );
      const kept = chosen.filter((option) => option !== '');
      content = kept.length > 0 ? JSON.stringify(kept) : '';
    } else content = String(value ?? '').trim();
    if (content !== '') fields.push({ formFieldId: field.id, content });
  }
  const author = form.params.hideFormAuthor ? null : String(values[AUTHOR] ?? '').trim();
  return { author, fields };
}

/** The author while the anonymous checkbox is ticked (§4). */
export { ANONYMOUS_AUTHOR };
