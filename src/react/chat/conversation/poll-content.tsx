// A poll message (chat-widget.md §3 Poll, §9 "Poll percentage is count over total, 0% with no votes. Vote label: No
// vote, 1 vote, N votes"): the question, each option as a button with its share, and the total. The visitor's own
// vote is pressed; pressing another option moves it (one vote per voter, counted by the server).
import { css } from '@emotion/react';
import { useTranslation } from '../../core/i18n/translator';
import type { PollResults } from '../../../../shared/chat/polls';
import { token } from '../../core/theme/theme';
import { useChat } from '../chat-context';
import type { ListMessage } from './list-message';

const poll = css`
  display: grid;
  gap: 6px;
  min-width: 200px;
`;

const option = css`
  position: relative;
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 10px;
  overflow: hidden;
  border: 1px solid ${token('colorBorder')};
  border-radius: 6px;
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${token('colorPrimary')};
    font-weight: 600;
  }
  &:disabled {
    cursor: default;
  }
`;

const share = css`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  background: ${token('colorSurface')};
`;

const above = css`
  position: relative;
`;

/** §9: count over total, 0 % without votes. */
export const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

export function PollContent({
  message,
  onVote,
}: {
  message: ListMessage;
  onVote?: (message: ListMessage, option: number) => void;
}) {
  const { t } = useTranslation();
  const { me } = useChat();
  const results = message.metadata?.['polls'] as PollResults | undefined;
  if (!results) return null;
  const total = results.results.total;
  return (
    <div css={poll} role="group" aria-label={`${t('poll.label')}: ${results.question}`} part="poll">
      <strong dir="auto" part="poll-question">
        {results.question}
      </strong>
      {Object.entries(results.options).map(([key, entry]) => {
        const percent = percentOf(entry.count, total);
        return (
          <button
            key={key}
            type="button"
            css={option}
            aria-pressed={entry.voters[me.uid] !== undefined}
            disabled={!onVote || message.id === undefined}
            onClick={() => onVote?.(message, Number(key))}
            part="poll-option"
          >
            <span css={share} style={{ width: `${percent}%` }} aria-hidden="true" />
            <span css={above} dir="auto">
              {entry.text}
            </span>
            <span css={above} part="poll-option-result">
              {percent}% ({entry.count})
            </span>
          </button>
        );
      })}
      <span part="poll-total">{total === 0 ? t('poll.noVote') : t('poll.votes', { count: total })}</span>
    </div>
  );
}
