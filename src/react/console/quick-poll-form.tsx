import { useMutation } from '@apollo/client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field, fieldError, form } from '../core/ui/form-styles';
import { consoleErrorKey } from './console-errors';
import { FailureAlert } from './console-parts';
import { actions, muted, smallButton } from './console-styles';
import { GetOperatorCardsDocument, GetOperatorPollsDocument } from './console.operations.generated';
import { CreateQuickPollDocument, GetCardAudiencesDocument } from './show.operations.generated';

/** The server's bounds (createQuickPoll): 2 to 20 options, question 300 and options 200 characters at most. */
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 20;
const QUESTION_MAX = 300;
const OPTION_MAX = 200;

interface Option {
  id: number;
  text: string;
}

/** What is wrong with the input, as locale keys; none: it may be sent. */
function problemsOf(question: string, options: string[]): string[] {
  const filled = options.map((option) => option.trim()).filter(Boolean);
  return [
    ...(question.trim() ? [] : ['console.show.quickPoll.questionRequired']),
    ...(filled.length >= OPTIONS_MIN ? [] : ['console.show.quickPoll.optionsRequired']),
    ...(new Set(filled.map((option) => option.toLowerCase())).size === filled.length
      ? []
      : ['console.show.quickPoll.optionsDiffer']),
  ];
}

/** A single- or multiple-choice poll made during the show; it appears in the polls list and, opened, on a card. */
export function QuickPollForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const questionId = useId();
  const problemsId = useId();
  const nextId = useRef(OPTIONS_MIN);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<Option[]>([
    { id: 0, text: '' },
    { id: 1, text: '' },
  ]);
  const [multipleChoice, setMultipleChoice] = useState(false);
  const [openNow, setOpenNow] = useState(true);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateQuickPollDocument, {
    refetchQueries: [GetOperatorPollsDocument, GetOperatorCardsDocument, GetCardAudiencesDocument],
    awaitRefetchQueries: true,
  });

  const setOption = (id: number, text: string) =>
    setOptions((current) => current.map((option) => (option.id === id ? { ...option, text } : option)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setCreated(null);
    const found = problemsOf(
      question,
      options.map((option) => option.text),
    );
    setProblems(found);
    if (found.length > 0) return;
    const asked = question.trim();
    try {
      await create({
        variables: {
          question: asked,
          options: options.map((option) => option.text.trim()).filter(Boolean),
          multipleChoice,
          openNow,
        },
      });
      setCreated(asked);
      setQuestion('');
      setOptions([
        { id: nextId.current++, text: '' },
        { id: nextId.current++, text: '' },
      ]);
    } catch (problem) {
      setFailure(consoleErrorKey(problem));
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.show.quickPoll.heading')}</h3>
      <form
        css={form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={problems.length > 0 ? problemsId : undefined}
      >
        <div css={field}>
          <label htmlFor={questionId}>{t('console.show.quickPoll.question')}</label>
          <input
            id={questionId}
            type="text"
            maxLength={QUESTION_MAX}
            value={question}
            aria-invalid={problems.includes('console.show.quickPoll.questionRequired') || undefined}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
        {options.map((option, index) => (
          <OptionField
            key={option.id}
            number={index + 1}
            text={option.text}
            invalid={problems.some((problem) => problem !== 'console.show.quickPoll.questionRequired')}
            onChange={(text) => setOption(option.id, text)}
            onRemove={
              options.length > OPTIONS_MIN
                ? () => setOptions((current) => current.filter((entry) => entry.id !== option.id))
                : undefined
            }
          />
        ))}
        {options.length < OPTIONS_MAX ? (
          <div css={actions}>
            <Button
              variant="secondary"
              onClick={() => setOptions((current) => [...current, { id: nextId.current++, text: '' }])}
            >
              {t('console.show.quickPoll.addOption')}
            </Button>
          </div>
        ) : null}
        <label>
          <input
            type="checkbox"
            checked={multipleChoice}
            onChange={(event) => setMultipleChoice(event.target.checked)}
          />{' '}
          {t('console.show.quickPoll.multipleChoice')}
        </label>
        <label>
          <input type="checkbox" checked={openNow} onChange={(event) => setOpenNow(event.target.checked)} />{' '}
          {t('console.show.quickPoll.openNow')}
        </label>
        <div id={problemsId} aria-live="polite">
          {problems.length > 0 ? (
            <div role="alert">
              <ul css={fieldError}>
                {problems.map((problem) => (
                  <li key={problem}>{t(problem)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <FailureAlert textKey={failure} />
        <p css={muted} role="status">
          {created ? t('console.show.quickPoll.created', { question: created }) : ''}
        </p>
        <Button type="submit" disabled={loading}>
          {t('console.show.quickPoll.submit')}
        </Button>
      </form>
    </section>
  );
}

interface OptionFieldProps {
  number: number;
  text: string;
  invalid: boolean;
  onChange: (text: string) => void;
  /** Absent while the poll has only the options it needs. */
  onRemove: (() => void) | undefined;
}

function OptionField({ number, text, invalid, onChange, onRemove }: OptionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div css={field}>
      <label htmlFor={id}>{t('console.show.quickPoll.option', { number })}</label>
      <div css={actions}>
        <input
          id={id}
          type="text"
          maxLength={OPTION_MAX}
          value={text}
          aria-invalid={(invalid && !text.trim()) || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {onRemove ? (
          <button type="button" css={smallButton} onClick={onRemove}>
            {t('console.show.quickPoll.removeOption', { number })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
