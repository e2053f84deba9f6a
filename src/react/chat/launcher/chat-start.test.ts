import { parse, print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ChatTokenDocument } from './chat-token.operations.generated';
import { FakeChatService, fakeUser } from '../test-support/fake-chat-service';
import { defaultChatUrl, startChat } from './chat-start';
import { CHAT_TOKEN_QUERY } from './chat-token';

const me = fakeUser('me', 'Mia');
const storage = (token: string | null) => ({ getItem: (key: string) => (key === 'token' ? token : null) });

describe('chat start (chat-widget.md §4 lifecycle, §8 init or login failure)', () => {
  it('logs in with the token the host page gives', async () => {
    const service = new FakeChatService({ me });
    const started = await startChat({ provider: 'foyer', service, token: 'host-token', apiUrl: '/graphql' });
    expect(started?.me).toEqual(me);
    expect(service.calls).toContain('login:host-token');
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
    expect(service.calls).toContain('login:chat-token');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer session-jwt');
  });

  it('logs and answers null without a session, on an API error and on a login failure', async () => {
    const logger = { error: vi.fn() };
    const service = new FakeChatService({ me });
    expect(await startChat({ provider: 'foyer', service, apiUrl: '/g', storage: storage(null) }, logger)).toBeNull();
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

  it('skips the login of a service that is already logged in', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    expect((await startChat({ provider: 'foyer', service, apiUrl: '/g' }))?.me).toEqual(me);
    expect(service.calls.some((call) => call.startsWith('login'))).toBe(false);
  });

  it('derives the chat url from the API origin, the page origin for a relative api-url', () => {
    expect(defaultChatUrl('/graphql', 'https://event.example.org/page/1')).toBe('wss://event.example.org/chat');
    expect(defaultChatUrl('/graphql', 'http://localhost:3000/')).toBe('ws://localhost:3000/chat');
    // A host page elsewhere that points api-url at Foyer talks to Foyer's chat.
    expect(defaultChatUrl('https://foyer.example.org/graphql', 'https://shop.example.com/')).toBe(
      'wss://foyer.example.org/chat',
    );
  });

  it('sends the token query codegen checked against the schema (chat-token.operations.graphql)', () => {
    expect(print(parse(CHAT_TOKEN_QUERY))).toBe(print(ChatTokenDocument));
  });
});
