import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { exportFormCsv } from '../operator/exports.js';

const operatorToken = 'operator-'.padEnd(40, 'f');
const submit = `mutation ($code: String!, $author: String, $fields: [FormSubmissionField!]!) {
  addFormSubmissionForFrontend(code: $code, author: $author, fields: $fields)
}`;
const valid = [
  { formFieldId: 1, content: '9' },
  { formFieldId: 6, content: 'true' },
];

describe.each(dialects)('forms on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { OPERATOR_TOKEN: operatorToken } });
    token = await t.anonymousToken();
  });
  afterAll(() => t.close());

  const send = (variables: Record<string, unknown>) =>
    t.graphql(submit, { variables: { code: 'feedback', ...variables }, token });
  const errorOf = (response: Awaited<ReturnType<TestApp['graphql']>>) => response.body.errors?.[0];

  it('serves a form with its fields and their params (rowCount defaults to 6)', async () => {
    const { body } = await t.graphql(
      `{ getFormForFrontend(code: "feedback") { code title status params { hideFormAuthor }
         fields { id type label isRequired sequenceId params { rowCount options queryParam externalHeadline showHorizontalRule } } } }`,
    );
    const form = body.data?.['getFormForFrontend'] as { fields: { id: number; type: string; params: object }[] };
    expect(form).toMatchObject({ code: 'feedback', status: 'open', params: { hideFormAuthor: false } });
    expect(form.fields.map((field) => field.type)).toEqual([
      'rating',
      'emojiRating',
      'multiSelect',
      'multilineText',
      'email',
      'checkbox',
      'anonymCheckbox',
      'hidden',
    ]);
    expect(form.fields[3]?.params).toMatchObject({
      rowCount: 6,
      externalHeadline: 'Verbesserungen',
      showHorizontalRule: true,
    });
    expect(form.fields[4]?.params).toMatchObject({ queryParam: 'email' });
  });

  it("answers 404 'Form not found' for an unknown form", async () => {
    expect(errorOf(await t.graphql('{ getFormForFrontend(code: "nope") { code } }'))).toMatchObject({
      message: 'Form not found',
      extensions: { code: '404' },
    });
    expect(
      errorOf(await t.graphql(submit, { variables: { code: 'nope', author: 'A', fields: valid }, token })),
    ).toMatchObject({
      extensions: { code: '404' },
    });
  });

  it('stores a valid submission, and only with a session', async () => {
    const before = await exportFormCsv(t.store.db, 'feedback');
    expect(
      (await send({ author: 'Ada', fields: [...valid, { formFieldId: 3, content: '["Umfragen","Sonstiges: Chat"]' }] }))
        .body.data,
    ).toEqual({
      addFormSubmissionForFrontend: true,
    });
    expect(
      errorOf(await t.graphql(submit, { variables: { code: 'feedback', author: 'A', fields: valid } }))?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    const after = await exportFormCsv(t.store.db, 'feedback');
    expect(after.split('\r\n').length).toBe(before.split('\r\n').length + 1);
  });

  it.each([
    ['the author missing', { author: null, fields: valid }, 'author: required'],
    [
      'a required field missing',
      { author: 'A', fields: [valid[1]] },
      'Field 1 (Wie bewertest du das Event?): required',
    ],
    [
      'a required checkbox not ticked',
      { author: 'A', fields: [valid[0], { formFieldId: 6, content: 'false' }] },
      'Field 6',
    ],
    [
      'a rating out of range',
      { author: 'A', fields: [...valid, { formFieldId: 2, content: '6' }] },
      'expected a whole number 1-5',
    ],
    [
      'a bad e-mail',
      { author: 'A', fields: [...valid, { formFieldId: 5, content: 'nope' }] },
      'expected an e-mail address',
    ],
    [
      'an unknown option',
      { author: 'A', fields: [...valid, { formFieldId: 3, content: '["Essen"]' }] },
      '"Essen" is not an option',
    ],
    [
      'an unknown field',
      { author: 'A', fields: [...valid, { formFieldId: 99, content: 'x' }] },
      'Field 99: not a field of this form',
    ],
    ['a field sent twice', { author: 'A', fields: [...valid, valid[0]] }, 'sent twice'],
    [
      'a value too long',
      { author: 'A', fields: [...valid, { formFieldId: 4, content: 'x'.repeat(5001) }] },
      'at most 5000 characters',
    ],
  ])('refuses a submission with %s (BAD_USER_INPUT) and stores nothing', async (_name, variables, message) => {
    const before = await exportFormCsv(t.store.db, 'feedback');
    const error = errorOf(await send(variables));
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toContain(message);
    expect(await exportFormCsv(t.store.db, 'feedback')).toBe(before);
  });

  it('refuses submissions to a closed form with 409, which only the operator closes and opens', async () => {
    const close = 'mutation { closeForm(code: "feedback") { status } }';
    expect(errorOf(await t.graphql(close, { token }))?.extensions?.code).toBe('403');
    expect((await t.graphql(close, { token: operatorToken })).body.data).toEqual({ closeForm: { status: 'closed' } });
    expect(errorOf(await send({ author: 'A', fields: valid }))).toMatchObject({
      message: 'The form is closed, new submissions can not be accepted',
      extensions: { code: '409' },
    });
    await t.graphql('mutation { openForm(code: "feedback") { status } }', { token: operatorToken });
    expect((await send({ author: 'A', fields: valid })).body.data).toEqual({ addFormSubmissionForFrontend: true });
  });

  it('checks text, number, url and password fields, and takes no author when the form hides it', async () => {
    const contact = (fields: { formFieldId: number; content: string }[]) =>
      t.graphql(submit, { variables: { code: 'kontakt', author: 'Ignored', fields }, token });
    expect(errorOf(await contact([{ formFieldId: 1, content: 'x'.repeat(81) }]))?.message).toContain('at most 80');
    expect(
      errorOf(
        await contact([
          { formFieldId: 1, content: 'Foyer' },
          { formFieldId: 2, content: 'zwei' },
        ]),
      )?.message,
    ).toContain('expected a number');
    expect(
      errorOf(
        await contact([
          { formFieldId: 1, content: 'Foyer' },
          { formFieldId: 3, content: 'javascript:alert(1)' },
        ]),
      )?.message,
    ).toContain('expected an http(s) address');
    const accepted = await contact([
      { formFieldId: 1, content: 'Foyer' },
      { formFieldId: 2, content: '1,5' },
      { formFieldId: 3, content: 'https://example.org' },
      { formFieldId: 4, content: 'geheim' },
    ]);
    expect(accepted.body.data).toEqual({ addFormSubmissionForFrontend: true });
    expect(await exportFormCsv(t.store.db, 'kontakt')).toMatch(/,,Foyer,"1,5",https:\/\/example\.org,geheim\r\n$/);
  });

  it('exports the submissions with one column per field', async () => {
    const csv = await exportFormCsv(t.store.db, 'feedback');
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'submissionId,createdAt,author,Wie bewertest du das Event?,Wie war die Technik?,Was hat dir gefallen?,' +
        'Was können wir besser machen?,E-Mail für Rückfragen,Ich bin mit der Auswertung meiner Antworten einverstanden.,' +
        'Anonym senden,Quelle',
    );
    expect(csv).toContain(',Ada,9,,"[""Umfragen"",""Sonstiges: Chat""]",,,true,,');
  });
});
