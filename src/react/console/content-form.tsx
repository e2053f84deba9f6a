import { css } from '@emotion/react';
import { ApolloError } from '@apollo/client';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorCode, errorCodeOf } from '../core/api/error-codes';
import { token } from '../core/theme/theme';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import { consoleErrorKey } from './console-errors';
import { errorText } from './console-styles';

/** An entry of the event file as the server sends it (JSON): a card, a poll, the welcome texts. */
export type Definition = Record<string, unknown>;

export const editorForm = css`
  display: grid;
  gap: 12px;
  max-width: 720px;
  textarea {
    min-height: 88px;
    padding: 8px 12px;
    border: 1px solid ${token('colorBorder')};
    border-radius: ${token('radius')};
    font: inherit;
    color: inherit;
    background: ${token('colorBackground')};
  }
  textarea:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const editorDetails = css`
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  padding: 8px 16px;
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** A labelled one-line text or, with `lines`, a text area whose lines are a list. */
export function EditorField({
  name,
  label,
  value,
  lines = false,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  lines?: boolean;
  hint?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      {lines ? (
        <textarea id={id} name={name} defaultValue={value} aria-describedby={hint ? hintId : undefined} />
      ) : (
        <input id={id} name={name} type="text" defaultValue={value} aria-describedby={hint ? hintId : undefined} />
      )}
      {hint ? <small id={hintId}>{hint}</small> : null}
    </div>
  );
}

/** A form's text value, trimmed; undefined when empty (the event file then leaves the key out). */
export function textOf(data: FormData, name: string): string | undefined {
  const value = String(data.get(name) ?? '').trim();
  return value === '' ? undefined : value;
}

/** A text area's non-empty lines, trimmed. */
export function linesOf(data: FormData, name: string): string[] {
  return String(data.get(name) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The definition with the given keys set, or left out where undefined. */
export function withTexts(definition: Definition, texts: Record<string, unknown>): Definition {
  const result: Definition = { ...definition };
  for (const [key, value] of Object.entries(texts)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}

/** A refused field as the server names it (`extensions.problems`, server/errors.ts InputProblem). */
interface Problem {
  field: string;
  reason: string;
  limit?: number;
}

type Outcome = { kind: 'saved' } | { kind: 'refused'; problems: Problem[] } | { kind: 'failed'; textKey: string };

/** The reasons the console has words for (console.content.problems); any other is worded as `invalid`. */
const REASONS = new Set([
  'required',
  'type',
  'unknownKey',
  'value',
  'empty',
  'tooSmall',
  'tooBig',
  'format',
  'invalid',
]);

function isProblem(value: unknown): value is Problem {
  const problem = value as Partial<Problem> | null;
  return typeof problem?.field === 'string' && typeof problem.reason === 'string';
}

/** The server's answer to a save: the refused fields, worded here in the console's language. */
function outcomeOf(failure: unknown): Outcome {
  const first = failure instanceof ApolloError ? failure.graphQLErrors[0] : undefined;
  const code = first ? errorCodeOf(first) : undefined;
  const problems = first?.extensions?.['problems'];
  if (code === ErrorCode.BadUserInput && Array.isArray(problems) && problems.every(isProblem)) {
    return { kind: 'refused', problems };
  }
  if (code === ErrorCode.Conflict) return { kind: 'failed', textKey: 'console.content.pollLocked' };
  return { kind: 'failed', textKey: consoleErrorKey(failure) };
}

/** A form that saves one part of the content and says how it went, next to its button. */
export function EditorForm({
  label,
  save,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  save: (data: FormData) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      await save(new FormData(event.currentTarget));
      setOutcome({ kind: 'saved' });
    } catch (failure) {
      setOutcome(outcomeOf(failure));
    } finally {
      setSaving(false);
    }
  }
  return (
    <form css={editorForm} aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      {children}
      <div>
        <Button type="submit" disabled={saving}>
          {t('console.content.save')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.kind === 'saved' ? <p role="status">{t('console.content.saved')}</p> : null}
        {outcome?.kind === 'refused' ? (
          <div css={errorText} role="alert">
            <p>{t('console.content.refused')}</p>
            <ul>
              {outcome.problems.map(({ field, reason, limit }) => (
                <li key={`${field} ${reason}`}>
                  {field}: {t(`console.content.problems.${REASONS.has(reason) ? reason : 'invalid'}`, { limit })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p css={errorText} role="alert">
            {t(outcome.textKey)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
