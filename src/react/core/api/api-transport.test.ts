// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetWelcomeDocument, TrackDocument } from '../../portal/portal.operations.generated';
import { API_RETRY_MAX_ATTEMPTS } from '../constants';
import { getSessionStore } from '../session/session';
import { apiRequest } from './api-request';
import { ApiError, apiErrorCode, onApiFailure, onUnauthenticated } from './api-transport';

const API = 'https://api.example.test/graphql';
const TARGET = { apiUrl: API, apiType: 'graphql' } as const;
const WELCOME = { getWelcome: { title: 'Willkommen', subtitle: null, lines: [], modal: null, __typename: 'Welcome' } };

/** The server: each call answers the next of `answers` (a Response, or an Error for a failed network). */
function serve(...answers: Array<Response | Error>) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => {
    const next = answers.shift() ?? new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const sentBody = (call: [string, RequestInit]) => JSON.parse(String(call[1].body)) as Record<string, unknown>;
const sentHeaders = (call: [string, RequestInit]) => call[1].headers as Record<string, string>;

describe('the API transport (apiRequest, the path before Apollo Client)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    getSessionStore(API).logout();
  });

  it('sends the text Apollo would send (its __typename fields), the variables and the session token', async () => {
    const fetchMock = serve(json({ data: WELCOME }));
    getSessionStore(API).login({ token: 'token-a', customerId: 'c1', alias: 'anonymous' });
    await expect(apiRequest(TARGET, GetWelcomeDocument)).resolves.toEqual(WELCOME);
    const call = fetchMock.mock.calls[0]!;
    expect(call[0]).toBe(API);
    expect(sentBody(call)).toEqual({
      operationName: 'getWelcome',
      query: 'query getWelcome{getWelcome{title subtitle lines modal{title lines __typename}__typename}}',
      variables: {},
    });
    expect(sentHeaders(call)).toMatchObject({ Authorization: 'Bearer token-a', 'content-type': 'application/json' });
    expect(call[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('passes variables and extra headers (the account mails language)', async () => {
    const fetchMock = serve(json({ data: { track: true } }));
    await apiRequest(
      TARGET,
      TrackDocument,
      { event: 'visit', targetType: 'page', target: '/' },
      { 'X-Foyer-Language': 'en' },
    );
    const call = fetchMock.mock.calls[0]!;
    expect(sentBody(call)['variables']).toEqual({ event: 'visit', targetType: 'page', target: '/' });
    expect(sentHeaders(call)['X-Foyer-Language']).toBe('en');
  });

  it('tries a failed network and a 5xx again (§7) and answers once the server does', async () => {
    vi.useFakeTimers();
    const fetchMock = serve(new TypeError('Failed to fetch'), json({ message: 'down' }, 503), json({ data: WELCOME }));
    const request = apiRequest(TARGET, GetWelcomeDocument);
    await vi.runAllTimersAsync();
    await expect(request).resolves.toEqual(WELCOME);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("waits as long as a busy server's 503 asks (Retry-After) before trying again", async () => {
    vi.useFakeTimers();
    const busy = new Response('{}', { status: 503, headers: { 'retry-after': '7' } });
    const fetchMock = serve(busy, json({ data: WELCOME }));
    const request = apiRequest(TARGET, GetWelcomeDocument);
    // The §7 wait of a first retry is at most 600 ms; the server asked for 7 s.
    await vi.advanceTimersByTimeAsync(6_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(request).resolves.toEqual(WELCOME);
  });

  it(`gives up after ${API_RETRY_MAX_ATTEMPTS} attempts and tells the api-url's failure listeners`, async () => {
    vi.useFakeTimers();
    const failures = Array.from({ length: API_RETRY_MAX_ATTEMPTS + 1 }, () => new TypeError('Failed to fetch'));
    const fetchMock = serve(...failures);
    const reported = vi.fn();
    const stop = onApiFailure(API, reported);
    const request = apiRequest(TARGET, GetWelcomeDocument).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = (await request) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.networkError?.message).toBe('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(API_RETRY_MAX_ATTEMPTS);
    expect(reported).toHaveBeenCalledWith(API, 'Failed to fetch');
    stop();
  });

  it('never tries a 4xx again', async () => {
    const fetchMock = serve(json({ errors: [{ message: 'bad' }] }, 400));
    const stop = onApiFailure(API, () => undefined);
    const error = (await apiRequest(TARGET, GetWelcomeDocument).catch((failure: unknown) => failure)) as ApiError;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error.networkError as { statusCode?: number }).statusCode).toBe(400);
    stop();
  });

  it("rejects with the answer's GraphQL errors, their code readable as Apollo's are (§8)", async () => {
    serve(json({ data: null, errors: [{ message: 'Nicht gefunden', extensions: { code: '404' } }] }));
    const error = await apiRequest(TARGET, GetWelcomeDocument).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorCode(error)).toBe('404');
    expect((error as ApiError).message).toBe('Nicht gefunden');
  });

  it('tells UNAUTHENTICATED of the session of now, not of a session replaced while the request ran', async () => {
    const refused = vi.fn();
    const stop = onUnauthenticated(refused);
    const unauthenticated = {
      errors: [{ message: 'You need to be logged in', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    getSessionStore(API).login({ token: 'token-a', customerId: 'c1', alias: 'anonymous' });
    serve(json(unauthenticated));
    await apiRequest(TARGET, GetWelcomeDocument).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);

    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const late = apiRequest(TARGET, GetWelcomeDocument).catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    getSessionStore(API).login({ token: 'token-b', customerId: 'c1', alias: 'anonymous' });
    answer(json(unauthenticated));
    await late;
    expect(refused).toHaveBeenCalledTimes(1);
    stop();
  });
});
