import { parse, print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_CODES, ChatError } from '../../../chat/chat-service';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { ChatTokenDocument } from './chat-token.operations.generated';
import { FakeChatService, fakeUser } from '../test-support/fake-chat-service';
import { defaultChatUrl, startChat, tokenRenewal } from './chat-start';
import { ANONYMOUS_LOGIN_QUERY, CHAT_TOKEN_QUERY } from './chat-token';

const me = fakeUser('me', 'Mia');
/** A storage holding the portal session's token, or none. */
function storage(token: string | null) {
  const values = new Map<string, string>(token === null ? [] : [['token', token]]);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
const expired = () => new ChatError(CHAT_ERROR_CODES.unauthenticated, 'The chat token is not valid');
/** A fetch answering each GraphQL field it is asked for from `answers`, recording the operation names. */
function graphqlFetcher(answers: Record<string, unknown>, asked: string[] = []) {
  return (async (_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    asked.push(operationName);
    const field = operationName === 'ChatToken' ? 'getCometChatToken' : 'customerAnonymousLogin';
    const answer = answers[field];
    return Response.json(
      answer instanceof Error
        ? { data: null, errors: [{ message: answer.message, extensions: { code: '403' } }] }
        : { data: { [field]: answer } },
    );
  }) as unknown as typeof fetch;
}

describe('chat start (chat-widget.md §4 lifecycle, §8 init or login failure)', () => {
  it('logs in with the token the host page gives', async () => {
    const service = new FakeChatService({ me });
    const started = await startChat({ provider: 'foyer', service, token: 'host-token', apiUrl: '/graphql' });
    expect(started?.me).toEqual(me);
    expect(service.callLog).toContain('login:host-token');
  });

  it('asks getCometChatToken with the portal session token otherwise', async () => {
    const service = new FakeChatService({ me });
    const fetcher = vi.fn(async () => Response.json({ data: { getCometChatToken: { token: 'chat-token' } } }));
    await startChat({
      provider: 'foyer',
      service,
      apiUrl: '/graphql',
      storage: storage('session-jwt'),
      fetcher: fetcher as unknown as typeof fetch,
    });
    expect(service.callLog).toContain('login:chat-token');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer session-jwt');
  });

  it('logs and answers null without a session, on an API error and on a login failure', async () => {
    const logger = { error: vi.fn() };
    const service = new FakeChatService({ me });
    const noAnonymous = graphqlFetcher({ customerAnonymousLogin: new Error('Anonymous login is not enabled') });
    expect(
      await startChat(
        { provider: 'foyer', service, apiUrl: '/g', storage: storage(null), fetcher: noAnonymous },
        logger,
      ),
    ).toBeNull();
    const refused = vi.fn(async () =>
      Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    expect(
      await startChat(
        {
          provider: 'foyer',
          service,
          apiUrl: '/g',
          storage: storage('x'),
          fetcher: refused as unknown as typeof fetch,
        },
        logger,
      ),
    ).toBeNull();
    service.fail('login');
    expect(await startChat({ provider: 'foyer', service, apiUrl: '/g', token: 't' }, logger)).toBeNull();
    service.heal('login');
    service.fail('init');
    expect(await startChat({ provider: 'foyer', service, apiUrl: '/g', token: 't' }, logger)).toBeNull();
    expect(await startChat({ provider: 'cometchat', apiUrl: '/g', token: 't' }, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(5);
  });

  it('asks the tokenProvider when no token is given', async () => {
    const service = new FakeChatService({ me });
    const provider = vi.fn(async () => 'provided-token');
    expect((await startChat({ provider: 'foyer', service, tokenProvider: provider, apiUrl: '/g' }))?.me).toEqual(me);
    expect(service.callLog).toContain('login:provided-token');
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('asks the tokenProvider again once when the service refuses the given or provided token', async () => {
    for (const token of ['expired-attribute-token', undefined]) {
      const service = new FakeChatService({ me });
      service.fail('login', expired());
      const provider = vi.fn(async () => {
        // The first provided token (when no attribute token came) is the refused one; the next one is good.
        if (token === undefined && provider.mock.calls.length === 1) return 'expired-provided-token';
        service.heal('login');
        return 'fresh-token';
      });
      const started = await startChat({ provider: 'foyer', service, token, tokenProvider: provider, apiUrl: '/g' });
      expect(started?.me).toEqual(me);
      expect(service.callLog.filter((call) => call.startsWith('login:'))).toEqual([
        `login:${token ?? 'expired-provided-token'}`,
        'login:fresh-token',
      ]);
    }
  });

  it('stops after one renewal: a provider whose tokens are refused, or that gives none, leaves the widget hidden', async () => {
    const logger = { error: vi.fn() };
    const service = new FakeChatService({ me });
    service.fail('login', expired());
    const provider = vi.fn(async () => 'still-expired');
    expect(await startChat({ provider: 'foyer', service, tokenProvider: provider, apiUrl: '/g' }, logger)).toBeNull();
    expect(provider).toHaveBeenCalledTimes(2);
    service.heal('login');
    const empty = vi.fn(async () => '');
    expect(await startChat({ provider: 'foyer', service, tokenProvider: empty, apiUrl: '/g' }, logger)).toBeNull();
    expect(String(logger.error.mock.calls[1]?.[1])).toContain('the tokenProvider gave no chat token');
    // Other failures are no refusal of the token: the provider is not asked again.
    service.fail('login');
    const once = vi.fn(async () => 'token');
    expect(await startChat({ provider: 'foyer', service, tokenProvider: once, apiUrl: '/g' }, logger)).toBeNull();
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('renews a token refused after a reconnect from the provider, or the portal session, never a fixed token', async () => {
    const provider = vi.fn(async () => 'renewed');
    expect(await tokenRenewal({ tokenProvider: provider, token: 'fixed', apiUrl: '/g' })?.()).toBe('renewed');
    expect(tokenRenewal({ token: 'fixed', apiUrl: '/g' })).toBeUndefined();
    const fetcher = graphqlFetcher({ getCometChatToken: { token: 'from-session' } });
    expect(await tokenRenewal({ apiUrl: '/g', storage: storage('session-jwt'), fetcher })?.()).toBe('from-session');
  });

  it('logs in anonymously without a session where the event allows it, and keeps that session', async () => {
    const service = new FakeChatService({ me });
    const asked: string[] = [];
    const kept = storage(null);
    const fetcher = graphqlFetcher(
      {
        customerAnonymousLogin: { customerId: '42', token: 'anonymous-jwt', alias: 'anonymous' },
        getCometChatToken: { token: 'anonymous-chat-token' },
      },
      asked,
    );
    const started = await startChat({ provider: 'foyer', service, apiUrl: '/g', storage: kept, fetcher });
    expect(started?.me).toEqual(me);
    expect(asked).toEqual(['customerAnonymousLogin', 'ChatToken']);
    expect(service.callLog).toContain('login:anonymous-chat-token');
    expect(kept.values.get('token')).toBe('anonymous-jwt');

    // Where the event admits no anonymous visitors, the error says what a host can do.
    const logger = { error: vi.fn() };
    const refused = graphqlFetcher({ customerAnonymousLogin: new Error('Anonymous login is not enabled') });
    const closed = {
      provider: 'foyer' as const,
      service: new FakeChatService({ me }),
      apiUrl: '/g',
      storage: storage(null),
      fetcher: refused,
    };
    expect(await startChat(closed, logger)).toBeNull();
    expect(String(logger.error.mock.calls[0]?.[1])).toContain(
      '403: Anonymous login is not enabled); see docs/embedding.md "Chat with your own users"',
    );
  });

  it('skips the login of a service that is already logged in', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    expect((await startChat({ provider: 'foyer', service, apiUrl: '/g' }))?.me).toEqual(me);
    expect(service.callLog.some((call) => call.startsWith('login'))).toBe(false);
  });

  it('derives the chat url from the API origin, the page origin for a relative api-url', () => {
    expect(defaultChatUrl('/graphql', 'https://event.example.org/page/1')).toBe('wss://event.example.org/chat');
    expect(defaultChatUrl('/graphql', 'http://localhost:3000/')).toBe('ws://localhost:3000/chat');
    // A host page elsewhere that points api-url at Foyer talks to Foyer's chat.
    expect(defaultChatUrl('https://foyer.example.org/graphql', 'https://shop.example.com/')).toBe(
      'wss://foyer.example.org/chat',
    );
  });

  it('sends the queries codegen checked against the schema (chat-token and portal operations)', () => {
    expect(print(parse(CHAT_TOKEN_QUERY))).toBe(print(ChatTokenDocument));
    expect(print(parse(ANONYMOUS_LOGIN_QUERY))).toBe(print(CustomerAnonymousLoginDocument));
  });
});
