import { useQuery, type ApolloError } from '@apollo/client';
import { useEffect } from 'react';
import { ErrorCode, errorCodeOf } from '../../core/api/error-codes';
import { GetStreamDocument } from '../../core/api/stream-settings.operations.generated';
import type { StreamData } from '../stream-rules';
import { useStreamEmit } from './use-stream-emit';

export type StreamState =
  | { status: 'loading' }
  | { status: 'ready'; stream: StreamData }
  | { status: 'notFound' }
  | { status: 'inUse' }
  | { status: 'failed'; retry: () => void };

function codeOf(error: ApolloError | undefined): string | undefined {
  const graphQLError = error?.graphQLErrors[0];
  return graphQLError ? errorCodeOf(graphQLError) : undefined;
}

/** getStream (portal.md §7) and its errors: 404 is reported as event-stream-not-found, 409 shown as in use. */
export function useStream(
  { projectId, code, noSession }: { projectId: number; code: string | null; noSession: boolean },
  skip: boolean,
): StreamState {
  const emit = useStreamEmit();
  const { data, error, refetch } = useQuery(GetStreamDocument, {
    variables: { projectId, code, noSession },
    skip,
    fetchPolicy: 'no-cache',
  });
  const errorCode = codeOf(error);

  useEffect(() => {
    if (errorCode === ErrorCode.NotFound) emit('event-stream-not-found', { code });
  }, [errorCode, code, emit]);

  if (errorCode === ErrorCode.NotFound) return { status: 'notFound' };
  if (errorCode === ErrorCode.Conflict) return { status: 'inUse' };
  if (error) return { status: 'failed', retry: () => void refetch() };
  if (!data) return { status: 'loading' };
  return { status: 'ready', stream: data.getStream };
}
