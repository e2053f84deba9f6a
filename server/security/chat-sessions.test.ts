// Chat sockets end with their portal session (issue 11): logout, account deletion and a newer single-session login
// close every /chat socket of that session, in this process and, through the bus, in the others; the chat token
// is refused from then on. Two apps over one store and bus stand for two server processes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES } from '../chat/chat-codes.js';
import { importEvent } from '../event-file/import-event.js';
import { connectChat, startChatServers, type ChatServers } from '../test-support/chat-clients.js';
import { CUSTOMER, gatedEvent } from '../test-support/gated-events.js';
import { dialects } from '../test-support/stores.js';

/** WebSocket close code 1008 (policy violation), as use-chat.ts closes an ended session's sockets. */
const CLOSE_POLICY = 1008;
const EMAILS = ['logout@example.org', 'delete@example.org', 'single@example.org'];

describe.each(dialects)('chat sockets of an ended session on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-chat-sessions-'));
    servers = await startChatServers(dialect, { apps: 2, dataDir });
    await importEvent(
      servers.store.db,
      await gatedEvent({ loginType: 'emailLogin', sessionMode: 'oneSessionOnly', customers: EMAILS }),
    );
  });
  afterAll(async () => {
    await servers.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function login(email: string): Promise<{ portalToken: string; chatToken: string }> {
    const session = await servers.graphql(
      `{ customerLogin(email: "${email}", password: "${CUSTOMER.password}") { token } }`,
    );
    const portalToken = (session.data?.['customerLogin'] as { token: string }).token;
    const chat = await servers.graphql('{ getCometChatToken { token } }', portalToken);
    return { portalToken, chatToken: (chat.data?.['getCometChatToken'] as { token: string }).token };
  }

  /** One socket on each app, both logged in with the chat token. */
  async function socketsOn(chatToken: string) {
    return Promise.all(servers.urls.map((url) => connectChat(url, chatToken)));
  }

  async function expectChatTokenRefused(chatToken: string) {
    const client = await connectChat(servers.urls[0] ?? '');
    const again = await client.request({ type: 'login', token: chatToken });
    expect(again.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
    client.close();
  }

  it('closes them on logout, in both processes, and refuses the chat token afterwards', async () => {
    const { portalToken, chatToken } = await login('logout@example.org');
    const sockets = await socketsOn(chatToken);
    expect((await sockets[0]?.request({ type: 'users', limit: 10 }))?.ok).toBe(true);
    await servers.graphql('mutation { customerLogout }', portalToken);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([CLOSE_POLICY, CLOSE_POLICY]);
    await expectChatTokenRefused(chatToken);
  });

  it('closes them when the account is deleted', async () => {
    const { portalToken, chatToken } = await login('delete@example.org');
    const sockets = await socketsOn(chatToken);
    const deleted = await servers.graphql(
      `mutation { deleteCurrentCustomer(password: "${CUSTOMER.password}") }`,
      portalToken,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([CLOSE_POLICY, CLOSE_POLICY]);
    await expectChatTokenRefused(chatToken);
  });

  it('closes them when a newer single-session login replaces the session, and keeps the new one open', async () => {
    const first = await login('single@example.org');
    const sockets = await socketsOn(first.chatToken);
    const second = await login('single@example.org');
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([CLOSE_POLICY, CLOSE_POLICY]);
    await expectChatTokenRefused(first.chatToken);
    const current = await connectChat(servers.urls[1] ?? '', second.chatToken);
    expect((await current.request({ type: 'users', limit: 10 })).ok).toBe(true);
    current.close();
  });
});

describe.each(dialects)('chat sockets of a session the event stops admitting on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-chat-gate-'));
    servers = await startChatServers(dialect, { dataDir });
  });
  afterAll(async () => {
    await servers.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the next frame and closes once the operator turns an open event into an e-mail event', async () => {
    const visitor = await servers.newVisitor();
    const client = await connectChat(servers.urls[0] ?? '', visitor.chatToken);
    expect((await client.request({ type: 'users', limit: 10 })).ok).toBe(true);
    await importEvent(servers.store.db, await gatedEvent({ loginType: 'emailLogin' }));
    // The event's gate is read through a two-second cache: ask until the change shows, at most 10 s.
    let answer = await client.request({ type: 'users', limit: 10 });
    for (let attempt = 0; answer.ok && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await client.request({ type: 'users', limit: 10 });
    }
    expect(answer.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
    expect(await client.closed).toBe(CLOSE_POLICY);
  });
});
