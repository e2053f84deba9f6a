// POST /chat/tokens on SQLite and PostgreSQL: a host site's server gets chat tokens for its own users with the
// server key; the /chat socket takes them, shows the users like others, and refuses them once expired.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat, startChatServers, type ChatServers, type RawChatClient } from '../test-support/chat-clients.js';
import { dialects } from '../test-support/stores.js';
import { createTestApp, tokenPayload } from '../test-support/test-app.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';
import { HOST_TOKEN_TTL, HOST_TOKENS_PATH } from './host-chat-tokens.js';

const KEY = 'host-server-key-'.padEnd(48, 'k');
const PUBLIC_URL = 'https://event.example.org';

describe.each(dialects)('host chat tokens on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  async function ask(body: unknown, key: string | null = KEY) {
    const response = await fetch(`${servers.urls[0]}${HOST_TOKENS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        token?: string;
        expiresAt?: string;
        error?: { code: string; message: string };
      },
    };
  }

  async function connect(token: string) {
    const client = await connectChat(servers.urls[0]!);
    clients.push(client);
    return { client, login: await client.request({ type: 'login', token }) };
  }

  async function moveClock(now: Date) {
    await fetch(`${servers.urls[0]}/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: now.toISOString() }),
    });
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-host-chat-'));
    servers = await startChatServers(dialect, {
      dataDir,
      env: { CHAT_SERVER_KEY: KEY, TEST_CLOCK: 'on', PUBLIC_URL },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a missing or wrong server key with 401, and a chat or session token is no key', async () => {
    const body = { uid: 'u-1', name: 'Ada' };
    for (const key of [null, 'wrong', `${KEY}x`]) {
      const answer = await ask(body, key);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe('UNAUTHENTICATED');
    }
    const { chatToken } = await servers.newVisitor();
    expect((await ask(body, chatToken)).status).toBe(401);
  });

  it.each([
    [{ name: 'Ada' }, 'Bad request: uid: required, expected a text: your id of the user'],
    [{ uid: '', name: 'Ada' }, 'Bad request: uid: must not be empty'],
    [{ uid: 'a b', name: 'Ada' }, 'Bad request: uid: expected no spaces or control characters'],
    [{ uid: 'x'.repeat(129), name: 'Ada' }, 'Bad request: uid: expected at most 128 characters'],
    [{ uid: 'u', name: '   ' }, 'Bad request: name: must not be empty'],
    [{ uid: 'u', name: 'n'.repeat(101) }, 'Bad request: name: expected at most 100 characters'],
    [{ uid: 'u', name: 42 }, 'Bad request: name: required, expected a text: the name the chat shows'],
    [
      { uid: 'u', name: 'Ada', avatar: 'javascript:alert(1)' },
      'Bad request: avatar: expected an https:// address or a path on this server starting with a single /',
    ],
    [
      { uid: 'u', name: 'Ada', avatar: '//evil.example/a.png' },
      'Bad request: avatar: expected an https:// address or a path on this server starting with a single /',
    ],
    [
      { uid: 'u', name: 'Ada', avatar: 'http://plain.example/a.png' },
      'Bad request: avatar: expected an https:// address or a path on this server starting with a single /',
    ],
    [{ uid: 'u', name: 'Ada', ttlSeconds: 10 }, 'Bad request: ttlSeconds: expected at least 60 seconds'],
    [{ uid: 'u', name: 'Ada', ttlSeconds: 90_000 }, 'Bad request: ttlSeconds: expected at most 86400 seconds'],
    [{ uid: 'u', name: 'Ada', ttlSeconds: 60.5 }, 'Bad request: ttlSeconds: expected a whole number of seconds'],
    [{ uid: 'u', name: 'Ada', metadata: ['a'] }, 'Bad request: metadata: expected a JSON object'],
    [{ uid: 'u', name: 'Ada', metadata: 'dept' }, 'Bad request: metadata: expected a JSON object'],
    [
      { uid: 'u', name: 'Ada', metadata: { notes: 'x'.repeat(4096) } },
      'Bad request: metadata: expected at most 4096 characters of JSON',
    ],
    [
      { uid: 'u', name: 'Ada', metadata: { ['k'.repeat(101)]: 1 } },
      'Bad request: metadata: expected keys of 1 to 100 characters',
    ],
    [{ uid: 'u', name: 'Ada', metadata: { '': 1 } }, 'Bad request: metadata: expected keys of 1 to 100 characters'],
    [{ uid: 'u', name: 'Ada', userListing: 'some' }, 'Bad request: userListing: expected all or friends'],
    [
      { uid: 'u', name: 'Ada', role: 'admin' },
      'Bad request: unknown key: expected uid, name, avatar, metadata, userListing, ttlSeconds',
    ],
    [['u', 'Ada'], 'Bad request: expected a JSON object'],
    [{ uid: 'u', name: 'A\u0000da' }, 'name: Text must not contain the NUL character (U+0000)'],
  ])('answers 400 with a clear message to %j', async (body, message) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: CHAT_ERROR_CODES.invalidInput, message });
  });

  it('creates the chat user on first use, updates them later, and the socket shows them like any user', async () => {
    const metadata = { department: 'Mathematics', badges: ['analyst', 1843], links: { home: 'https://ada.example' } };
    const first = await ask({ uid: 'crm-1001', name: 'Ada Lovelace', avatar: '/demo/ada.png', metadata });
    expect(first.status).toBe(200);
    const token = first.body.token!;
    expect(tokenPayload(token)).toMatchObject({ aud: 'chat', kind: 'host' });
    expect(tokenPayload(token)['sid']).toBeUndefined();
    const expiresAt = Date.parse(first.body.expiresAt!);
    expect(expiresAt - Number(tokenPayload(token)['iat']) * 1000).toBe(HOST_TOKEN_TTL.defaultSeconds * 1000);

    const ada = await connect(token);
    expect(ada.login.ok).toBe(true);
    const me = (ada.login.result as { user: { uid: string; name: string; avatar?: string } }).user;
    expect(me).toMatchObject({
      name: 'Ada Lovelace',
      avatar: `${PUBLIC_URL}/demo/ada.png`,
      status: 'online',
      metadata,
    });
    const byId = await connect((await ask({ uid: 'crm-1003', name: 'Charles Babbage' })).body.token!);
    expect((await byId.client.request({ type: 'getUser', uid: me.uid })).result).toMatchObject({ metadata });

    // The same host user later: same chat user, new name and picture.
    const again = await ask({
      uid: 'crm-1001',
      name: 'Ada King',
      avatar: 'https://cdn.example.com/ada.png',
      ttlSeconds: 600,
    });
    expect(again.status).toBe(200);
    expect(tokenPayload(again.body.token!)['sub']).toBe(me.uid);
    expect(Date.parse(again.body.expiresAt!) - Number(tokenPayload(again.body.token!)['iat']) * 1000).toBe(600_000);

    // Another host user and an anonymous portal visitor see Ada in the user list, with her new name and picture.
    const grace = await connect((await ask({ uid: 'crm-1002', name: 'Grace Hopper' })).body.token!);
    const users = (await grace.client.request({ type: 'users', limit: 100, search: 'Ada' })).result as {
      uid: string;
      name: string;
      avatar?: string;
    }[];
    expect(users).toContainEqual(
      expect.objectContaining({ uid: me.uid, name: 'Ada King', avatar: 'https://cdn.example.com/ada.png' }),
    );
    // The host's latest word: no metadata sent, none kept.
    expect(users.find((user) => user.uid === me.uid)).not.toHaveProperty('metadata');
    const visitor = await servers.newVisitor();
    const portalClient = await connectChat(servers.urls[0]!, visitor.chatToken);
    clients.push(portalClient);
    const seen = (await portalClient.request({ type: 'users', limit: 100, search: 'Grace' })).result as {
      name: string;
    }[];
    expect(seen.map((user) => user.name)).toEqual(['Grace Hopper']);

    // A message from one host user reaches the other.
    const sent = await grace.client.request({ type: 'send', receiverId: me.uid, receiverType: 'user', text: 'Hi Ada' });
    expect(sent.ok).toBe(true);
    await ada.client.event('message', (data) => (data as { text?: string }).text === 'Hi Ada');
    // Ada's messages carry her picture, live and in the history (a fresh login picks up the new one).
    const adaAgain = await connect(again.body.token!);
    const graceUid = (grace.login.result as { user: { uid: string } }).user.uid;
    const reply = { type: 'send', receiverId: graceUid, receiverType: 'user', text: 'Hi Grace' };
    expect((await adaAgain.client.request(reply)).ok).toBe(true);
    const adaPicture = { uid: me.uid, name: 'Ada King', avatar: 'https://cdn.example.com/ada.png' };
    expect(
      await grace.client.event('message', (data) => (data as { text?: string }).text === 'Hi Grace'),
    ).toMatchObject({ sender: adaPicture });
    const history = (await grace.client.request({ type: 'messages', uid: me.uid })).result as { sender: unknown }[];
    expect(history.map((message) => message.sender)).toEqual([{ uid: graceUid, name: 'Grace Hopper' }, adaPicture]);

    // The host's own id is no chat uid, and a host token is no portal session.
    const session = await servers.graphql('query { getCurrentCustomer { alias } }', token);
    expect(session.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token at login and ends a socket whose token expired', async () => {
    const issued = await ask({ uid: 'crm-2001', name: 'Short Lived', ttlSeconds: 60 });
    const { client, login } = await connect(issued.body.token!);
    expect(login.ok).toBe(true);
    await moveClock(new Date(Date.parse(issued.body.expiresAt!) + 1000));
    try {
      const refused = await client.request({ type: 'users', limit: 10 });
      expect(refused.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
      expect(await client.closed).toBe(1008);
      const later = await connect(issued.body.token!);
      expect(later.login.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
      // A fresh token for the same user logs in again.
      const fresh = await connect((await ask({ uid: 'crm-2001', name: 'Short Lived' })).body.token!);
      expect(fresh.login.ok).toBe(true);
    } finally {
      await moveClock(new Date());
    }
  });
});

describe.each(dialects)('host chat tokens without CHAT_SERVER_KEY on %s', (dialect) => {
  it('answers 404: the endpoint is off', async () => {
    const testApp = await createTestApp(dialect, { importDemo: false });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: HOST_TOKENS_PATH,
        headers: { authorization: `Bearer ${KEY}` },
        payload: { uid: 'u', name: 'Ada' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Host chat routes are off: the server has no CHAT_SERVER_KEY' },
      });
    } finally {
      await testApp.close();
    }
  });
});
