import { useTranslation } from '../core/i18n/translator';
import { useConfig } from '../core/config/config-context';
import { htmlLang } from '../core/i18n/i18n';
import { disabledReason, percentage, votedItemIds, type DisabledReason, type Poll } from './poll-rules';
import type { StoredVote } from './poll-storage';
import { aboveBar, hint, optionButton, optionList, pollImage, resultBar } from './poll-styles';
import { useEventUrl } from '../core/api/event-url';

interface ChoicePollProps {
  poll: Poll;
  stored: StoredVote[];
  sending: boolean;
  onVote(pollItemId: number): void;
}

/** Hints for the reasons that concern the whole poll; alreadyVoted shows on the option itself (aria-pressed). */
const POLL_HINTS: Partial<Record<DisabledReason, string>> = {
  closed: 'poll.closed',
  voteFixed: 'poll.voteFixed',
  limitReached: 'poll.limitReached',
};

/** §4 single and multiple choice: one button per option, its result, and why it is disabled. */
export function ChoicePoll({ poll, stored, sending, onVote }: ChoicePollProps) {
  const { t } = useTranslation();
  const { language } = useConfig();
  const eventUrl = useEventUrl();
  const voted = votedItemIds(poll, stored);
  const { params } = poll;
  const total = params.totalVotes ?? 0;
  // The language's own percent format: "33,3 %" with a no-break space in German, so it never wraps.
  const format = new Intl.NumberFormat(htmlLang(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const reasons = params.pollItems.map((item) => disabledReason(poll, item, voted));
  const pollHint = reasons.map((reason) => (reason ? POLL_HINTS[reason] : undefined)).find(Boolean);

  return (
    <>
      <ul css={optionList} part="poll-options">
        {params.pollItems.map((item, index) => {
          const reason = reasons[index] ?? null;
          const votes = item.votes;
          const share = votes === null || votes === undefined ? null : percentage(votes, total);
          const result =
            share === null
              ? null
              : params.isAbsolute
                ? t('poll.votes', { count: votes ?? 0 })
                : format.format(share / 100);
          return (
            <li key={item.pollItemId}>
              <button
                type="button"
                part="poll-option"
                css={optionButton}
                aria-pressed={voted.has(item.pollItemId)}
                disabled={reason !== null || sending}
                data-disabled-reason={reason ?? undefined}
                onClick={() => onVote(item.pollItemId)}
              >
                {share !== null ? <span css={resultBar} style={{ width: `${share}%` }} aria-hidden="true" /> : null}
                <span css={aboveBar}>
                  {item.image ? <img src={eventUrl(item.image)} alt="" css={pollImage} width={48} /> : null}
                  {item.label}
                </span>
                {result !== null ? (
                  <span css={[aboveBar, { whiteSpace: 'nowrap' }]} part="poll-result">
                    {result}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {params.showTotal && params.totalVotes !== null && params.totalVotes !== undefined ? (
        <p css={hint} part="poll-total">
          {t('poll.totalVotes', { count: params.totalVotes })}
        </p>
      ) : null}
      {params.showCustomersVotedCount ? (
        <p css={hint} part="poll-voters">
          {t('poll.customersVoted', { count: params.customersVoted })}
        </p>
      ) : null}
      {pollHint ? (
        <p css={hint} part="poll-hint">
          {t(pollHint, { count: params.placeableVotesCount ?? 0 })}
        </p>
      ) : null}
    </>
  );
}
