import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { askForm, muted } from './qa-styles';
import type { Question, QuestionPage } from './use-questions';

interface AskFormProps {
  qa: QuestionPage['qa'];
  sending: boolean;
  onAsk(text: string, name: string | null): Promise<Question | null>;
}

/** The question's text with its count, and a name where the Q&A asks for one (optional or required). */
export function AskForm({ qa, sending, onAsk }: AskFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const textId = useId();
  const nameId = useId();
  const countId = useId();
  const withName = qa.names !== 'anonymous';
  const nameRequired = qa.names === 'required';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || (nameRequired && name.trim() === '')) return;
    if (await onAsk(text, withName && name.trim() !== '' ? name : null)) setText('');
  };

  return (
    <form css={askForm} onSubmit={(event) => void submit(event)} part="qa-form">
      <label htmlFor={textId}>{t('qa.questionLabel')}</label>
      <textarea
        id={textId}
        value={text}
        required
        rows={3}
        maxLength={qa.maxLength}
        aria-describedby={countId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={countId} css={muted} part="qa-count">
        {t('qa.charCount', { count: [...text].length, max: qa.maxLength })}
      </p>
      {withName ? (
        <>
          <label htmlFor={nameId}>
            {t(nameRequired ? 'qa.nameLabel' : 'qa.nameOptionalLabel')}
            {nameRequired ? ' *' : ''}
          </label>
          <input
            id={nameId}
            value={name}
            required={nameRequired}
            aria-required={nameRequired || undefined}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
          {nameRequired ? null : <p css={muted}>{t('qa.anonymousHint')}</p>}
        </>
      ) : (
        <p css={muted}>{t('qa.alwaysAnonymous')}</p>
      )}
      {qa.moderated ? <p css={muted}>{t('qa.moderatedHint')}</p> : null}
      <div>
        <Button type="submit" disabled={sending}>
          {t('qa.ask')}
        </Button>
      </div>
    </form>
  );
}
