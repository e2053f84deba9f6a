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

/** The configured fields; business and position have translated labels (Firma, Position). */
export function RegistrationFields({ fields, register, errors }: RegistrationFieldsProps) {
  const { t } = useTranslation();
  return fields.map((field) => {
    const name = fieldName(field.code);
    const label = field.label ?? t(`account.field.${field.code}`, { defaultValue: field.code });
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
