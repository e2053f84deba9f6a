// A poll's parameters as stored (JSON text in polls.params), written only from the validated event file.
import type { PollDefinition } from '../../event-file/sections/polls.js';

export interface StoredPollParams {
  title: string | null;
  description: string | null;
  image: string | null;
  canChangeVote: boolean;
  showTotal: boolean;
  isAbsolute: boolean;
  placeableVotesCount: number | null;
  showCustomersVotedCount: boolean;
  hideVotes: boolean;
  charLimit: boolean;
  charLimitCount: number | null;
  allowMultipleAnswers: boolean;
  padding: number | null;
  colors: string[];
}

export function toStoredParams(poll: PollDefinition): StoredPollParams {
  return {
    title: poll.title ?? null,
    description: poll.description ?? null,
    image: poll.image ?? null,
    canChangeVote: poll.canChangeVote,
    showTotal: poll.showTotal,
    isAbsolute: poll.isAbsolute,
    placeableVotesCount: poll.placeableVotesCount ?? null,
    showCustomersVotedCount: poll.showCustomersVotedCount,
    hideVotes: poll.hideVotes,
    charLimit: poll.charLimit,
    charLimitCount: poll.charLimitCount ?? null,
    allowMultipleAnswers: poll.allowMultipleAnswers,
    padding: poll.padding ?? null,
    colors: poll.colors,
  };
}

export function readStoredParams(json: string): StoredPollParams {
  // Written by toStoredParams from a validated event file.
  return JSON.parse(json) as StoredPollParams;
}
