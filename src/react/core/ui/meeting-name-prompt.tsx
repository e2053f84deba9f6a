import { useId, useState, type FormEvent } from 'react';
import { STORAGE_KEYS } from '../constants';
import { useTranslation } from '../i18n/translator';
import { useElementStorage } from '../storage/use-element-storage';
import { Button } from './button';

interface MeetingNamePromptProps {
  /** Called with the trimmed name once it is stored. */
  onName: (name: string) => void;
  /** The CSS part of the form, for the tags that expose it. */
  part?: string;
  /** Where the form sits (passed by the css prop of the caller). */
  className?: string;
}

/**
 * §2 "asks for a display name if none is stored": the name a visitor shows in a meeting, kept for the next one. The
 * embedded meeting of <event-stream> and the portal's /jump/externalZoomMeeting page both ask with it.
 */
export function MeetingNamePrompt({ onName, part, className }: MeetingNamePromptProps) {
  const storage = useElementStorage('localStorage');
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    setMissing(!trimmed);
    if (!trimmed) return;
    storage.setItem(STORAGE_KEYS.meetingName, trimmed);
    onName(trimmed);
  };

  return (
    <form part={part} className={className} onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ margin: 0, fontSize: 20, lineHeight: 1.2 }}>{t('meetingName.title')}</h2>
      <label htmlFor={inputId}>{t('meetingName.label')} *</label>
      <input
        id={inputId}
        value={value}
        autoComplete="name"
        maxLength={80}
        required
        aria-invalid={missing}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
        css={{ font: 'inherit', padding: '8px 12px', minHeight: 44 }}
      />
      {missing ? (
        <p id={errorId} role="alert" css={{ margin: 0, color: '#b00020' }}>
          {t('meetingName.required')}
        </p>
      ) : null}
      <Button type="submit">{t('meetingName.join')}</Button>
    </form>
  );
}
