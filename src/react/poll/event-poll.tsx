import { useId } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { POLL_REFRESH_DEFAULT_MS } from '../core/constants';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';
import { ChoicePoll } from './choice-poll';
import { errorText, hint, pollBox, pollImage, pollTitle } from './poll-styles';
import { usePoll } from './use-poll';
import { WordCloudPoll } from './word-cloud';
import { useEventUrl } from '../core/api/event-url';

export interface EventPollProps {
  /** The poll's code from the event file. */
  code?: string;
  /** How often the poll is re-fetched, in ms (§4 pollIntervall). */
  pollIntervall?: number;
}

/** <event-poll>: a single-choice, multiple-choice or word-cloud poll (portal.md §3-§5). */
export function EventPoll({ code = '', pollIntervall }: EventPollProps) {
  const { t } = useTranslation();
  const eventUrl = useEventUrl();
  const refreshMs = pollIntervall && pollIntervall > 0 ? pollIntervall : POLL_REFRESH_DEFAULT_MS;
  const state = usePoll(code, refreshMs);
  const titleId = useId();
  const { poll } = state;

  if (state.loading) return <Loading />;
  if (!poll) {
    return (
      <div css={pollBox} role="alert" part="poll">
        <p css={errorText}>{t(state.loadError === 'notFound' ? 'poll.notFound' : 'poll.loadError')}</p>
        {state.loadError === 'failed' ? <Button onClick={state.reload}>{t('common.retry')}</Button> : null}
      </div>
    );
  }

  const { params } = poll;
  const isWordCloud = poll.type === 'wordCloud';
  const sendErrorText = state.sendError
    ? t(state.sendError === 'forbidden' ? (isWordCloud ? 'poll.wordError' : 'poll.voteError') : 'poll.sendFailed')
    : null;
  return (
    <section css={pollBox} part="poll" aria-labelledby={titleId} data-poll-type={poll.type}>
      {params.image ? <img src={eventUrl(params.image)} alt="" css={pollImage} part="poll-image" /> : null}
      <h2 id={titleId} css={pollTitle} part="poll-title">
        {params.title ?? t('poll.untitled')}
      </h2>
      {params.description ? <p css={hint}>{params.description}</p> : null}
      {isWordCloud ? (
        <WordCloudPoll poll={poll} stored={state.stored} sending={state.sending} onSend={state.sendWord} />
      ) : (
        <ChoicePoll poll={poll} stored={state.stored} sending={state.sending} onVote={(id) => void state.vote(id)} />
      )}
      <div aria-live="polite">
        {sendErrorText ? (
          <p css={errorText} role="alert" part="poll-error">
            {sendErrorText}
          </p>
        ) : null}
      </div>
    </section>
  );
}
