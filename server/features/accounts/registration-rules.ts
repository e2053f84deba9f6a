// portal.md §5's registration rules, checked on the server whatever the client did.
import type { RegistrationField } from '../../event-file/sections/accounts-portal.js';
import { COMPANY_POSITION_MIN_LENGTH, FIELDS_WITH_SPEC_MINIMUM, PASSWORD_MIN_LENGTH } from './limits.js';
import { PASSWORD_MAX_LENGTH } from '../../auth/passwords.js';
import type { RegistrationSettings } from '../../auth/access-settings.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXT_MAX_LENGTH = 500;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `password: at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `password: at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

type Rule = NonNullable<RegistrationField['validation']>[number];

const ruleOf = (field: RegistrationField, type: Rule['type']) => field.validation?.find((rule) => rule.type === type);

/** A field is required unless `required: false`, and always with a `required` validation. */
const isRequired = (field: RegistrationField) => field.required || ruleOf(field, 'required') !== undefined;

function minLengthOf(field: RegistrationField): number {
  const min = ruleOf(field, 'min')?.params?.[0];
  if (typeof min === 'number') return min;
  if (field.minLength !== undefined) return field.minLength;
  return FIELDS_WITH_SPEC_MINIMUM.includes(field.code) ? COMPANY_POSITION_MIN_LENGTH : 1;
}

/** §5's email and oneOf validations of a present value. */
function ruleProblem(field: RegistrationField, value: string | boolean): string | undefined {
  if (ruleOf(field, 'email') && (typeof value !== 'string' || !isValidEmail(value))) {
    return `${field.code}: expected a valid e-mail address`;
  }
  const oneOf = ruleOf(field, 'oneOf')?.params;
  if (oneOf && !oneOf.includes(value)) return `${field.code}: expected one of ${oneOf.join(', ')}`;
  return undefined;
}

/** The configured fields' values, checked; unknown codes are refused. Returns the values to store, or problems. */
export function checkCustomAttributes(
  fields: RegistrationField[],
  given: unknown,
): { values: Record<string, string | boolean>; problems: string[] } {
  const problems: string[] = [];
  const values: Record<string, string | boolean> = {};
  const input = given ?? {};
  if (typeof input !== 'object' || Array.isArray(input) || input === null) {
    return { values, problems: ['customAttributes: expected an object of field codes'] };
  }
  const entries = input as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    if (!fields.some((field) => field.code === key)) problems.push(`customAttributes.${key}: not a registration field`);
  }
  for (const field of fields) {
    const value = entries[field.code];
    if (field.type === 'checkbox') {
      const problem =
        value !== undefined && typeof value !== 'boolean'
          ? `${field.code}: expected true or false`
          : isRequired(field) && value !== true
            ? `${field.code}: must be checked`
            : typeof value === 'boolean'
              ? ruleProblem(field, value)
              : undefined;
      if (problem) problems.push(problem);
      else if (typeof value === 'boolean') values[field.code] = value;
      continue;
    }
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (isRequired(field)) problems.push(`${field.code}: required`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${field.code}: expected a text`);
      continue;
    }
    const text = value.trim();
    const problem =
      text.length < minLengthOf(field)
        ? `${field.code}: at least ${minLengthOf(field)} characters`
        : text.length > TEXT_MAX_LENGTH
          ? `${field.code}: at most ${TEXT_MAX_LENGTH} characters`
          : ruleProblem(field, text);
    if (problem) problems.push(problem);
    else values[field.code] = text;
  }
  return { values, problems };
}

export interface RegistrationInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  inviteCode?: string | null | undefined;
  customAttributes?: unknown;
}

/** Every §5 rule; an empty problems list means the registration may go ahead. */
export function checkRegistration(
  input: RegistrationInput,
  settings: RegistrationSettings,
): { problems: string[]; customAttributes: Record<string, string | boolean> } {
  const problems: string[] = [];
  if (!isValidEmail(normalizeEmail(input.email))) problems.push('email: expected a valid e-mail address');
  const password = passwordProblem(input.password);
  if (password) problems.push(password);
  for (const key of ['firstname', 'lastname'] as const) {
    const value = input[key].trim();
    if (value === '') problems.push(`${key}: required`);
    else if (value.length > TEXT_MAX_LENGTH) problems.push(`${key}: at most ${TEXT_MAX_LENGTH} characters`);
  }
  if (settings.invitations && !input.inviteCode?.trim()) problems.push('inviteCode: required');
  const attributes = checkCustomAttributes(settings.fields, input.customAttributes);
  problems.push(...attributes.problems);
  return { problems, customAttributes: attributes.values };
}
