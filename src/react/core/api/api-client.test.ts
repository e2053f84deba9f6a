// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '../session/session';
import { getApiClient } from './api-client';
import { onUnauthenticated } from './api-transport';
import { GetWelcomeDocument } from '../../portal/portal.operations.generated';

const API = 'https://api.example.test/graphql';
const REFUSED = { errors: [{ message: 'You need to be logged in', extensions: { code: 'UNAUTHENTICATED' } }] };

/** The server's answers, held until the test lets each one go. */
function holdAnswers() {
  const pending: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          pending.push(() => resolve(new Response(JSON.stringify(REFUSED), { status: 200 }))),
        ),
    ),
  );
  return { answer: () => pending.shift()?.() };
}

function login(token: string) {
  getSessionStore(API).login({ token, customerId: token, alias: 'anonymous' });
}

describe('the API client and UNAUTHENTICATED (portal.md §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    getSessionStore(API).logout();
  });

  it('reports a refusal of the session of now', async () => {
    const answers = holdAnswers();
    const refused = vi.fn();
    const stop = onUnauthenticated(refused);
    login('token-a');
    const query = getApiClient(API)
      .query({ query: GetWelcomeDocument })
      .catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answers.answer();
    await query;
    expect(refused).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a late refusal of a session that has already been replaced', async () => {
    const answers = holdAnswers();
    const refused = vi.fn();
    const stop = onUnauthenticated(refused);
    login('token-old');
    const query = getApiClient(API)
      .query({ query: GetWelcomeDocument })
      .catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    login('token-new');
    answers.answer();
    await query;
    expect(refused).not.toHaveBeenCalled();
    stop();
  });
});
