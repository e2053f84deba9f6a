import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import {
  anonymousRegistrationSchema,
  customAttributesOf,
  registrationDefaults,
  registrationSchema,
} from './registration-schema';

async function problems(values: Record<string, unknown>, invitations = true): Promise<Record<string, string>> {
  const schema = registrationSchema({
    invitations,
    fields: [{ code: 'business' }, { code: 'position' }, { code: 'privacy', type: 'checkbox' }],
  });
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first problem of each field, as the form's resolver shows it.
    const first: Record<string, string> = {};
    for (const issue of error.inner) first[issue.path ?? ''] ??= issue.message;
    return first;
  }
}

const valid = {
  email: 'ada@example.org',
  password: 'correct horse',
  passwordConfirm: 'correct horse',
  firstname: 'Ada',
  lastname: 'Lovelace',
  inviteCode: 'TEAM',
  field_business: 'ACME',
  field_position: 'Dev',
  field_privacy: true,
};

describe('the registration rules of §5', () => {
  it('accepts a complete registration', async () => {
    expect(await problems(valid)).toEqual({});
  });

  it('names every broken rule with its message key', async () => {
    expect(
      await problems({
        email: 'ada@',
        password: 'short',
        passwordConfirm: 'other',
        firstname: ' ',
        lastname: '',
        inviteCode: '',
        field_business: 'A',
        field_position: '',
        field_privacy: false,
      }),
    ).toEqual({
      email: 'account.validation.email',
      password: 'account.validation.passwordMin',
      passwordConfirm: 'account.validation.passwordMatch',
      firstname: 'account.validation.required',
      lastname: 'account.validation.required',
      inviteCode: 'account.validation.required',
      field_business: 'account.validation.minLength',
      field_position: 'account.validation.required',
      field_privacy: 'account.validation.checkboxRequired',
    });
  });

  it('wants the confirmation equal to the password, and no invite code when invitations are off', async () => {
    expect(await problems({ ...valid, passwordConfirm: 'correct horsE' })).toEqual({
      passwordConfirm: 'account.validation.passwordMatch',
    });
    expect(await problems({ ...valid, inviteCode: undefined }, false)).toEqual({});
  });

  it('sends the configured fields by code and leaves empty texts out', () => {
    expect(
      customAttributesOf(
        [{ code: 'business' }, { code: 'note', required: false }, { code: 'privacy', type: 'checkbox' }],
        {
          field_business: ' ACME ',
          field_note: '',
          field_privacy: true,
        },
      ),
    ).toEqual({ business: 'ACME', privacy: true });
  });
});

describe('configured defaults and validations (§3 "code, type, label, default, validation", §5)', () => {
  const fields = [
    {
      code: 'age',
      required: false,
      validation: [{ type: 'min' as const, params: [2], message: 'Zwei Ziffern, bitte' }],
    },
    { code: 'contact', validation: [{ type: 'email' as const }] },
    { code: 'track', default: 'web', validation: [{ type: 'oneOf' as const, params: ['web', 'saal'] }] },
    {
      code: 'terms',
      type: 'checkbox' as const,
      default: true,
      required: false,
      validation: [{ type: 'required' as const, message: 'Bitte zustimmen' }],
    },
  ];

  it('starts each field with its default, a checkbox without one unticked', () => {
    expect(registrationDefaults([...fields, { code: 'news', type: 'checkbox' }])).toEqual({
      field_age: '',
      field_contact: '',
      field_track: 'web',
      field_terms: true,
      field_news: false,
    });
  });

  it("says each rule's configured message, else the portal's text", async () => {
    const schema = anonymousRegistrationSchema({ fields });
    const errors = await schema
      .validate(
        {
          firstName: 'Ada',
          email: 'a@b.de',
          field_age: '7',
          field_contact: 'nope',
          field_track: 'kino',
          field_terms: false,
        },
        { abortEarly: false },
      )
      .then(() => [])
      .catch((error: ValidationError) => error.inner.map((issue) => [issue.path, issue.message]));
    expect(errors).toEqual([
      ['field_age', 'Zwei Ziffern, bitte'],
      ['field_contact', 'account.validation.email'],
      ['field_track', 'account.validation.oneOf'],
      ['field_terms', 'Bitte zustimmen'],
    ]);
    await expect(
      schema.validate({
        firstName: 'Ada',
        email: 'a@b.de',
        field_age: '',
        field_contact: 'c@d.de',
        field_track: 'saal',
        field_terms: true,
      }),
    ).resolves.toBeTruthy();
  });
});
