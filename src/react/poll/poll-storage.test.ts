// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredVotes, storeVote } from './poll-storage';

describe('stored poll votes', () => {
  beforeEach(() => localStorage.clear());
  const vote = (pollItemId: number, date: string) => ({ pollItemId, token: `t${pollItemId}`, date });

  it('keeps votes under poll_{code} and replaces a single-choice vote', () => {
    storeVote(localStorage, 'p', vote(1, '2025-06-01T12:00:00Z'), true);
    storeVote(localStorage, 'p', vote(2, '2025-06-01T12:01:00Z'), true);
    expect(JSON.parse(localStorage.getItem('poll_p') ?? '')).toEqual([vote(2, '2025-06-01T12:01:00Z')]);
    storeVote(localStorage, 'p', vote(3, '2025-06-01T12:02:00Z'), false);
    expect(readStoredVotes(localStorage, 'p', null).map((entry) => entry.pollItemId)).toEqual([2, 3]);
  });

  it('discards votes older than lastClearDate and keeps later ones', () => {
    storeVote(localStorage, 'p', vote(1, '2025-06-01T12:00:00Z'), false);
    storeVote(localStorage, 'p', vote(2, '2025-06-01T14:00:00Z'), false);
    expect(readStoredVotes(localStorage, 'p', '2025-06-01T13:00:00Z')).toEqual([vote(2, '2025-06-01T14:00:00Z')]);
    expect(JSON.parse(localStorage.getItem('poll_p') ?? '')).toEqual([vote(2, '2025-06-01T14:00:00Z')]);
    expect(readStoredVotes(localStorage, 'p', '2025-06-01T15:00:00Z')).toEqual([]);
    expect(localStorage.getItem('poll_p')).toBeNull();
  });

  it('treats unreadable storage as no votes', () => {
    localStorage.setItem('poll_p', '{oops');
    expect(readStoredVotes(localStorage, 'p', null)).toEqual([]);
    localStorage.setItem('poll_p', JSON.stringify([{ pollItemId: 'x' }, vote(1, '2025-06-01T12:00:00Z')]));
    expect(readStoredVotes(localStorage, 'p', null)).toEqual([vote(1, '2025-06-01T12:00:00Z')]);
  });
});
