import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import type { RegistrationFieldConfig } from '../../core/config/config-types';
import { TextField } from '../../core/ui/text-field';
import { fieldName, isRequired, minLengthOf } from './registration-schema';

interface RegistrationFieldsProps {
  fields: RegistrationFieldConfig[];
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
}

/** A configured field's label: its own, else the translated one (business: Firma, position: Position), else its code. */
export function registrationFieldLabel(
  code: string,
  fields: readonly RegistrationFieldConfig[] | undefined,
  t: (key: string, options?: { defaultValue: string }) => string,
): string {
  return fields?.find((field) => field.code === code)?.label ?? t(`account.field.${code}`, { defaultValue: code });
}

/** The configured fields; business and position have translated labels (Firma, Position). */
export function RegistrationFields({ fields, register, errors }: RegistrationFieldsProps) {
  const { t } = useTranslation();
  return fields.map((field) => {
    const name = fieldName(field.code);
    const label = registrationFieldLabel(field.code, fields, t);
    return (
      <TextField
        key={field.code}
        label={label}
        type={field.type === 'checkbox' ? 'checkbox' : 'text'}
        registration={register(name)}
        error={errors[name]}
        required={isRequired(field)}
        min={minLengthOf(field)}
      />
    );
  });
}
