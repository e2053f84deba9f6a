// The /chat service against real sockets on SQLite and PostgreSQL: the token, the frame checks, and every refusal
// of the issue with its code. The adapter's contract suite (src/chat/contract) covers the happy paths end to end.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../test-support/chat-clients.js';
import { dialects } from '../test-support/stores.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';
import { UPLOAD_LIMIT } from './use-chat.js';

const MAX_TEXT = 50;
const MAX_IMAGE = 4_096;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new Blob([bytes]);
}

describe.each(dialects)('chat service on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  const visitor = () => connectVisitor(servers, clients);

  async function upload(token: string | undefined, fields: Record<string, string>, file: Blob, name = 'upload.png') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', file, name);
    const response = await fetch(`${servers.urls[0]}/chat/media`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { error?: { code: string }; data?: { url: string } },
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-'));
    servers = await startChatServers(dialect, {
      apps: 2,
      dataDir,
      env: {
        CHAT_MAX_TEXT_LENGTH: String(MAX_TEXT),
        CHAT_MAX_IMAGE_BYTES: String(MAX_IMAGE),
        CHAT_MAX_FRAME_BYTES: '2048',
      },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a chat token only with a portal session, and the token is no portal session', async () => {
    const anonymous = await servers.graphql('query { getCometChatToken { token } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { chatToken } = await servers.newVisitor();
    const asSession = await servers.graphql('query { getCurrentCustomer { alias } }', chatToken);
    expect(asSession.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad token and every request before login', async () => {
    const client = await connectChat(servers.urls[0]!);
    clients.push(client);
    expect((await client.request({ type: 'users' })).error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
    expect((await client.request({ type: 'login', token: 'forged' })).error?.code).toBe(
      CHAT_ERROR_CODES.unauthenticated,
    );
  });

  it('checks the shape of every frame', async () => {
    const { client } = await visitor();
    client.send('not json');
    expect((await client.nextUnmatched()).error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    expect((await client.request({ type: 'teleport' })).error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    expect((await client.request({ type: 'users', limit: 1000 })).error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    expect((await client.request({ type: 'send', receiverId: '1', receiverType: 'room', text: 'x' })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
  });

  it('closes a socket that sends a frame above the size limit', async () => {
    const { client } = await visitor();
    client.send(JSON.stringify({ id: 1, type: 'users', padding: 'x'.repeat(4_000) }));
    expect(await client.closed).toBe(1009);
  });

  it('refuses empty, blank and oversized texts, and unknown receivers', async () => {
    const { client } = await visitor();
    const { uid: bob } = await visitor();
    const to = { type: 'send', receiverId: bob, receiverType: 'user' };
    expect((await client.request({ ...to, text: '' })).error?.code).toBe(CHAT_ERROR_CODES.emptyMessage);
    expect((await client.request({ ...to, text: '  \n ' })).error?.code).toBe(CHAT_ERROR_CODES.emptyMessage);
    expect((await client.request({ ...to, text: 'x'.repeat(MAX_TEXT + 1) })).error?.code).toBe(
      CHAT_ERROR_CODES.messageTooLong,
    );
    expect((await client.request({ ...to, receiverId: '999999', text: 'hi' })).error?.code).toBe(
      CHAT_ERROR_CODES.uidNotFound,
    );
    expect(
      (await client.request({ ...to, receiverType: 'group', receiverId: 'group_404', text: 'hi' })).error?.code,
    ).toBe(CHAT_ERROR_CODES.guidNotFound);
  });

  it("keeps another pair's conversation closed and someone else's messages unchanged", async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    const sent = await alice.client.request({
      type: 'send',
      receiverId: bob.uid,
      receiverType: 'user',
      text: 'secret',
    });
    const message = sent.result as { id: number; conversationId: string };
    const read = await carol.client.request({ type: 'messages', conversationId: message.conversationId });
    expect(read.error?.code).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect((await carol.client.request({ type: 'read', messageId: message.id })).error?.code).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect((await bob.client.request({ type: 'edit', messageId: message.id, text: 'mine now' })).error?.code).toBe(
      CHAT_ERROR_CODES.notMessageOwner,
    );
    expect((await bob.client.request({ type: 'delete', messageId: message.id })).error?.code).toBe(
      CHAT_ERROR_CODES.notMessageOwner,
    );
    expect((await alice.client.request({ type: 'delete', messageId: 123456789 })).error?.code).toBe(
      CHAT_ERROR_CODES.messageNotFound,
    );

    const deleted = await alice.client.request({ type: 'delete', messageId: message.id });
    expect(deleted.result).toMatchObject({ id: message.id, deletedAt: expect.any(Number) });
    const row = await servers.store.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBeNull();
    expect(row.deleted_at).not.toBeNull();
  });

  it('checks new groups in the order of §5, hashes group passwords, and guards membership', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const create = {
      type: 'createGroup',
      guid: `group_${Date.now()}`,
      name: 'Stage',
      groupType: 'password',
      password: 'sesame',
    };
    expect((await alice.client.request({ ...create, name: ' ', groupType: 'nope' })).error?.code).toBe(
      'INVALID_GROUP_NAME',
    );
    expect((await alice.client.request({ ...create, groupType: 'nope' })).error?.code).toBe('INVALID_GROUP_TYPE');
    expect((await alice.client.request({ ...create, password: '' })).error?.code).toBe('INVALID_PASSWORD');
    expect((await alice.client.request(create)).ok).toBe(true);
    expect((await alice.client.request(create)).error?.code).toBe(CHAT_ERROR_CODES.groupAlreadyExists);
    const stored = await servers.store.db
      .selectFrom('chat_groups')
      .selectAll()
      .where('guid', '=', create.guid)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const toGroup = { type: 'send', receiverId: create.guid, receiverType: 'group', text: 'hello' };
    expect((await bob.client.request(toGroup)).error?.code).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect((await bob.client.request({ type: 'messages', guid: create.guid })).error?.code).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );
    expect((await bob.client.request({ type: 'joinGroup', guid: create.guid, password: 'wrong' })).error?.code).toBe(
      CHAT_ERROR_CODES.wrongGroupPassword,
    );
    expect((await bob.client.request({ type: 'joinGroup', guid: 'group_unknown' })).error?.code).toBe(
      CHAT_ERROR_CODES.guidNotFound,
    );
    const joined = await bob.client.request({ type: 'joinGroup', guid: create.guid, password: 'sesame' });
    expect(joined.result).toMatchObject({ hasJoined: true, scope: 'participant', membersCount: 2 });
    const action = await alice.client.event('message', (data) => (data as { category: string }).category === 'action');
    expect(action).toMatchObject({
      action: { action: 'joined', actionOn: bob.uid, actionFor: { guid: create.guid, membersCount: 2 } },
    });
    expect((await bob.client.request(toGroup)).ok).toBe(true);
    expect((await bob.client.request({ type: 'leaveGroup', guid: create.guid })).ok).toBe(true);
    expect((await bob.client.request({ type: 'leaveGroup', guid: create.guid })).error?.code).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );
  });

  it('refuses typing indicators, start or end, in a group the sender has not joined', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const guid = `group_typing_${Date.now()}`;
    expect((await alice.client.request({ type: 'createGroup', guid, name: 'Closed', groupType: 'private' })).ok).toBe(
      true,
    );
    for (const type of ['typingStart', 'typingEnd']) {
      const answer = await bob.client.request({ type, receiverId: guid, receiverType: 'group' });
      expect(answer.error?.code).toBe(CHAT_ERROR_CODES.notAGroupMember);
    }
    expect((await alice.client.request({ type: 'typingEnd', receiverId: guid, receiverType: 'group' })).ok).toBe(true);
  });

  it('fans messages out through the bus to sockets on another app', async () => {
    const alice = await visitor();
    const bobVisitor = await servers.newVisitor();
    const bob = await connectChat(servers.urls[1]!, bobVisitor.chatToken);
    clients.push(bob);
    await alice.client.request({
      type: 'send',
      receiverId: bobVisitor.uid,
      receiverType: 'user',
      text: 'across processes',
    });
    expect(await bob.event('message')).toMatchObject({ text: 'across processes', sender: { uid: alice.uid } });
  });

  it('finds an anonymous visitor by the name it shows, and tells others on both apps when it goes offline', async () => {
    const alice = await visitor();
    const carolVisitor = await servers.newVisitor();
    const carol = await connectChat(servers.urls[1]!, carolVisitor.chatToken);
    clients.push(carol);
    const bob = await visitor();
    // "Gast 42": the event's language (de-DE-DU) names anonymous visitors; the search ignores case.
    const found = await alice.client.request({ type: 'users', search: `gast ${bob.uid}` });
    expect(found.result).toEqual([expect.objectContaining({ uid: bob.uid, name: `Gast ${bob.uid}` })]);

    bob.client.close();
    const isBob = (data: unknown) => (data as { uid: string }).uid === bob.uid;
    expect(await alice.client.event('userOffline', isBob)).toMatchObject({ status: 'offline' });
    expect(await carol.event('userOffline', isBob)).toMatchObject({ status: 'offline' });
  });

  it('tells a process that starts later who is online on the others', async () => {
    const alice = await visitor();
    const laterUrl = await servers.addApp();
    const bobVisitor = await servers.newVisitor();
    const bob = await connectChat(laterUrl, bobVisitor.chatToken);
    clients.push(bob);
    const statusOfAlice = async () =>
      ((await bob.request({ type: 'getUser', uid: alice.uid })).result as { status: string }).status;
    const deadline = Date.now() + 3_000;
    while ((await statusOfAlice()) !== 'online' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await statusOfAlice()).toBe('online');
  });

  it('feeds edits and deletions to those in the conversation, after the change id they know', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    const to = { type: 'send', receiverId: bob.uid, receiverType: 'user' };
    const first = (await alice.client.request({ ...to, text: 'Frist' })).result as { id: number };
    const second = (await alice.client.request({ ...to, text: 'gone' })).result as { id: number };
    await alice.client.request({ type: 'edit', messageId: first.id, text: 'First' });
    const edited = (await bob.client.event('messageEdited')) as { id: number; changeId: number };
    await alice.client.request({ type: 'delete', messageId: second.id });
    const deleted = (await bob.client.event('messageDeleted')) as { id: number; changeId: number };
    expect(deleted.changeId).toBeGreaterThan(edited.changeId);

    const feed = await bob.client.request({ type: 'changes', after: edited.changeId - 1 });
    expect(feed.result).toEqual([
      { changeId: edited.changeId, message: expect.objectContaining({ id: first.id, text: 'First' }) },
      {
        changeId: deleted.changeId,
        message: expect.objectContaining({ id: second.id, deletedAt: expect.any(Number) }),
      },
    ]);
    expect((await bob.client.request({ type: 'changes', after: deleted.changeId })).result).toEqual([]);
    expect((await carol.client.request({ type: 'changes', after: 0 })).result).toEqual([]);
    // A client that logs in now starts reading the feed after the newest change.
    const fresh = await connectChat(servers.urls[0]!);
    clients.push(fresh);
    const login = await fresh.request({ type: 'login', token: bob.chatToken });
    expect(login.result).toMatchObject({ lastChangeId: deleted.changeId });
  });

  it('answers a resent message (same muid) with the message it already stored', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const frame = { type: 'send', receiverId: bob.uid, receiverType: 'user', text: 'once', muid: 'retry-1' };
    const first = (await alice.client.request(frame)).result as { id: number };
    const second = (await alice.client.request(frame)).result as { id: number };
    expect(second.id).toBe(first.id);
  });

  it('refuses uploads of the wrong type, too large, or without a token, and keeps nothing of them', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const fields = { receiverId: bob.uid, receiverType: 'user', type: 'image' };
    const uploads = join(dataDir, 'uploads');
    const stored = () => (existsSync(uploads) ? readdirSync(uploads) : []);
    const before = stored().length;
    expect((await upload(undefined, fields, png(100))).status).toBe(401);
    const wrongType = await upload(alice.chatToken, fields, new Blob(['MZ fake executable']), 'cat.png');
    expect(wrongType).toMatchObject({ status: 415, body: { error: { code: CHAT_ERROR_CODES.fileTypeNotAllowed } } });
    const tooLarge = await upload(alice.chatToken, fields, png(MAX_IMAGE + 1));
    expect(tooLarge).toMatchObject({ status: 413, body: { error: { code: CHAT_ERROR_CODES.fileTooLarge } } });
    expect(stored()).toHaveLength(before);

    const ok = await upload(alice.chatToken, fields, png(MAX_IMAGE));
    expect(ok.status).toBe(200);
    const served = await fetch(`${servers.urls[0]}${ok.body.data?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(MAX_IMAGE);
  });

  it('removes the files of a deleted media message, so their URL serves nothing any more', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const sent = await upload(alice.chatToken, { receiverId: bob.uid, receiverType: 'user', type: 'image' }, png(100));
    const message = sent.body as { id: number; data: { url: string } };
    expect((await fetch(`${servers.urls[0]}${message.data.url}`)).status).toBe(200);
    expect((await alice.client.request({ type: 'delete', messageId: message.id })).ok).toBe(true);
    expect((await fetch(`${servers.urls[0]}${message.data.url}`)).status).toBe(404);
  });

  it('answers a resent upload (same muid) with the first message and keeps no second file', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const fields = { receiverId: bob.uid, receiverType: 'user', type: 'image', muid: 'upload-retry-1' };
    const uploads = join(dataDir, 'uploads');
    const first = (await upload(alice.chatToken, fields, png(100))).body as { id: number };
    const files = readdirSync(uploads).length;
    const second = (await upload(alice.chatToken, fields, png(100))).body as { id: number };
    expect(second.id).toBe(first.id);
    expect(readdirSync(uploads)).toHaveLength(files);
  });

  it('limits how many uploads a user may start a minute, refused ones included', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const fields = { receiverId: bob.uid, receiverType: 'user', type: 'image' };
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_LIMIT.max; i += 1) {
      statuses.push((await upload(alice.chatToken, fields, new Blob(['not an image']))).status);
    }
    expect(statuses.every((status) => status === 415)).toBe(true);
    const refused = await upload(alice.chatToken, fields, png(100));
    expect(refused).toMatchObject({ status: 429, body: { error: { code: CHAT_ERROR_CODES.rateLimited } } });
    expect((await upload(bob.chatToken, { ...fields, receiverId: alice.uid }, png(100))).status).toBe(200);
  });

  it('limits how many requests a socket may send a second', async () => {
    const { client } = await visitor();
    const answers = await Promise.all(Array.from({ length: 60 }, () => client.request({ type: 'unreadCounts' })));
    expect(answers.some((answer) => answer.error?.code === CHAT_ERROR_CODES.rateLimited)).toBe(true);
  });
});
