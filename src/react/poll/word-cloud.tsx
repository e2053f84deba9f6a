import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { WORD_CLOUD_DEFAULT_COLORS } from '../core/constants';
import { Button } from '../core/ui/button';
import { visuallyHidden } from '../core/ui/visually-hidden';
import { token } from '../core/theme/theme';
import { wordFontSize, type Poll } from './poll-rules';
import type { StoredVote } from './poll-storage';
import { hint } from './poll-styles';

interface WordCloudPollProps {
  poll: Poll;
  stored: StoredVote[];
  sending: boolean;
  onSend(word: string): Promise<boolean>;
}

/** §4 word cloud: the input; after sending (or when already voted) the cloud; back to the input if allowed. */
export function WordCloudPoll({ poll, stored, sending, onSend }: WordCloudPollProps) {
  const { t } = useTranslation();
  const { params } = poll;
  const answered = params.voted || stored.length > 0;
  const closed = poll.status === 'visible_only';
  const [writing, setWriting] = useState<boolean | null>(null);
  const showInput = !closed && (writing ?? !answered);
  const [word, setWord] = useState('');
  const inputId = useId();
  const limit = params.charLimit && params.charLimitCount ? params.charLimitCount : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (word.trim() === '') return;
    if (await onSend(word)) {
      setWord('');
      setWriting(false);
    }
  };

  if (showInput) {
    return (
      <form onSubmit={(event) => void submit(event)} part="word-cloud-form" css={{ display: 'grid', gap: 8 }}>
        <label htmlFor={inputId}>{t('poll.wordLabel')}</label>
        <input
          id={inputId}
          value={word}
          required
          maxLength={limit}
          onChange={(event) => setWord(event.target.value)}
          css={{
            font: 'inherit',
            minHeight: 44,
            padding: '8px 12px',
            border: `1px solid ${token('colorBorder')}`,
            borderRadius: token('radius'),
          }}
        />
        {limit ? (
          <p css={hint} part="word-cloud-count">
            {t('poll.charCount', { count: word.length, max: limit })}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={sending}>
            {t('poll.sendWord')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <>
      <Cloud poll={poll} />
      {!closed && params.allowMultipleAnswers ? (
        <div>
          <Button variant="secondary" onClick={() => setWriting(true)}>
            {t('poll.anotherWord')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function Cloud({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const { words, colors, padding } = poll.params;
  if (words.length === 0) return <p css={hint}>{t('poll.noWords')}</p>;
  const values = words.map((entry) => entry.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const palette = colors.length > 0 ? colors : WORD_CLOUD_DEFAULT_COLORS;
  return (
    <ul
      part="word-cloud"
      aria-label={t('poll.wordCloud')}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', margin: 0, padding: 0 }}
    >
      {words.map((entry, index) => (
        <li
          key={entry.text}
          style={{
            fontSize: `${wordFontSize(entry.value, min, max)}px`,
            color: palette[index % palette.length],
            padding: `${padding ?? 4}px`,
          }}
          css={{ listStyle: 'none', lineHeight: 1.1, fontWeight: 700 }}
        >
          {entry.text}
          <span css={visuallyHidden}>{t('poll.wordCount', { count: entry.value })}</span>
        </li>
      ))}
    </ul>
  );
}
