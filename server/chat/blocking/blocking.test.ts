// Blocking as raw frames against the /chat service on SQLite and PostgreSQL: the per-uid outcomes, the blocked list,
// blockedByMe and hasBlockedMe wherever a user is shown, and nothing passing within a blocked pair until unblocked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BLOCK_UIDS } from '../../../shared/chat/chat-limits.js';
import {
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { dialects } from '../../test-support/stores.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';

type Sender = { sender: { uid: string } };

describe.each(dialects)('chat blocking on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  const visitor = () => connectVisitor(servers, clients);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-blocking-'));
    servers = await startChatServers(dialect, { dataDir });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers per uid: success for others, fail for oneself and unknown users; bounds the list', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const blocked = await alice.client.request({ type: 'blockUsers', uids: [bob.uid, alice.uid, '999999'] });
    expect(blocked.result).toEqual({ [bob.uid]: 'success', [alice.uid]: 'fail', '999999': 'fail' });
    // Blocking again changes nothing and still succeeds.
    expect((await alice.client.request({ type: 'blockUsers', uids: [bob.uid] })).result).toEqual({
      [bob.uid]: 'success',
    });
    expect((await alice.client.request({ type: 'blockUsers', uids: [] })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
    const tooMany = Array.from({ length: MAX_BLOCK_UIDS + 1 }, (_, index) => String(index + 1));
    expect((await alice.client.request({ type: 'unblockUsers', uids: tooMany })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
    expect((await alice.client.request({ type: 'blockedUsers', limit: 1000 })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
  });

  it('lists whom a user blocked, a page at a time, and only their own blocks', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    await alice.client.request({ type: 'blockUsers', uids: [bob.uid, carol.uid] });
    const first = (await alice.client.request({ type: 'blockedUsers', limit: 1 })).result as { uid: string }[];
    const second = (await alice.client.request({ type: 'blockedUsers', limit: 1, offset: 1 })).result as {
      uid: string;
    }[];
    expect([...first, ...second].map((user) => user.uid).sort()).toEqual([bob.uid, carol.uid].sort());
    expect(first[0]).toMatchObject({ blockedByMe: true, hasBlockedMe: false });
    expect((await bob.client.request({ type: 'blockedUsers' })).result).toEqual([]);
    await alice.client.request({ type: 'unblockUsers', uids: [bob.uid] });
    expect((await alice.client.request({ type: 'blockedUsers' })).result).toEqual([
      expect.objectContaining({ uid: carol.uid }),
    ]);
  });

  it('marks blockedByMe and hasBlockedMe on the user, the users list and the conversation', async () => {
    const alice = await visitor();
    const bob = await visitor();
    await alice.client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text: 'hi' });
    await alice.client.request({ type: 'blockUsers', uids: [bob.uid] });

    expect((await alice.client.request({ type: 'getUser', uid: bob.uid })).result).toMatchObject({
      blockedByMe: true,
      hasBlockedMe: false,
    });
    expect((await bob.client.request({ type: 'getUser', uid: alice.uid })).result).toMatchObject({
      blockedByMe: false,
      hasBlockedMe: true,
    });
    const users = (await alice.client.request({ type: 'users', limit: 100 })).result as { uid: string }[];
    expect(users.find((user) => user.uid === bob.uid)).toMatchObject({ blockedByMe: true });
    const conversations = (await bob.client.request({ type: 'conversations' })).result as {
      conversationWith: { uid: string };
    }[];
    expect(conversations.find((row) => row.conversationWith.uid === alice.uid)?.conversationWith).toMatchObject({
      blockedByMe: false,
      hasBlockedMe: true,
    });
  });

  it('passes no message, typing or receipt within a blocked pair, either way, until unblocked', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const toAlice = { type: 'send', receiverId: alice.uid, receiverType: 'user' };
    const before = (await bob.client.request({ ...toAlice, text: 'before' })).result as { id: number };
    await alice.client.request({ type: 'blockUsers', uids: [bob.uid] });

    const refused = await bob.client.request({ ...toAlice, text: 'let me in' });
    expect(refused.error).toMatchObject({ code: CHAT_ERROR_CODES.userBlocked, message: expect.any(String) });
    expect(
      (await alice.client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text: 'x' })).error?.code,
    ).toBe(CHAT_ERROR_CODES.userBlocked);
    // Typing and receipts are dropped quietly: their clients send them by themselves.
    expect((await bob.client.request({ type: 'typingStart', receiverId: alice.uid, receiverType: 'user' })).ok).toBe(
      true,
    );
    expect((await alice.client.request({ type: 'read', messageId: before.id })).ok).toBe(true);
    // The blocker still reads the history.
    expect((await alice.client.request({ type: 'messages', uid: bob.uid })).result).toEqual([
      expect.objectContaining({ id: before.id, text: 'before' }),
    ]);

    await alice.client.request({ type: 'unblockUsers', uids: [bob.uid] });
    const after = (await bob.client.request({ ...toAlice, text: 'after' })).result as { id: number };
    expect(await alice.client.event('message', (data) => (data as { id: number }).id === after.id)).toMatchObject({
      text: 'after',
    });
    await bob.client.request({ type: 'typingStart', receiverId: alice.uid, receiverType: 'user' });
    await alice.client.event('typingStarted');
    await alice.client.request({ type: 'read', messageId: after.id });
    await bob.client.event('receipt', (data) => (data as { messageId: number }).messageId === after.id);
    // Events arrive in order on a socket: the ones sent while blocked would have come first.
    const fromBob = alice.client.events.filter(
      (frame) => frame.event !== 'userOnline' && (frame.data as Sender).sender?.uid === bob.uid,
    );
    expect(fromBob.map((frame) => frame.event)).toEqual(['message', 'message', 'typingStarted']);
    const receipts = bob.client.events.filter((frame) => frame.event === 'receipt');
    expect(receipts.map((frame) => (frame.data as { messageId: number }).messageId)).toEqual([after.id]);
  });

  it('refuses edits, deletions, reactions and poll votes within a blocked pair, either way, and pushes none', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const toAlice = { receiverId: alice.uid, receiverType: 'user' };
    const toBob = { receiverId: bob.uid, receiverType: 'user' };
    const bobs = (await bob.client.request({ type: 'send', ...toAlice, text: 'before' })).result as { id: number };
    const alices = (await alice.client.request({ type: 'send', ...toBob, text: 'hello' })).result as { id: number };
    const poll = (
      await alice.client.request({ type: 'createPoll', ...toBob, question: 'Kaffee?', options: ['Ja', 'Nein'] })
    ).result as { id: number };
    await alice.client.request({ type: 'blockUsers', uids: [bob.uid] });
    const pushesBefore = alice.client.events.length;

    for (const request of [
      { type: 'edit', messageId: bobs.id, text: 'changed' },
      { type: 'delete', messageId: bobs.id },
      { type: 'react', messageId: alices.id, emoji: '👍' },
      { type: 'unreact', messageId: alices.id, emoji: '👍' },
      { type: 'votePoll', messageId: poll.id, option: 1 },
    ]) {
      expect((await bob.client.request(request)).error?.code, request.type).toBe(CHAT_ERROR_CODES.userBlocked);
    }
    // The blocker is held to the same: nothing of theirs reaches the one they blocked either.
    expect((await alice.client.request({ type: 'edit', messageId: alices.id, text: 'x' })).error?.code).toBe(
      CHAT_ERROR_CODES.userBlocked,
    );
    expect((await alice.client.request({ type: 'react', messageId: bobs.id, emoji: '👍' })).error?.code).toBe(
      CHAT_ERROR_CODES.userBlocked,
    );
    // Nothing changed: the history still has both messages as they were, and no push came.
    const history = (await alice.client.request({ type: 'messages', uid: bob.uid })).result as {
      id: number;
      text?: string;
      editedAt?: number;
      deletedAt?: number;
    }[];
    expect(history.find((message) => message.id === bobs.id)).toMatchObject({ text: 'before' });
    expect(history.find((message) => message.id === bobs.id)?.deletedAt).toBeUndefined();
    await alice.client.request({ type: 'unblockUsers', uids: [bob.uid] });
    const after = (await bob.client.request({ type: 'send', ...toAlice, text: 'after' })).result as { id: number };
    await alice.client.event('message', (data) => (data as { id: number }).id === after.id);
    const pushes = alice.client.events.slice(pushesBefore).map((frame) => frame.event);
    expect(pushes.filter((event) => event !== 'userOnline' && event !== 'userOffline')).toEqual(['message']);
  });
});
