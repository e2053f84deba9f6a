// The transport of apiType 'rest' (portal.md §7 "Static mode"): answers the elements' GraphQL operations from JSON
// files and a small REST surface under one base URL, so no element knows which mode it runs in.
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { GraphQLError, Kind } from 'graphql';
import { randomUuid } from '../../session/session-store';
import { ErrorCode } from '../error-codes';
import {
  STATIC_ROUTES,
  StaticNotFoundError,
  type StaticEnvironment,
  type StaticRoute,
  type Variables,
} from './static-routes';
import { elementStorage } from '../../storage/element-storage';

/** extensions.code of an operation a static site cannot answer (a form, a login with a password, ...). */
export const STATIC_UNAVAILABLE_CODE = 'STATIC_MODE_UNAVAILABLE';

export interface StaticLinkOptions {
  /** The folder of the JSON files and the REST surface; a trailing slash is added when missing. */
  baseUrl: string;
  fetch?: typeof fetch;
  env?: StaticEnvironment;
  logger?: Pick<Console, 'warn'>;
}

/** An HTTP failure, shaped like Apollo's ServerError so the retry link leaves 4xx answers alone. */
class StaticHttpError extends Error {
  constructor(
    readonly statusCode: number,
    url: string,
  ) {
    super(`${url} answered ${statusCode}`);
  }
}

export function staticBaseUrl(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

export function createStaticLink({
  baseUrl,
  fetch: fetchImpl = (input, init) => fetch(input, init),
  env = { storage: elementStorage('localStorage', baseUrl), randomId: randomUuid },
  logger = console,
}: StaticLinkOptions): ApolloLink {
  const base = staticBaseUrl(baseUrl);
  const refusedPosts = new Set<string>();

  async function answer(route: StaticRoute, variables: Variables): Promise<unknown> {
    switch (route.kind) {
      case 'file': {
        const url = new URL(route.file(variables), base).href;
        const json = await readJson(await fetchImpl(url, { credentials: 'same-origin' }), url);
        return route.pick ? route.pick(json, variables, env) : json;
      }
      case 'get': {
        const url = new URL(route.path, base).href;
        return readJson(await fetchImpl(url, { credentials: 'include' }), url);
      }
      case 'post': {
        const url = new URL(route.path, base).href;
        if (refusedPosts.has(url)) return route.answer;
        const response = await fetchImpl(url, postInit(route.body(variables)));
        // A plain static server refuses POSTs (405, or 404 when nothing is there): the site works without them, and
        // stops sending what was refused rather than fail a request every minute.
        if (!response.ok) {
          refusedPosts.add(url);
          logger.warn(`[foyer] static mode: ${url} answered ${response.status}; such calls are no longer sent.`);
        }
        return route.answer;
      }
      case 'local':
        return route.answer(variables, env);
    }
  }

  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        let active = true;
        resultOf(operation, answer).then(
          (result) => {
            if (!active) return;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            if (active) observer.error(error);
          },
        );
        return () => {
          active = false;
        };
      }),
  );
}

/**
 * A mutation that must outlive the page (leaveStream on pagehide): the same POST as the link, with fetch keepalive.
 * Operations without a REST call are dropped: nothing is waiting for them.
 */
export function sendStaticKeepalive(baseUrl: string, operationName: string, variables: Variables): void {
  const route = STATIC_ROUTES[operationName];
  if (route?.kind !== 'post') return;
  void fetch(new URL(route.path, staticBaseUrl(baseUrl)), {
    ...postInit(route.body(variables)),
    keepalive: true,
  }).catch(() => undefined);
}

async function resultOf(
  operation: Operation,
  answer: (route: StaticRoute, variables: Variables) => Promise<unknown>,
): Promise<FetchResult> {
  const field = rootFieldOf(operation);
  const route = STATIC_ROUTES[operation.operationName];
  if (route === undefined) {
    return failure(`${operation.operationName} is not available in static mode`, STATIC_UNAVAILABLE_CODE);
  }
  try {
    return { data: { [field]: await answer(route, operation.variables) } };
  } catch (error) {
    if (error instanceof StaticNotFoundError) return failure(error.message, ErrorCode.NotFound);
    if (error instanceof StaticHttpError && error.statusCode === 404) return failure(error.message, ErrorCode.NotFound);
    throw error;
  }
}

function failure(message: string, code: string): FetchResult {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** The response key of the operation's one root field, e.g. getWelcome (or its alias). */
function rootFieldOf(operation: Operation): string {
  const [selection] = getMainDefinition(operation.query).selectionSet.selections;
  if (selection?.kind !== Kind.FIELD) return operation.operationName;
  return selection.alias?.value ?? selection.name.value;
}

/** Credentials go along as cookies only: a local session's token proves nothing to a server. */
function postInit(body: Variables): RequestInit {
  return {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

async function readJson(response: Response, url: string): Promise<unknown> {
  if (!response.ok) throw new StaticHttpError(response.status, url);
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new Error(`${url} is not valid JSON: ${(error as Error).message}`);
  }
}
