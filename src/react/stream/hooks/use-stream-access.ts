import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { GetStreamAccessDocument } from '../../core/session/customer.operations.generated';
import { STREAM_ACCESS_POLL_MS } from '../../core/constants';
import type { StreamAccessProblem } from '../stream-events';
import { useStreamEmit } from './use-stream-emit';

export type StreamAccessState = 'checking' | 'ok' | StreamAccessProblem;

/** §2 "Access check runs every 20 s", never from the cache; anything but ok is reported as event-stream-access. */
export function useStreamAccess(projectId: number, skip: boolean): StreamAccessState {
  const emit = useStreamEmit();
  const { data, error } = useQuery(GetStreamAccessDocument, {
    variables: { project: String(projectId) },
    skip,
    fetchPolicy: 'no-cache',
    pollInterval: STREAM_ACCESS_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const state: StreamAccessState = error ? 'error' : (data?.getStreamAccess ?? 'checking');

  useEffect(() => {
    if (state !== 'checking' && state !== 'ok') emit('event-stream-access', { result: state });
  }, [state, emit]);

  return state;
}
