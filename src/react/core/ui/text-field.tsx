import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/translator';
import { checkboxField } from './checkbox-styles';
import { field, fieldError } from './form-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** A react-hook-form error whose message is a locale key. */
  error?: { message?: string | undefined } | undefined;
  /** §5 "the label gets ' *'". */
  required?: boolean;
  /** Passed to the error text as {{min}}. */
  min?: number;
}

/** A labelled input whose error is announced and tied to it; error messages are locale keys (or texts). */
export function TextField({
  label,
  registration,
  error,
  required = false,
  min,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const isCheckbox = type === 'checkbox';
  return (
    <div css={isCheckbox ? checkboxField : field}>
      {!isCheckbox && (
        <label htmlFor={id}>
          {label}
          {required ? ' *' : ''}
        </label>
      )}
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        {...registration}
        {...props}
      />
      {isCheckbox && (
        <label htmlFor={id}>
          {label}
          {required ? ' *' : ''}
        </label>
      )}
      {error?.message && (
        <p id={errorId} css={fieldError} role="alert">
          {t(error.message, { label, min })}
        </p>
      )}
    </div>
  );
}
