import { describe, expect, it } from 'vitest';
import { disabledReason, percentage, votedItemIds, wordFontSize, type Poll } from './poll-rules';

function poll(overrides: Partial<Poll> = {}, params: Partial<Poll['params']> = {}): Poll {
  return {
    pollId: 1,
    code: 'p',
    type: 'singleChoice',
    status: 'active',
    lastClearDate: null,
    ...overrides,
    params: {
      title: null,
      description: null,
      image: null,
      canChangeVote: false,
      showTotal: false,
      isAbsolute: false,
      totalVotes: 0,
      voted: false,
      placeableVotesCount: null,
      showCustomersVotedCount: false,
      customersVoted: 0,
      hideVotes: false,
      pollItems: [1, 2, 3].map((id) => ({
        pollItemId: id,
        label: `Item ${id}`,
        image: null,
        status: 'active',
        sequenceId: id,
        votes: 0,
        voted: false,
      })),
      words: [],
      charLimit: false,
      charLimitCount: null,
      allowMultipleAnswers: false,
      padding: null,
      colors: [],
      ...params,
    },
  };
}
const item = (target: Poll, index: number) => target.params.pollItems[index]!;
const date = '2025-06-01T12:00:00.000Z';

describe('disabledReason', () => {
  it('enables every option of an open poll without votes', () => {
    const open = poll();
    expect(open.params.pollItems.map((entry) => disabledReason(open, entry, new Set()))).toEqual([null, null, null]);
  });

  it('disables every option of a visible_only poll', () => {
    const closed = poll({ status: 'visible_only' });
    expect(disabledReason(closed, item(closed, 0), new Set())).toBe('closed');
  });

  it('disables the option already voted, the others only when the single-choice vote may not change', () => {
    const fixed = poll();
    const voted = new Set([1]);
    expect(disabledReason(fixed, item(fixed, 0), voted)).toBe('alreadyVoted');
    expect(disabledReason(fixed, item(fixed, 1), voted)).toBe('voteFixed');
    const changeable = poll({}, { canChangeVote: true });
    expect(disabledReason(changeable, item(changeable, 1), voted)).toBeNull();
  });

  it('disables the rest of a multiple-choice poll once placeableVotesCount is reached', () => {
    const multi = poll({ type: 'multipleChoice' }, { placeableVotesCount: 2 });
    expect(disabledReason(multi, item(multi, 1), new Set([1]))).toBeNull();
    expect(disabledReason(multi, item(multi, 2), new Set([1, 2]))).toBe('limitReached');
  });
});

describe('votedItemIds', () => {
  it('joins the locally stored votes and the ones the server reports', () => {
    const withServerVote = poll();
    withServerVote.params.pollItems[2] = { ...item(withServerVote, 2), voted: true };
    expect(votedItemIds(withServerVote, [{ pollItemId: 1, token: 't', date }])).toEqual(new Set([1, 3]));
  });
});

describe('percentage', () => {
  it('rounds to one decimal place and is 0 without votes', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('wordFontSize', () => {
  it('scales from 20 px for the rarest to 60 px for the most frequent word', () => {
    expect(wordFontSize(1, 1, 5)).toBe(20);
    expect(wordFontSize(5, 1, 5)).toBe(60);
    expect(wordFontSize(3, 1, 5)).toBe(40);
    expect(wordFontSize(4, 4, 4)).toBe(60);
  });
});
