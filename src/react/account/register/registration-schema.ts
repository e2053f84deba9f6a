import { boolean, object, ref, string, type AnyObject, type ObjectSchema } from 'yup';
import type { RegistrationConfig, RegistrationFieldConfig } from '../../core/config/config-types';

/** portal.md §9 "Password minimum 8; company and position minimum 2." */
export const PASSWORD_MIN_LENGTH = 8;
export const COMPANY_POSITION_MIN_LENGTH = 2;
const FIELDS_WITH_SPEC_MINIMUM = ['business', 'position'];

/** Configured fields are named field_<code> in the form. */
export const fieldName = (code: string) => `field_${code}`;

type Validation = NonNullable<RegistrationFieldConfig['validation']>[number];

/** §5 "Configured validation types: required, min (with params), email, oneOf, all with a message". */
const ruleOf = (field: RegistrationFieldConfig, type: Validation['type']) =>
  field.validation?.find((rule) => rule.type === type);

/** A rule's configured message, else the portal's text (a locale key). */
const messageOf = (field: RegistrationFieldConfig, type: Validation['type'], key: string) =>
  ruleOf(field, type)?.message ?? key;

export function minLengthOf(field: RegistrationFieldConfig): number | undefined {
  const min = ruleOf(field, 'min')?.params?.[0];
  if (typeof min === 'number') return min;
  if (field.minLength !== undefined) return field.minLength;
  return FIELDS_WITH_SPEC_MINIMUM.includes(field.code) ? COMPANY_POSITION_MIN_LENGTH : undefined;
}

/** Required unless `required: false`, and always with a `required` validation (as the server decides). */
export const isRequired = (field: RegistrationFieldConfig) =>
  field.required !== false || ruleOf(field, 'required') !== undefined;

function fieldSchema(field: RegistrationFieldConfig) {
  const oneOf = ruleOf(field, 'oneOf')?.params;
  const oneOfMessage = messageOf(field, 'oneOf', 'account.validation.oneOf');
  if (field.type === 'checkbox') {
    let checkbox = boolean();
    if (isRequired(field))
      checkbox = checkbox.oneOf([true], messageOf(field, 'required', 'account.validation.checkboxRequired'));
    else if (oneOf)
      checkbox = checkbox.oneOf(
        oneOf.filter((value) => typeof value === 'boolean'),
        oneOfMessage,
      );
    return checkbox;
  }
  let text = string().trim();
  if (isRequired(field)) text = text.required(messageOf(field, 'required', 'account.validation.required'));
  const min = minLengthOf(field);
  // An optional field may stay empty, as the server sees it; a value must be long enough.
  if (min !== undefined) {
    text = text.test(
      'min',
      messageOf(field, 'min', 'account.validation.minLength'),
      (value) => !value || value.length >= min,
    );
  }
  if (ruleOf(field, 'email')) text = text.email(messageOf(field, 'email', 'account.validation.email'));
  if (oneOf) {
    const allowed = oneOf.map(String);
    text = text.test('one-of', oneOfMessage, (value) => !value || allowed.includes(value));
  }
  return text;
}

/** §3 "default": the values the configured fields start with; a checkbox without one starts unticked. */
export function registrationDefaults(fields: readonly RegistrationFieldConfig[] | undefined): Record<string, unknown> {
  return Object.fromEntries(
    (fields ?? []).map((field) => [fieldName(field.code), field.default ?? (field.type === 'checkbox' ? false : '')]),
  );
}

const email = () => string().trim().required('account.validation.email').email('account.validation.email');

/** Every registration rule of §5; messages are locale keys. */
export function registrationSchema(registration: RegistrationConfig | undefined): ObjectSchema<AnyObject> {
  const shape: Record<string, ReturnType<typeof fieldSchema> | ReturnType<typeof string>> = {
    email: email(),
    password: string()
      .required('account.validation.required')
      .min(PASSWORD_MIN_LENGTH, 'account.validation.passwordMin'),
    passwordConfirm: string()
      .required('account.validation.required')
      .min(PASSWORD_MIN_LENGTH, 'account.validation.passwordMin')
      .oneOf([ref('password')], 'account.validation.passwordMatch'),
    firstname: string().trim().required('account.validation.required'),
    lastname: string().trim().required('account.validation.required'),
  };
  if (registration?.invitations) shape['inviteCode'] = string().trim().required('account.validation.required');
  for (const field of registration?.fields ?? []) shape[fieldName(field.code)] = fieldSchema(field);
  return object(shape);
}

/** The anonymous registration form: firstName, email and the configured fields. */
export function anonymousRegistrationSchema(registration: RegistrationConfig | undefined): ObjectSchema<AnyObject> {
  const shape: Record<string, ReturnType<typeof fieldSchema> | ReturnType<typeof string>> = {
    firstName: string().trim().required('account.validation.required'),
    email: email(),
  };
  for (const field of registration?.fields ?? []) shape[fieldName(field.code)] = fieldSchema(field);
  return object(shape);
}

/** The configured fields' values as customAttributes, by code; empty texts are left out. */
export function customAttributesOf(
  fields: RegistrationFieldConfig[] | undefined,
  values: Record<string, unknown>,
): Record<string, string | boolean> {
  const attributes: Record<string, string | boolean> = {};
  for (const field of fields ?? []) {
    const value = values[fieldName(field.code)];
    if (typeof value === 'boolean') attributes[field.code] = value;
    else if (typeof value === 'string' && value.trim() !== '') attributes[field.code] = value.trim();
  }
  return attributes;
}
