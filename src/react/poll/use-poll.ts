// The data side of <event-poll>: the poll, polled every pollIntervall, the visitor's stored votes, and voting.
import { useCallback, useMemo, useState } from 'react';
import {
  AddWordToWordCloudDocument,
  GetSinglePollForFrontendDocument,
  PlacePollVoteFromFrontendDocument,
} from './poll.operations.generated';
import { ErrorCode } from '../core/api/error-codes';
import { apiErrorCode } from '../core/api/api-transport';
import { useApiQuery } from '../core/api/use-api-query';
import { loadApiClient } from '../core/api/with-apollo';
import { useConfig } from '../core/config/config-context';
import { useEnsureSession } from '../core/session/use-ensure-session';
import { useElementStorage } from '../core/storage/use-element-storage';
import type { Poll } from './poll-rules';
import { readStoredVotes, storeVote, type StoredVote } from './poll-storage';
import { useEmit } from '../core/element/host-context';
import type { PollVoteDetail } from './poll-events';

/** forbidden: the server refused by a rule (§8 403); failed: anything else. */
export type SendError = 'forbidden' | 'failed';

function sendErrorOf(error: unknown): SendError {
  return apiErrorCode(error) === ErrorCode.Forbidden ? 'forbidden' : 'failed';
}

export interface PollState {
  poll: Poll | undefined;
  loading: boolean;
  /** notFound: no poll has the code; failed: it could not be loaded. */
  loadError: 'notFound' | 'failed' | null;
  stored: StoredVote[];
  sending: boolean;
  sendError: SendError | null;
  vote(pollItemId: number): Promise<void>;
  /** Resolves true when the word was accepted. */
  sendWord(word: string): Promise<boolean>;
  reload(): void;
}

export function usePoll(code: string, refreshMs: number): PollState {
  // The options show from the first answer, before Apollo Client has loaded; votes go through Apollo (decision 0015).
  const config = useConfig();
  const { data, loading, error, refetch } = useApiQuery(GetSinglePollForFrontendDocument, {
    variables: { code },
    pollInterval: refreshMs,
    skip: code === '',
  });
  const poll = data?.getSinglePollForFrontend;
  const [storedVersion, setStoredVersion] = useState(0);
  const storage = useElementStorage('localStorage');
  const emit = useEmit();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<SendError | null>(null);

  // Read again when the poll (its lastClearDate) changes and after this element stored a vote (storedVersion).
  const { votes: stored } = useMemo(
    () => ({
      version: storedVersion,
      votes: poll ? readStoredVotes(storage, code, poll.lastClearDate) : [],
    }),
    [poll, code, storedVersion, storage],
  );

  const ensureSession = useEnsureSession();

  const send = useCallback(
    async (work: () => Promise<void>): Promise<boolean> => {
      setSendError(null);
      setSending(true);
      try {
        await ensureSession();
        await work();
        return true;
      } catch (failure) {
        setSendError(sendErrorOf(failure));
        return false;
      } finally {
        setSending(false);
        // §4: re-fetched after a vote, whatever its outcome.
        refetch();
      }
    },
    [ensureSession, refetch],
  );

  const vote = useCallback(
    async (pollItemId: number) => {
      if (!poll) return;
      await send(async () => {
        const client = await loadApiClient(config);
        const { data: placed } = await client.mutate({
          mutation: PlacePollVoteFromFrontendDocument,
          variables: { code, pollItemId, token: stored.at(-1)?.token ?? null },
        });
        const token = placed?.placePollVoteFromFrontend.token ?? null;
        const date = new Date().toISOString();
        storeVote(storage, code, { pollItemId, token, date }, poll.type === 'singleChoice');
        setStoredVersion((version) => version + 1);
        const option = poll.params.pollItems.find((item) => item.pollItemId === pollItemId)?.label ?? '';
        emit<PollVoteDetail>('event-poll-vote', { code, pollItemIds: [pollItemId], options: [option], word: null });
      });
    },
    [config, code, poll, send, stored, storage, emit],
  );

  const sendWord = useCallback(
    (word: string) =>
      send(async () => {
        const client = await loadApiClient(config);
        await client.mutate({ mutation: AddWordToWordCloudDocument, variables: { code, word } });
        const date = new Date().toISOString();
        storeVote(storage, code, { pollItemId: null, token: null, date }, false);
        setStoredVersion((version) => version + 1);
        emit<PollVoteDetail>('event-poll-vote', { code, pollItemIds: [], options: [], word });
      }),
    [config, code, send, storage, emit],
  );

  const loadCode = apiErrorCode(error);
  return {
    poll,
    loading: loading && !poll,
    loadError: poll ? null : error ? (loadCode === ErrorCode.NotFound ? 'notFound' : 'failed') : null,
    stored,
    sending,
    sendError,
    vote,
    sendWord,
    reload: refetch,
  };
}
