import { describe, expect, it } from 'vitest';
import { registrationField } from '../../event-file/sections/accounts-portal.js';
import { checkCustomAttributes } from './registration-rules.js';

const fields = [
  {
    code: 'age',
    required: false,
    validation: [{ type: 'min', params: [2], message: 'Zwei Ziffern' }],
  },
  { code: 'contact', validation: [{ type: 'email' }] },
  { code: 'track', default: 'web', validation: [{ type: 'oneOf', params: ['web', 'saal'] }] },
  { code: 'terms', type: 'checkbox', required: false, validation: [{ type: 'required' }] },
].map((field) => registrationField.parse(field));

describe("the registration fields' validations (portal.md §5)", () => {
  it('takes values that pass every configured rule', () => {
    expect(checkCustomAttributes(fields, { age: '42', contact: 'a@b.de', track: 'saal', terms: true })).toEqual({
      values: { age: '42', contact: 'a@b.de', track: 'saal', terms: true },
      problems: [],
    });
  });

  it('refuses what breaks min, email, oneOf and a required validation, whatever the client checked', () => {
    expect(checkCustomAttributes(fields, { age: '7', contact: 'nope', track: 'kino', terms: false }).problems).toEqual([
      'age: at least 2 characters',
      'contact: expected a valid e-mail address',
      'track: expected one of web, saal',
      'terms: must be checked',
    ]);
    // A required validation makes the field required even with required: false.
    expect(checkCustomAttributes(fields, { contact: 'a@b.de', track: 'web' }).problems).toEqual([
      'terms: must be checked',
    ]);
  });

  it('refuses a min without a length, a oneOf without values and a default of the wrong kind in the event file', () => {
    for (const bad of [
      { code: 'x', validation: [{ type: 'min' }] },
      { code: 'x', validation: [{ type: 'oneOf', params: [] }] },
      { code: 'x', type: 'checkbox', default: 'ja' },
      { code: 'x', validation: [{ type: 'pattern' }] },
    ]) {
      expect(registrationField.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
