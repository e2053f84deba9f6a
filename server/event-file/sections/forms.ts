import { z } from 'zod';
import { LIVE_LIMITS } from '../../features/live-constants.js';
import { code, text } from './common.js';

export const FORM_FIELD_TYPES = [
  'text',
  'multilineText',
  'password',
  'email',
  'number',
  'url',
  'checkbox',
  'anonymCheckbox',
  'hidden',
  'rating',
  'emojiRating',
  'multiSelect',
] as const;

const formField = z
  .strictObject({
    /** The formFieldId submissions name; unique within the form. */
    id: z.int().positive(),
    type: z.enum(FORM_FIELD_TYPES),
    label: text,
    hintText: z.string().optional(),
    defaultValue: z.string().optional(),
    isRequired: z.boolean().default(false),
    status: z.enum(['active', 'hidden']).default('active'),
    externalHeadline: text.optional(),
    showHorizontalRule: z.boolean().default(false),
    /** multilineText: visible rows (portal.md §9 default 6). */
    rowCount: z.int().min(1).max(30).optional(),
    /** A query parameter that prefills the field. */
    queryParam: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    /** multiSelect: the options; 'Sonstiges:' adds a free-text entry. */
    options: z.array(text.max(200)).max(50).default([]),
    maxLength: z.int().min(1).max(LIVE_LIMITS.formFieldLength).optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'multiSelect' && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a multiSelect field needs options' });
    }
  });

export const formSchema = z
  .strictObject({
    code,
    title: text.optional(),
    description: z.string().optional(),
    hideFormAuthor: z.boolean().default(false),
    status: z.enum(['open', 'closed']).default('open'),
    fields: z.array(formField).min(1).max(LIVE_LIMITS.formFields),
  })
  .superRefine((form, ctx) => {
    const ids = new Set<number>();
    form.fields.forEach((field, index) => {
      if (ids.has(field.id))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: 'duplicate field id' });
      ids.add(field.id);
    });
  });

/** `forms`: forms for <event-form code> and the cards' form action (getFormForFrontend). */
export const formsSection = z.array(formSchema).superRefine((forms, ctx) => {
  const codes = new Set<string>();
  forms.forEach((form, index) => {
    if (codes.has(form.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate form code' });
    codes.add(form.code);
  });
});

export type FormDefinition = z.output<typeof formSchema>;
export type FormFieldDefinition = FormDefinition['fields'][number];
