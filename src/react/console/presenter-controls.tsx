import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { useId, useState } from 'react';
import type { GetOperatorQasQuery, PresenterMode } from '../core/api/graphql.generated';
import { useConfig } from '../core/config/config-context';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import { GetOperatorPollsDocument } from './console.operations.generated';
import { consoleErrorKey } from './console-errors';
import { FailureAlert } from './console-parts';
import { actions, card, muted } from './console-styles';
import {
  GetPresenterScreenDocument,
  PresenterScreenChangedDocument,
  ShowOnPresenterDocument,
} from './qa.operations.generated';

interface PresenterControlsProps {
  canRun: boolean;
  qas: GetOperatorQasQuery['getOperatorQas'];
}

/** What the presenter screen (/present) shows, live, and the switches: join screen, a Q&A's highlight, a poll. */
export function PresenterControls({ canRun, qas }: PresenterControlsProps) {
  const { t } = useTranslation();
  const { apiUrl } = useConfig();
  const headingId = useId();
  const pollId = useId();
  const { data } = useQuery(GetPresenterScreenDocument);
  useSubscription(PresenterScreenChangedDocument);
  const polls = useQuery(GetOperatorPollsDocument, { skip: !canRun }).data?.getOperatorPolls ?? [];
  const [pollCode, setPollCode] = useState<string | null>(null);
  const [show] = useMutation(ShowOnPresenterDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const screen = data?.getPresenterScreen;
  const presenterUrl = new URL('/present', new URL(apiUrl, document.baseURI)).href;
  const chosenPoll = pollCode ?? polls[0]?.code;

  const switchTo = (mode: PresenterMode, code: string | null) => {
    setFailure(null);
    show({ variables: { mode, code } }).catch((error: unknown) => setFailure(consoleErrorKey(error)));
  };

  const shown = !screen
    ? ''
    : screen.mode === 'join'
      ? t('console.presenter.showingJoin')
      : t(screen.mode === 'question' ? 'console.presenter.showingQuestion' : 'console.presenter.showingPoll', {
          title: screen.title ?? screen.code ?? '',
        });

  return (
    <section css={card} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.presenter.heading')}</h3>
      <p css={muted} aria-live="polite" data-presenter-mode={screen?.mode}>
        {shown}
      </p>
      <p css={muted}>
        <a href={presenterUrl} target="_blank" rel="noopener noreferrer">
          {t('console.presenter.open')}
        </a>
      </p>
      {canRun ? (
        <>
          <div css={actions}>
            <Button variant="secondary" onClick={() => switchTo('join', null)}>
              {t('console.presenter.showJoin')}
            </Button>
            {qas.map((qa) => (
              <Button key={qa.code} variant="secondary" onClick={() => switchTo('question', qa.code)}>
                {t('console.presenter.showQa', { title: qa.title ?? qa.code })}
              </Button>
            ))}
          </div>
          {polls.length > 0 ? (
            <div css={actions}>
              <div css={field}>
                <label htmlFor={pollId}>{t('console.presenter.poll')}</label>
                <select id={pollId} value={chosenPoll} onChange={(event) => setPollCode(event.target.value)}>
                  {polls.map((poll) => (
                    <option key={poll.code} value={poll.code}>
                      {poll.params.title ?? poll.code}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="secondary" onClick={() => chosenPoll && switchTo('poll', chosenPoll)}>
                {t('console.presenter.showPoll')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      <FailureAlert textKey={failure} />
    </section>
  );
}
