import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { useId, useState } from 'react';
import type { GetOperatorPollsQuery } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import {
  ClearPollDocument,
  ClosePollDocument,
  GetOperatorPollsDocument,
  OpenPollDocument,
  PollResultsChangedDocument,
  RemoveWordFromWordCloudDocument,
} from './console.operations.generated';
import { consoleErrorKey } from './console-errors';
import { FailureAlert, QueryStatus } from './console-parts';
import { actions, card, cardGrid, muted, plainList, smallButton, wordRow } from './console-styles';
import { QuickPollForm } from './quick-poll-form';

type ConsolePoll = GetOperatorPollsQuery['getOperatorPolls'][number];

/** Every poll and word cloud with its results, live; controls for roles that run the show. */
export function PollsPanel({ canRun }: { canRun: boolean }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GetOperatorPollsDocument);
  const polls = data?.getOperatorPolls ?? [];
  return (
    <div>
      <p css={muted}>{canRun ? t('console.polls.live') : t('console.polls.readOnly')}</p>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && polls.length === 0}
        emptyKey="console.polls.empty"
      />
      <ul css={cardGrid}>
        {polls.map((poll) => (
          <li key={poll.code}>
            <PollCard poll={poll} canRun={canRun} />
          </li>
        ))}
      </ul>
      {canRun ? <QuickPollForm /> : null}
    </div>
  );
}

function PollCard({ poll, canRun }: { poll: ConsolePoll; canRun: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The answer lands in the cache under the poll's code, so this card and the list show it at once.
  useSubscription(PollResultsChangedDocument, { variables: { code: poll.code } });
  const [failure, setFailure] = useState<string | null>(null);
  const variables = { code: poll.code };
  const [openPoll, opening] = useMutation(OpenPollDocument, { variables });
  const [closePoll, closing] = useMutation(ClosePollDocument, { variables });
  const [clearPoll, clearing] = useMutation(ClearPollDocument, { variables });
  const [removeWord, removing] = useMutation(RemoveWordFromWordCloudDocument);
  const busy = opening.loading || closing.loading || clearing.loading || removing.loading;
  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(consoleErrorKey(error)));
  };
  const { params } = poll;
  const isWordCloud = poll.type === 'wordCloud';
  const title = params.title ?? poll.code;

  return (
    <section css={card} aria-labelledby={headingId} data-poll-code={poll.code}>
      <h3 id={headingId}>{title}</h3>
      <p css={muted}>
        {t(`console.polls.types.${poll.type}`)} ·{' '}
        <span data-poll-status>{t(`console.polls.status.${poll.status}`)}</span>
      </p>
      <p css={muted} aria-live="polite" data-poll-totals>
        {isWordCloud ? null : `${t('console.polls.totalVotes', { count: params.totalVotes ?? 0 })} · `}
        {t('console.polls.voters', { count: params.customersVoted })}
      </p>
      {isWordCloud ? (
        <div>
          <h4>{t('console.polls.words')}</h4>
          {params.words.length === 0 ? <p css={muted}>{t('console.polls.noWords')}</p> : null}
          <ul css={plainList} data-poll-words>
            {params.words.map((word) => (
              <li key={word.text} css={wordRow}>
                <span>
                  {word.text} ({word.value})
                </span>
                {canRun ? (
                  <button
                    type="button"
                    css={smallButton}
                    disabled={busy}
                    onClick={() => run(() => removeWord({ variables: { code: poll.code, word: word.text } }))}
                  >
                    {t('console.polls.removeWord', { word: word.text })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul css={plainList} data-poll-items>
          {params.pollItems.map((item) => (
            <li key={item.pollItemId}>
              {t('console.polls.optionVotes', { label: item.label, count: item.votes ?? 0 })}
            </li>
          ))}
        </ul>
      )}
      {canRun ? (
        <div css={actions}>
          {poll.status === 'active' ? (
            <Button variant="secondary" disabled={busy} onClick={() => run(closePoll)}>
              {t('console.polls.close')}
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => run(openPoll)}>
              {t('console.polls.open')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => run(clearPoll)}>
            {t('console.polls.clear')}
          </Button>
        </div>
      ) : null}
      <FailureAlert textKey={failure} />
    </section>
  );
}
