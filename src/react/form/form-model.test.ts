// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { formSchema, initialValues, storedPrefill, toSubmission, type Form, type FormField } from './form-model';

const field = (
  id: number,
  type: string,
  extra: Partial<FormField> = {},
  params: Partial<FormField['params']> = {},
): FormField => ({
  id,
  type,
  label: `Feld ${id}`,
  hintText: null,
  defaultValue: null,
  sequenceId: id,
  status: 'active',
  isRequired: false,
  ...extra,
  params: {
    externalHeadline: null,
    showHorizontalRule: false,
    rowCount: null,
    queryParam: null,
    options: [],
    maxLength: null,
    ...params,
  },
});

const form: Form = {
  code: 'f',
  title: null,
  description: null,
  status: 'open',
  params: { hideFormAuthor: false },
  fields: [
    field(1, 'text', { isRequired: true }),
    field(2, 'checkbox', { isRequired: true }),
    field(3, 'multiSelect', {}, { options: ['A', 'B', 'Sonstiges:'] }),
    field(4, 'email', {}, { queryParam: 'email' }),
    field(5, 'hidden', { defaultValue: 'demo' }),
  ],
};
const texts = {
  required: (label: string) => `${label} ist erforderlich`,
  email: 'E-Mail',
  number: 'Zahl',
  url: 'URL',
  maxLength: (max: number) => `Höchstens ${max} Zeichen`,
};

describe('the form model', () => {
  beforeEach(() => sessionStorage.clear());

  it('prefills from the query, keeps it in session storage and reuses it without a query', () => {
    expect(storedPrefill('?email=a%40b.de', sessionStorage)).toEqual({ email: 'a@b.de' });
    expect(storedPrefill('', sessionStorage)).toEqual({ email: 'a@b.de' });
    const values = initialValues(form, 'Ada', storedPrefill('', sessionStorage));
    expect(values).toMatchObject({ author: 'Ada', field4: 'a@b.de', field5: 'demo', field2: false, field3: [] });
  });

  it("says '{label} ist erforderlich' for a required field, the author and an unticked required checkbox", async () => {
    const schema = formSchema(form, texts, 'Name');
    const result = await schema
      .validate({ author: ' ', field1: '', field2: false, field3: [] }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(result).toEqual(['Name ist erforderlich', 'Feld 1 ist erforderlich', 'Feld 2 ist erforderlich']);
  });

  it('says every rule in the given texts, the length limit included', async () => {
    const limited: Form = { ...form, fields: [field(1, 'text', {}, { maxLength: 3 }), field(4, 'email')] };
    const result = await formSchema(limited, texts, 'Name')
      .validate({ author: 'Ada', field1: 'abcd', field4: 'kein@' }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(result).toEqual(['Höchstens 3 Zeichen', 'E-Mail']);
  });

  it("omits empty values except the author and stores 'Sonstiges: {text}'", () => {
    const values = {
      author: 'Anonym',
      field1: ' Hallo ',
      field2: true,
      field3: ['A', 'Sonstiges:'],
      field3Other: 'Chat',
      field4: '',
      field5: 'demo',
    };
    expect(toSubmission(form, values)).toEqual({
      author: 'Anonym',
      fields: [
        { formFieldId: 1, content: 'Hallo' },
        { formFieldId: 2, content: 'true' },
        { formFieldId: 3, content: '["A","Sonstiges: Chat"]' },
        { formFieldId: 5, content: 'demo' },
      ],
    });
  });
});
