// Friends on SQLite and PostgreSQL: the host's server adds, lists and removes friends of its users with the server
// key (as CometChat's /users/{uid}/friends), and the users list shows friends only when asked or when the user's
// token says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat, startChatServers, type ChatServers, type RawChatClient } from '../test-support/chat-clients.js';
import { dialects } from '../test-support/stores.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';
import { FRIENDS_BOUNDS } from './host-chat-friends.js';
import { HOST_TOKENS_PATH } from './host-chat-tokens.js';

const KEY = 'host-server-key-'.padEnd(48, 'f');

describe.each(dialects)('host chat friends on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  async function call(method: string, path: string, body?: unknown, key: string | null = KEY) {
    const response = await fetch(`${servers.urls[0]}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A host user with a logged-in socket; `userListing` as the host asks for it. */
  async function hostUser(uid: string, name: string, userListing?: 'friends') {
    const issued = await call('POST', HOST_TOKENS_PATH, { uid, name, ...(userListing ? { userListing } : {}) });
    const client = await connectChat(servers.urls[0]!);
    clients.push(client);
    const login = await client.request({ type: 'login', token: issued.body['token'] });
    return { client, uid: (login.result as { user: { uid: string } }).user.uid };
  }

  const names = async (client: RawChatClient, request: Record<string, unknown> = {}) =>
    ((await client.request({ type: 'users', limit: 100, ...request })).result as { name: string }[]).map(
      (user) => user.name,
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-host-friends-'));
    servers = await startChatServers(dialect, { dataDir, env: { CHAT_SERVER_KEY: KEY } });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses every friends route without the server key, and names unknown users and bad bodies', async () => {
    await hostUser('f-alone', 'Alone');
    for (const method of ['POST', 'GET', 'DELETE']) {
      const body = method === 'GET' ? undefined : { accepted: ['x'] };
      expect((await call(method, '/chat/users/f-alone/friends', body, null)).status).toBe(401);
      expect((await call(method, '/chat/users/f-alone/friends', body, 'wrong')).status).toBe(401);
    }
    const unknown = await call('POST', '/chat/users/nobody/friends', { accepted: ['f-alone'] });
    expect(unknown).toEqual({
      status: 404,
      body: { error: { code: CHAT_ERROR_CODES.uidNotFound, message: 'There is no user nobody' } },
    });
    const tooMany = Array.from({ length: FRIENDS_BOUNDS.perRequest + 1 }, (_, index) => `u${index}`);
    for (const [body, message] of [
      [{}, 'Bad request: accepted: required, expected a list of your user ids'],
      [{ accepted: [] }, 'Bad request: accepted: expected at least one id'],
      [{ accepted: tooMany }, 'Bad request: accepted: expected at most 25 ids'],
      [{ accepted: ['a b'] }, 'Bad request: accepted[0]: expected no spaces or control characters'],
      [{ accepted: ['x'], role: 'admin' }, 'Bad request: unknown key: expected accepted'],
    ] as const) {
      expect(await call('POST', '/chat/users/f-alone/friends', body)).toEqual({
        status: 400,
        body: { error: { code: CHAT_ERROR_CODES.invalidInput, message } },
      });
    }
    expect((await call('DELETE', '/chat/users/f-alone/friends', { accepted: ['x'] })).status).toBe(400);
    expect((await call('GET', '/chat/users/f-alone/friends?perPage=101')).status).toBe(400);
  });

  it('makes friends both ways, lists only them when asked, and forgets them when removed', async () => {
    const ada = await hostUser('f-ada', 'Ada Lovelace');
    const grace = await hostUser('f-grace', 'Grace Hopper');
    await hostUser('f-charles', 'Charles Babbage');

    const added = await call('POST', '/chat/users/f-ada/friends', { accepted: ['f-grace', 'f-ada', 'f-nobody'] });
    expect(added.status).toBe(200);
    expect(added.body['accepted']).toEqual({
      'f-grace': { success: true, message: 'Friends now' },
      'f-ada': { success: false, message: 'A user cannot be their own friend' },
      'f-nobody': { success: false, message: `${CHAT_ERROR_CODES.uidNotFound}: no chat token was asked for them yet` },
    });
    const again = await call('POST', '/chat/users/f-grace/friends', { accepted: ['f-ada'] });
    expect(again.body['accepted']).toEqual({ 'f-ada': { success: true, message: 'Already friends' } });

    // Mutual: each lists the other when asking for friends only, and everyone otherwise.
    expect(await names(ada.client, { friendsOnly: true })).toEqual(['Grace Hopper']);
    expect(await names(grace.client, { friendsOnly: true })).toEqual(['Ada Lovelace']);
    expect(await names(ada.client)).toEqual(expect.arrayContaining(['Charles Babbage', 'Grace Hopper']));
    expect(await names(grace.client, { friendsOnly: true, search: 'char' })).toEqual([]);

    // The host's own ids, never the chat's.
    const listed = await call('GET', '/chat/users/f-ada/friends');
    expect(listed).toEqual({ status: 200, body: { data: [{ uid: 'f-grace', name: 'Grace Hopper' }] } });

    expect(await call('DELETE', '/chat/users/f-grace/friends', { friends: ['f-ada', 'f-nobody'] })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await names(ada.client, { friendsOnly: true })).toEqual([]);
    expect((await call('GET', '/chat/users/f-ada/friends')).body).toEqual({ data: [] });
  });

  it('lists only friends for a token with userListing friends, whatever the request asks', async () => {
    const lonely = await hostUser('f-kept', 'Kept Apart', 'friends');
    await hostUser('f-pal', 'Pal');
    expect(await names(lonely.client)).toEqual([]);
    expect(await names(lonely.client, { friendsOnly: false })).toEqual([]);
    await call('POST', '/chat/users/f-kept/friends', { accepted: ['f-pal'] });
    expect(await names(lonely.client)).toEqual(['Pal']);
  });
});
