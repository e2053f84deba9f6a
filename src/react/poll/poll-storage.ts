// §3-§4: the visitor's votes, kept in local storage under poll_{code} as a list of { pollItemId, token, date }.
import { pollStorageKey } from '../core/constants';
import type { KeyValueStorage } from '../core/storage/element-storage';

export interface StoredVote {
  /** null for a word-cloud answer. */
  pollItemId: number | null;
  token: string | null;
  /** ISO date-time of the vote. */
  date: string;
}

function isStoredVote(value: unknown): value is StoredVote {
  if (typeof value !== 'object' || value === null) return false;
  const vote = value as Record<string, unknown>;
  return (
    (vote['pollItemId'] === null || typeof vote['pollItemId'] === 'number') &&
    (vote['token'] === null || typeof vote['token'] === 'string') &&
    typeof vote['date'] === 'string' &&
    !Number.isNaN(Date.parse(vote['date']))
  );
}

/**
 * The stored votes of a poll. §4: votes dated before the poll's lastClearDate are discarded (and removed from
 * storage); anything unreadable counts as no vote.
 */
export function readStoredVotes(storage: KeyValueStorage, code: string, lastClearDate: string | null): StoredVote[] {
  const key = pollStorageKey(code);
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    parsed = [];
  }
  const votes = Array.isArray(parsed) ? parsed.filter(isStoredVote) : [];
  const cleared = lastClearDate === null ? null : Date.parse(lastClearDate);
  const current = cleared === null ? votes : votes.filter((vote) => Date.parse(vote.date) >= cleared);
  if (current.length !== votes.length || !Array.isArray(parsed) || votes.length !== parsed.length) {
    if (current.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(current));
  }
  return current;
}

/** Stores a vote; §4 "singleChoice: a new vote replaces the earlier stored one". */
export function storeVote(storage: KeyValueStorage, code: string, vote: StoredVote, replace: boolean): StoredVote[] {
  const key = pollStorageKey(code);
  const earlier = replace ? [] : readStoredVotes(storage, code, null);
  const votes = [...earlier, vote];
  storage.setItem(key, JSON.stringify(votes));
  return votes;
}
