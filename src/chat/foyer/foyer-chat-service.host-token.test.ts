// A host site's user (POST /chat/tokens, docs/chat-service.md "Chat with your own users") through the adapter against
// the built server: when the token expires, the server ends the session, and the adapter logs in again with the
// token its renewToken gives, without being started again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, NodeWebSocket } from '../../../tests/support/chat-server.mjs';
import { startServer, type RunningServer } from '../../../tests/support/start-server.mjs';
import { CHAT_ERROR_CODES } from '../chat-service';
import { createFoyerChatService } from './foyer-chat-service';

const SERVER_KEY = 'adapter-test-key-'.padEnd(48, 'z');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { CHAT_SERVER_KEY: SERVER_KEY, TEST_CLOCK: 'on' } });
});

afterAll(async () => {
  await server?.stop();
});

async function hostToken(uid: string, name: string): Promise<{ token: string; expiresAt: string }> {
  const response = await fetch(`${server.url}/chat/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SERVER_KEY}` },
    body: JSON.stringify({ uid, name, ttlSeconds: 60 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; expiresAt: string };
}

async function moveClock(now: Date): Promise<void> {
  await fetch(`${server.url}/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
}

describe('the foyer adapter with a host token', () => {
  it('renews an expired token through renewToken and goes on', { timeout: 30_000 }, async () => {
    const first = await hostToken('adapter-user', 'Adapter User');
    let renewals = 0;
    const service = createFoyerChatService({
      url: chatSocketUrl(server.url),
      WebSocket: NodeWebSocket,
      renewToken: async () => {
        renewals += 1;
        return (await hostToken('adapter-user', 'Adapter User')).token;
      },
    });
    const me = await service.login(first.token);
    expect(me.name).toBe('Adapter User');
    try {
      await moveClock(new Date(Date.parse(first.expiresAt) + 1000));
      // The first request after the expiry is refused, and the server ends the socket.
      await expect(service.usersRequest({ limit: 5 }).fetchNext()).rejects.toMatchObject({
        code: CHAT_ERROR_CODES.unauthenticated,
      });
      await vi.waitFor(() => expect(renewals).toBe(1), { timeout: 10_000 });
      // Logged in again with the renewed token: requests are answered, as the same user.
      await expect(service.usersRequest({ limit: 5 }).fetchNext()).resolves.toBeInstanceOf(Array);
      expect((await service.getLoggedInUser())?.uid).toBe(me.uid);
    } finally {
      await moveClock(new Date());
      await service.logout();
    }
  });
});
