import { css } from '@emotion/react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/translator';
import { EMOJI_RATING_SCALE, MULTI_SELECT_OTHER_OPTION, RATING_SCALE } from '../core/constants';
import { token } from '../core/theme/theme';
import { fieldName, otherName, type FormField, type FormValues } from './form-model';

export const inputStyles = css`
  font: inherit;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
const errorStyles = css`
  margin: 4px 0 0;
  color: #b00020;
  font-size: 14px;
`;
const hintStyles = css`
  margin: 4px 0 0;
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;
const choiceRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
  }
`;

const INPUT_TYPES: Record<string, string> = {
  text: 'text',
  password: 'password',
  email: 'email',
  number: 'text',
  url: 'url',
};
/** §9 emojiRating "very good to not at all". */
const EMOJIS = ['😀', '🙂', '😐', '🙁', '😞'];

/** A label with ' *' when required (§5). */
export function labelText(label: string, required: boolean): string {
  return required ? `${label} *` : label;
}

export function FormFieldView({ field }: { field: FormField }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<FormValues>();
  const id = useId();
  const name = fieldName(field);
  const error = formState.errors[name]?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [field.hintText ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const label = labelText(field.label, field.isRequired);
  const selected = useWatch<FormValues>({ name });

  if (field.type === 'hidden') return <input type="hidden" {...register(name)} />;

  let control;
  switch (field.type) {
    case 'multilineText':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            rows={field.params.rowCount ?? undefined}
            css={inputStyles}
            aria-describedby={described}
            aria-invalid={Boolean(error)}
            {...register(name)}
          />
        </>
      );
      break;
    case 'checkbox':
    case 'anonymCheckbox':
      control = (
        <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input type="checkbox" aria-describedby={described} aria-invalid={Boolean(error)} {...register(name)} />
          {label}
        </label>
      );
      break;
    case 'rating':
    case 'emojiRating': {
      const scale = field.type === 'rating' ? RATING_SCALE : EMOJI_RATING_SCALE;
      control = (
        <fieldset css={choiceRow} aria-describedby={described}>
          <legend css={{ padding: 0, marginBottom: 4 }}>{label}</legend>
          {Array.from({ length: scale }, (_, index) => {
            const value = field.type === 'rating' ? index + 1 : scale - index;
            const text = field.type === 'rating' ? String(value) : EMOJIS[index];
            return (
              <label key={value}>
                <input type="radio" value={String(value)} {...register(name)} />
                <span aria-hidden={field.type === 'emojiRating' ? true : undefined}>{text}</span>
                {field.type === 'emojiRating' ? (
                  <span css={{ fontSize: 12 }}>{t(`form.emojiRating.${value}`)}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      );
      break;
    }
    case 'multiSelect':
      control = (
        <fieldset css={choiceRow} aria-describedby={described}>
          <legend css={{ padding: 0, marginBottom: 4 }}>{label}</legend>
          {field.params.options.map((option) => (
            <label key={option}>
              <input type="checkbox" value={option} {...register(name)} />
              {option}
            </label>
          ))}
          {Array.isArray(selected) && selected.includes(MULTI_SELECT_OTHER_OPTION) ? (
            <input aria-label={t('form.otherText')} css={inputStyles} {...register(otherName(field))} />
          ) : null}
        </fieldset>
      );
      break;
    default:
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type={INPUT_TYPES[field.type] ?? 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            maxLength={field.params.maxLength ?? undefined}
            css={inputStyles}
            aria-describedby={described}
            aria-invalid={Boolean(error)}
            {...register(name)}
          />
        </>
      );
  }
  return (
    <div part="form-field" data-field-type={field.type} css={{ display: 'grid', gap: 4 }}>
      {field.params.externalHeadline ? (
        <h3 css={{ margin: '8px 0 0', fontSize: 18 }}>{field.params.externalHeadline}</h3>
      ) : null}
      {control}
      {field.hintText ? (
        <p id={hintId} css={hintStyles}>
          {field.hintText}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={errorStyles} role="alert">
          {String(error)}
        </p>
      ) : null}
      {field.params.showHorizontalRule ? (
        <hr css={{ width: '100%', border: 0, borderTop: `1px solid ${token('colorBorder')}` }} />
      ) : null}
    </div>
  );
}
