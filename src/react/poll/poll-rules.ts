// The poll rules of portal.md §4-§5 as plain functions: why an option is disabled, percentages, word sizes.
import type { GetSinglePollForFrontendQuery } from '../core/api/graphql.generated';
import { WORD_CLOUD_FONT_SIZE_MAX_PX, WORD_CLOUD_FONT_SIZE_MIN_PX } from '../core/constants';
import type { StoredVote } from './poll-storage';

export type Poll = GetSinglePollForFrontendQuery['getSinglePollForFrontend'];
export type PollItem = Poll['params']['pollItems'][number];

/** §4: the four reasons an option button is disabled. */
export type DisabledReason = 'closed' | 'alreadyVoted' | 'voteFixed' | 'limitReached';

/** Item ids the visitor voted for: stored locally, or reported by the server for this session. */
export function votedItemIds(poll: Poll, stored: StoredVote[]): Set<number> {
  const ids = new Set<number>();
  for (const vote of stored) if (vote.pollItemId !== null) ids.add(vote.pollItemId);
  for (const item of poll.params.pollItems) if (item.voted) ids.add(item.pollItemId);
  return ids;
}

/** Why the option cannot be chosen now, or null when it can. */
export function disabledReason(poll: Poll, item: PollItem, voted: Set<number>): DisabledReason | null {
  if (poll.status === 'visible_only') return 'closed';
  if (voted.has(item.pollItemId)) return 'alreadyVoted';
  if (poll.type === 'singleChoice' && voted.size > 0 && !poll.params.canChangeVote) return 'voteFixed';
  const limit = poll.params.placeableVotesCount;
  if (poll.type === 'multipleChoice' && limit !== null && limit !== undefined && voted.size >= limit) {
    return 'limitReached';
  }
  return null;
}

/** §5 "Poll percentages are shown to one decimal place": the share of all votes, 0 when nobody voted. */
export function percentage(votes: number, totalVotes: number): number {
  if (totalVotes <= 0) return 0;
  return Math.round((votes / totalVotes) * 1000) / 10;
}

/** §9 "Word cloud font sizes 20 to 60": linear between the rarest and the most frequent word. */
export function wordFontSize(value: number, min: number, max: number): number {
  if (max <= min) return WORD_CLOUD_FONT_SIZE_MAX_PX;
  const share = (value - min) / (max - min);
  return Math.round(WORD_CLOUD_FONT_SIZE_MIN_PX + share * (WORD_CLOUD_FONT_SIZE_MAX_PX - WORD_CLOUD_FONT_SIZE_MIN_PX));
}
