import { useApolloClient, type ApolloError } from '@apollo/client';
import { useEffect, useState } from 'react';
import { ErrorCode, errorCodeOf } from '../../core/api/error-codes';
import { sendKeepalive } from '../../core/api/keepalive';
import { LeaveStreamDocument, PingStreamDocument } from '../stream.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { STREAM_PING_MS } from '../../core/constants';
import { useSessionStore } from '../../core/session/session';
import { useStreamEmit } from './use-stream-emit';

export type PresenceProblem = 'inUse' | 'badRequest' | null;

function problemOf(error: unknown): PresenceProblem {
  const apollo = error as Partial<ApolloError>;
  const graphQLError = apollo.graphQLErrors?.[0];
  const code = graphQLError ? errorCodeOf(graphQLError) : undefined;
  const status = (apollo.networkError as { statusCode?: number } | null | undefined)?.statusCode;
  if (code === ErrorCode.Conflict) return 'inUse';
  if (code === ErrorCode.BadUserInput || status === 400) return 'badRequest';
  return null;
}

/**
 * §4 presence: pingStream on mount and every 60 s, leaveStream on unmount and when the page closes; after a 409
 * nothing more is sent. A 400 is reported as event-stream-bad-request.
 */
export function useStreamPresence(code: string, enabled: boolean): PresenceProblem {
  const client = useApolloClient();
  const { apiUrl, apiType } = useConfig();
  const emit = useStreamEmit();
  const sessionStore = useSessionStore();
  const [problem, setProblem] = useState<PresenceProblem>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const ping = () =>
      client
        .mutate({
          mutation: PingStreamDocument,
          variables: { code, anonymousCustomerId: sessionStore.getSnapshot().anonymousCustomerId },
        })
        .catch((error: unknown) => {
          const found = problemOf(error);
          if (!found || stopped) return;
          stop();
          setProblem(found);
          if (found === 'badRequest') emit('event-stream-bad-request', { code, operation: 'ping' });
        });
    const leave = () =>
      sendKeepalive({ apiUrl, apiType }, LeaveStreamDocument, {
        code,
        anonymousCustomerId: sessionStore.getSnapshot().anonymousCustomerId,
      });
    // Back from the back-forward cache: the page was closed as far as the server knows.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void ping();
    };
    const timer = window.setInterval(() => void ping(), STREAM_PING_MS);
    function stop() {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
    }
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    void ping();
    return () => {
      if (stopped) return;
      stop();
      leave();
    };
  }, [enabled, code, client, apiUrl, apiType, emit, sessionStore]);

  return problem;
}
