// How every element talks to a GraphQL API: one POST per operation, the session's token, portal.md §7's retries and
// §8's UNAUTHENTICATED. Apollo Client sends through it (api-client.ts) and so does an element's first request, before
// Apollo has loaded (apiRequest in api-request.ts, decision 0015): one transport, whichever client asks.
import type { GraphQLFormattedError } from 'graphql';
import { API_RETRY_INITIAL_DELAY_MS, API_RETRY_MAX_ATTEMPTS } from '../constants';
import { getSessionStore } from '../session/session';
import type { FoyerConfig } from '../config/config-types';
import { ErrorCode, errorCodeOf } from './error-codes';

/** Where an element's operations go: its API's URL and kind. */
export type ApiTarget = Pick<FoyerConfig, 'apiUrl' | 'apiType'>;

type UnauthenticatedListener = () => void;
/** Told when a request to an API failed on the network or with an HTTP error: the url and what went wrong. */
type ApiFailureListener = (url: string, reason: string) => void;

const unauthenticatedListeners = new Set<UnauthenticatedListener>();
const failureListeners = new Map<string, Set<ApiFailureListener>>();

/** An API address as every client keys it: absolute, against the page. */
export function absoluteApiUrl(apiUrl: string): string {
  return new URL(apiUrl, document.baseURI).href;
}

/** Called when the API answers UNAUTHENTICATED; the portal sends the visitor to /logout. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/**
 * Called when a request to this api-url fails before GraphQL answers (unreachable, 404, CORS): each element
 * reports it under its own tag. Returns the unsubscribe.
 */
export function onApiFailure(apiUrl: string, listener: ApiFailureListener): () => void {
  const url = absoluteApiUrl(apiUrl);
  const listeners = failureListeners.get(url) ?? new Set<ApiFailureListener>();
  failureListeners.set(url, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A GraphQL answer: its data and the errors of its fields. */
export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

/** No GraphQL answer came: the network failed or the server answered with an HTTP error (statusCode). */
export class ApiNetworkError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    /** How long the server asked us to wait before trying again (a busy server's 503 with Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiNetworkError';
  }
}

/**
 * A failed request as the elements read it, whichever client sent it: the errors GraphQL answered, or the network
 * failure. Apollo Client's ApolloError has the same two fields.
 */
export interface ApiErrorLike {
  message: string;
  graphQLErrors: readonly GraphQLFormattedError[];
  networkError: Error | null;
}

export class ApiError extends Error implements ApiErrorLike {
  readonly graphQLErrors: readonly GraphQLFormattedError[];
  readonly networkError: Error | null;

  constructor(graphQLErrors: readonly GraphQLFormattedError[], networkError: Error | null = null) {
    super(networkError?.message ?? graphQLErrors.map((error) => error.message).join('; '));
    this.name = 'ApiError';
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
  }
}

/** The code of the first GraphQL error of a failed request (portal.md §8), if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  const first = (error as Partial<ApiErrorLike> | null | undefined)?.graphQLErrors?.[0];
  return first ? errorCodeOf(first) : undefined;
}

export interface Operation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * Sends one operation to the GraphQL API at `uri` (absolute) with the session's token and answers its result (GraphQL
 * errors included). A network failure or a 5xx is tried again (§7: up to 5 attempts, 300 ms initial delay doubling,
 * with jitter); a 4xx never is. Told to the listeners: an UNAUTHENTICATED answer for the session of now, a request
 * that failed for good.
 */
export async function sendOperation(
  uri: string,
  operation: Operation,
  { headers = {}, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<GraphQLResult> {
  const sessionStore = getSessionStore(uri);
  let result: GraphQLResult | undefined;
  let sentToken: string | null = null;
  for (let attempt = 1; result === undefined; attempt++) {
    sentToken = sessionStore.getSnapshot().token;
    try {
      result = await post(
        uri,
        operation,
        { ...headers, ...(sentToken ? { Authorization: `Bearer ${sentToken}` } : {}) },
        signal,
      );
    } catch (failure) {
      const error = failure instanceof Error ? failure : new ApiNetworkError(String(failure));
      const status = error instanceof ApiNetworkError ? error.statusCode : undefined;
      const clientError = status !== undefined && status >= 400 && status < 500;
      if (signal?.aborted || clientError || attempt >= API_RETRY_MAX_ATTEMPTS) {
        if (!signal?.aborted) reportApiFailure(uri, operation.operationName, error);
        throw error;
      }
      const askedWait = error instanceof ApiNetworkError ? (error.retryAfterMs ?? 0) : 0;
      await delay(Math.max(retryDelay(attempt), askedWait), signal);
    }
  }
  for (const error of result.errors ?? []) {
    if (errorCodeOf(error) === ErrorCode.Unauthenticated) {
      // A late answer to a request of an ended session (the refused token was already replaced) says nothing about the
      // session of now: acting on it would log out the visitor who just logged in again.
      if (sentToken !== sessionStore.getSnapshot().token) continue;
      for (const listener of unauthenticatedListeners) listener();
    } else {
      console.error(`[foyer] ${operation.operationName}: ${error.message}`, error.extensions);
    }
  }
  return result;
}

async function post(
  uri: string,
  operation: Operation,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<GraphQLResult> {
  const response = await fetch(uri, {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json, application/json;q=0.9',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(operation),
    signal,
  });
  if (response.status >= 300) {
    throw new ApiNetworkError(
      `Response not successful: Received status code ${response.status}`,
      response.status,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || !('data' in body || 'errors' in body)) {
    throw new ApiNetworkError(`${uri} did not answer GraphQL`);
  }
  return body as GraphQLResult;
}

/** Tells the listeners of `uri` (or the console, when none listens) that a request failed for good. */
export function reportApiFailure(uri: string, operationName: string, error: Error): void {
  const listeners = failureListeners.get(uri);
  if (listeners?.size) for (const listener of listeners) listener(uri, error.message);
  else console.error(`[foyer] ${uri} ${operationName}: ${error.message}`);
}

/** The longest a Retry-After may hold a request back: a visitor waits no longer for one attempt. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * A Retry-After header (RFC 9110 §10.2.3: seconds, or an HTTP date) as a wait in ms, at most MAX_RETRY_AFTER_MS; a
 * shedding server sends it with its 503 (docs/scaling.md), so its visitors come back once it has caught up rather
 * than all at once.
 */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const wait = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(wait) && wait > 0 ? Math.min(wait, MAX_RETRY_AFTER_MS) : undefined;
}

/** The wait before attempt `attempt + 1`: 300 ms doubling, each a random share up to twice of it (§7 "jitter"). */
function retryDelay(attempt: number): number {
  return Math.random() * API_RETRY_INITIAL_DELAY_MS * 2 ** attempt;
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const abort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
