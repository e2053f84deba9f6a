import { boolean, object, ref, string, type AnyObject, type ObjectSchema } from 'yup';
import type { RegistrationConfig, RegistrationFieldConfig } from '../../core/config/config-types';

/** portal.md §9 "Password minimum 8; company and position minimum 2." */
export const PASSWORD_MIN_LENGTH = 8;
export const COMPANY_POSITION_MIN_LENGTH = 2;
const FIELDS_WITH_SPEC_MINIMUM = ['business', 'position'];

/** Configured fields are named field_<code> in the form. */
export const fieldName = (code: string) => `field_${code}`;

export function minLengthOf(field: RegistrationFieldConfig): number | undefined {
  if (field.minLength !== undefined) return field.minLength;
  return FIELDS_WITH_SPEC_MINIMUM.includes(field.code) ? COMPANY_POSITION_MIN_LENGTH : undefined;
}

export const isRequired = (field: RegistrationFieldConfig) => field.required !== false;

function fieldSchema(field: RegistrationFieldConfig) {
  if (field.type === 'checkbox') {
    const checkbox = boolean();
    return isRequired(field) ? checkbox.oneOf([true], 'account.validation.checkboxRequired') : checkbox;
  }
  let text = string().trim();
  if (isRequired(field)) text = text.required('account.validation.required');
  const min = minLengthOf(field);
  if (min !== undefined) text = text.min(min, 'account.validation.minLength');
  return text;
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
