// A query an element shows before Apollo Client has loaded (decision 0015): the first answer comes through the
// transport alone (api-transport.ts); then Apollo loads, the answer seeds its cache as it is, and Apollo's watched
// query takes over (polling, refetches, the cache the element's other parts share).
import type { ApolloClient, NormalizedCacheObject, ObservableQuery, Unmasked } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '../config/config-context';
import { apiRequest } from './api-request';
import type { ApiErrorLike } from './api-transport';
import { whenIdle } from '../element/when-idle';
import { loadApiClient, loadedApiClient } from './with-apollo';

export interface ApiQueryOptions<TVariables> {
  variables?: TVariables;
  /** Sends nothing while true (Apollo's skip). */
  skip?: boolean;
  /** Asks again every pollInterval ms once Apollo has taken over (Apollo's pollInterval). */
  pollInterval?: number;
}

export interface ApiQueryResult<TData> {
  data: TData | undefined;
  /** True until the first answer (data or error) of these variables. */
  loading: boolean;
  error: ApiErrorLike | undefined;
  refetch(): void;
}

interface Shown<TData> {
  key: string;
  data?: TData;
  error?: ApiErrorLike;
  loading: boolean;
}

type Client = ApolloClient<NormalizedCacheObject>;

/**
 * The first answers of the page's queries that are not on screen yet, of every element (the elements of a page share
 * this module, in the element-api chunk). Apollo's 44 KB load once none is left: an idle moment between two polls'
 * answers had Apollo load before the other polls showed their options, 138.1 KB instead of 94.9 KB (issue 32).
 */
const firstAnswersAwaited = new Set<symbol>();
const waitingForFirstAnswers = new Set<() => void>();

/** Registers a first answer on its way; the function returned says it is on screen (or no longer awaited). */
function awaitFirstAnswer(): () => void {
  const answer = Symbol('first answer');
  firstAnswersAwaited.add(answer);
  return () => {
    if (!firstAnswersAwaited.delete(answer) || firstAnswersAwaited.size > 0) return;
    for (const resume of [...waitingForFirstAnswers]) resume();
  };
}

/**
 * Runs `task` once every first answer of the page is on screen: after the next paint (an animation frame runs just
 * before it), in an idle moment. Returns the cancel.
 */
function afterFirstAnswers(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  const resume = () => {
    waitingForFirstAnswers.delete(resume);
    // A hidden tab paints no frames: it waits for the idle moment alone.
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      cancel = whenIdle(task);
      return;
    }
    const frame = requestAnimationFrame(() => {
      cancel = whenIdle(task);
    });
    cancel = () => cancelAnimationFrame(frame);
  };
  if (firstAnswersAwaited.size === 0) resume();
  else {
    waitingForFirstAnswers.add(resume);
    cancel = () => void waitingForFirstAnswers.delete(resume);
  }
  return () => cancel();
}

/** useQuery's result for what the element renders first, without waiting for Apollo Client. */
export function useApiQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, pollInterval = 0 }: ApiQueryOptions<TVariables> = {},
): ApiQueryResult<TData> {
  const { apiUrl, apiType } = useConfig();
  const variablesKey = JSON.stringify(variables ?? {});
  const key = `${apiType} ${apiUrl} ${variablesKey} ${skip}`;
  const [shown, setShown] = useState<Shown<TData>>({ key, loading: !skip });
  const refetchNow = useRef<() => void>(() => undefined);
  // Apollo loads once the first answer is on screen and the browser is idle: not while the answer, or those of the
  // other elements of the page, are still on their way there.
  const handOver = useRef<(() => void) | undefined>(undefined);
  const firstAnswerShown = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const start = handOver.current;
    if (start === undefined || shown.key !== key || shown.loading) return;
    // The first answer of these variables is on screen (handOver is set just before it is shown).
    firstAnswerShown.current?.();
    firstAnswerShown.current = undefined;
    return afterFirstAnswers(() => {
      if (handOver.current !== start) return;
      handOver.current = undefined;
      start();
    });
  }, [key, shown]);

  useEffect(() => {
    if (skip) return;
    const target = { apiUrl, apiType };
    const vars = JSON.parse(variablesKey) as TVariables;
    let closed = false;
    let watched: { query: ObservableQuery<TData, TVariables>; subscription: { unsubscribe(): void } } | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const show = (next: Omit<Shown<TData>, 'key'>) => {
      if (!closed) setShown({ key, ...next });
    };

    /** Watches again after pollInterval ms (a watch that starts sooner, by a refetch, ends the wait). */
    const watchLater = (client: Client) => {
      retry = setTimeout(() => watch(client, 'network-only'), pollInterval);
    };
    // Apollo's watched query; after an error (which ends it) the next poll or refetch watches again.
    const watch = (client: Client, fetchPolicy: 'cache-first' | 'network-only') => {
      if (closed) return;
      clearTimeout(retry);
      watched?.subscription.unsubscribe();
      const query = client.watchQuery({
        query: document,
        variables: vars,
        fetchPolicy,
        nextFetchPolicy: 'network-only',
        pollInterval: pollInterval || undefined,
        notifyOnNetworkStatusChange: false,
      });
      const subscription = query.subscribe({
        // A result without data or error is Apollo still asking: what is on screen stays.
        next: ({ data, error }) => {
          if (data !== undefined || error !== undefined) show({ data, error, loading: false });
        },
        error: (error: ApiErrorLike) => {
          show({ error, loading: false });
          watched = undefined;
          if (pollInterval) watchLater(client);
        },
      });
      watched = { query, subscription };
    };

    // Apollo's client once it is there: from the start when it has loaded before, else from the hand-over.
    let apollo = loadedApiClient(target);
    const handOverTo = async (data: TData | undefined) => {
      // Without Apollo (its chunk failed to load) the element goes on with what it has; a refetch asks again.
      const client = await loadApiClient(target).catch(() => undefined);
      if (closed || !client) return;
      apollo = client;
      if (data === undefined) {
        if (pollInterval) watchLater(client);
        return;
      }
      // The answer of the same text Apollo sends (__typename included), so it is a complete cache entry.
      client.writeQuery({ query: document, variables: vars, data: data as Unmasked<TData> });
      watch(client, 'cache-first');
    };
    // The transport's answer; the first one also hands over to Apollo once it is on screen (the effect above).
    const ask = (first: boolean) =>
      apiRequest(target, document, vars).then(
        (data) => {
          if (first && !closed) handOver.current = () => void handOverTo(data);
          show({ data, loading: false });
        },
        (error: ApiErrorLike) => {
          if (first && !closed) handOver.current = () => void handOverTo(undefined);
          show({ error, loading: false });
        },
      );
    refetchNow.current = () => {
      if (watched) void watched.query.refetch().catch(() => undefined);
      else if (apollo) watch(apollo, 'network-only');
      else void ask(false);
    };
    if (apollo) watch(apollo, 'network-only');
    else {
      firstAnswerShown.current = awaitFirstAnswer();
      void ask(true);
    }
    return () => {
      closed = true;
      firstAnswerShown.current?.();
      firstAnswerShown.current = undefined;
      handOver.current = undefined;
      clearTimeout(retry);
      watched?.subscription.unsubscribe();
    };
  }, [apiUrl, apiType, document, variablesKey, skip, pollInterval, key]);

  const refetch = useCallback(() => refetchNow.current(), []);
  // Until the effect of new variables has run, what is shown is the loading state of those variables.
  const current = shown.key === key ? shown : { key, loading: !skip };
  return { data: current.data, loading: current.loading, error: current.error, refetch };
}
