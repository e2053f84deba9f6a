// The rich-message extensions (issue #16) against real sockets on SQLite and PostgreSQL: reactions (live to the
// conversation, in pages and in the change feed) and threads (replies by parent, replyCount), and every refusal:
// an unsent, deleted or foreign message, a notice, a malformed or oversized emoji, a reply to a reply.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { dialects } from '../../test-support/stores.js';
import {
  MAX_POLL_OPTIONS,
  MAX_REACTIONS_PER_MESSAGE,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from '../../../shared/chat/chat-limits.js';
import type { PollResults } from '../../../shared/chat/polls.js';
import { CHAT_ERROR_CODES, RICH_MESSAGE_CODES } from '../chat-codes.js';

interface Message {
  id: number;
  text?: string;
  replyCount?: number;
  parentMessageId?: number;
  metadata?: { reactions?: Record<string, Record<string, { name: string }>>; polls?: PollResults };
  category?: string;
  type?: string;
  changeId?: number;
}

describe.each(dialects)('rich messages on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  async function visitor() {
    const { chatToken, uid } = await servers.newVisitor();
    const client = await connectChat(servers.urls[0]!, chatToken);
    clients.push(client);
    const me = (await client.request({ type: 'getUser', uid })).result as { name: string };
    return { client, uid, name: me.name };
  }

  async function send(client: RawChatClient, receiverId: string, text: string, extra: Record<string, unknown> = {}) {
    const answer = await client.request({ type: 'send', receiverId, receiverType: 'user', text, ...extra });
    return answer;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-rich-'));
    // Many reactions in a row: more requests a second than a person sends.
    servers = await startChatServers(dialect, { apps: 1, dataDir, env: { CHAT_REQUESTS_PER_SECOND: '1000' } });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds and takes back reactions, live for the conversation, in its pages and its change feed', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const message = (await send(alice.client, bob.uid, 'Hallo')).result as Message;
    await bob.client.event('message', (data) => (data as Message).id === message.id);

    const reacted = (await bob.client.request({ type: 'react', messageId: message.id, emoji: '👍' })).result as Message;
    const byBob = { [bob.uid]: { name: bob.name } };
    expect(reacted.metadata?.reactions).toEqual({ '👍': byBob });
    const live = (await alice.client.event(
      'messageEdited',
      (data) => (data as Message).id === message.id && (data as Message).metadata?.reactions !== undefined,
    )) as Message;
    expect(live.metadata?.reactions).toEqual({ '👍': byBob });
    expect(live.changeId).toEqual(expect.any(Number));

    // The same reaction again changes nothing and tells nobody; a second emoji and a second reactor add up.
    const again = (await bob.client.request({ type: 'react', messageId: message.id, emoji: '👍' })).result as Message;
    expect(again.metadata?.reactions).toEqual({ '👍': byBob });
    await alice.client.request({ type: 'react', messageId: message.id, emoji: '👍' });
    await alice.client.request({ type: 'react', messageId: message.id, emoji: ':heart:' });
    const page = (await bob.client.request({ type: 'messages', uid: alice.uid })).result as Message[];
    expect(page.find((one) => one.id === message.id)?.metadata?.reactions).toEqual({
      '👍': { ...byBob, [alice.uid]: { name: alice.name } },
      ':heart:': { [alice.uid]: { name: alice.name } },
    });

    const removed = (await bob.client.request({ type: 'unreact', messageId: message.id, emoji: '👍' }))
      .result as Message;
    expect(removed.metadata?.reactions?.['👍']).toEqual({ [alice.uid]: { name: alice.name } });
    const feed = (await alice.client.request({ type: 'changes', after: live.changeId! - 1 })).result as {
      message: Message;
    }[];
    expect(feed.length).toBe(4);
    expect(feed.at(-1)?.message.metadata?.reactions).toEqual(removed.metadata?.reactions);
  });

  it('refuses reactions to unknown, foreign, deleted messages and notices, and malformed or oversized emoji', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    const message = (await send(alice.client, bob.uid, 'nur für Bob')).result as Message;
    const react = (client: RawChatClient, emoji: string, messageId = message.id) =>
      client.request({ type: 'react', messageId, emoji }).then((answer) => answer.error?.code);

    expect(await react(bob.client, '👍', message.id + 10_000)).toBe(CHAT_ERROR_CODES.messageNotFound);
    expect(await react(carol.client, '👍')).toBe(CHAT_ERROR_CODES.conversationForbidden);
    for (const bad of ['', 'ok', '<b>x</b>', '1', '👍 👍', ':no spaces:', '👍'.repeat(20)]) {
      expect(await react(bob.client, bad)).toBe(RICH_MESSAGE_CODES.invalidReaction);
    }
    expect(await react(bob.client, 'x'.repeat(2_000))).toBe(CHAT_ERROR_CODES.invalidInput);
    expect(await react(bob.client, '👍🏽')).toBeUndefined();
    expect(await react(bob.client, '🇩🇪')).toBeUndefined();

    const group = `group_rich${Date.now()}`;
    await alice.client.request({ type: 'createGroup', guid: group, name: 'Rich', groupType: 'public' });
    await bob.client.request({ type: 'joinGroup', guid: group });
    const notice = (await alice.client.event(
      'message',
      (data) => (data as { category: string }).category === 'action',
    )) as Message;
    expect(await react(alice.client, '👍', notice.id)).toBe(RICH_MESSAGE_CODES.invalidReaction);

    await alice.client.request({ type: 'delete', messageId: message.id });
    expect(await react(bob.client, '🎉')).toBe(RICH_MESSAGE_CODES.messageDeleted);
  });

  it('bounds the different reactions of one message', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const message = (await send(alice.client, bob.uid, 'viele')).result as Message;
    const faces = Array.from({ length: MAX_REACTIONS_PER_MESSAGE + 1 }, (_, index) =>
      String.fromCodePoint(0x1f600 + index),
    );
    for (const face of faces.slice(0, -1)) {
      expect((await bob.client.request({ type: 'react', messageId: message.id, emoji: face })).ok).toBe(true);
    }
    const refused = await bob.client.request({ type: 'react', messageId: message.id, emoji: faces.at(-1)! });
    expect(refused.error?.code).toBe(RICH_MESSAGE_CODES.invalidReaction);
    // One already there can still be added by someone else.
    expect((await alice.client.request({ type: 'react', messageId: message.id, emoji: faces[0]! })).ok).toBe(true);
  });

  it('keeps replies in their thread with the parent counting them, one level deep', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    const parent = (await send(alice.client, bob.uid, 'Thema')).result as Message;
    const reply = (await send(bob.client, alice.uid, 'Antwort', { parentMessageId: parent.id })).result as Message;
    expect(reply.parentMessageId).toBe(parent.id);
    expect(await alice.client.event('message', (data) => (data as Message).id === reply.id)).toMatchObject({
      parentMessageId: parent.id,
    });
    await send(alice.client, bob.uid, 'zweite', { parentMessageId: parent.id });

    const main = (await alice.client.request({ type: 'messages', uid: bob.uid, hideReplies: true }))
      .result as Message[];
    expect(main.map((one) => one.id)).toEqual([parent.id]);
    expect(main[0]?.replyCount).toBe(2);
    const thread = (await bob.client.request({ type: 'messages', uid: alice.uid, parentMessageId: parent.id }))
      .result as Message[];
    expect(thread.map((one) => one.text)).toEqual(['Antwort', 'zweite']);
    // Someone outside the conversation reads nothing of the thread.
    const foreign = await carol.client.request({ type: 'messages', uid: alice.uid, parentMessageId: parent.id });
    expect(foreign.result).toEqual([]);

    expect((await send(alice.client, bob.uid, 'tiefer', { parentMessageId: reply.id })).error?.code).toBe(
      RICH_MESSAGE_CODES.replyToReply,
    );
    expect((await send(carol.client, alice.uid, 'fremd', { parentMessageId: parent.id })).error?.code).toBe(
      CHAT_ERROR_CODES.messageNotFound,
    );
    await alice.client.request({ type: 'delete', messageId: parent.id });
    expect((await send(bob.client, alice.uid, 'zu spät', { parentMessageId: parent.id })).error?.code).toBe(
      RICH_MESSAGE_CODES.messageDeleted,
    );
  });

  it('creates polls only with a question and two options, within bounds', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const create = (question: string, options: string[]) =>
      alice.client
        .request({ type: 'createPoll', receiverId: bob.uid, receiverType: 'user', question, options })
        .then((answer) => answer.error?.code);
    expect(await create('  ', ['a', 'b'])).toBe(RICH_MESSAGE_CODES.pollQuestionBlank);
    expect(await create('Frage?', ['a', ' '])).toBe(RICH_MESSAGE_CODES.pollOptionBlank);
    expect(await create('Frage?', ['a'])).toBe(RICH_MESSAGE_CODES.pollOptionBlank);
    expect(await create('x'.repeat(POLL_QUESTION_MAX_LENGTH + 1), ['a', 'b'])).toBe(RICH_MESSAGE_CODES.pollTooLarge);
    expect(await create('Frage?', ['a', 'x'.repeat(POLL_OPTION_MAX_LENGTH + 1)])).toBe(RICH_MESSAGE_CODES.pollTooLarge);
    const many = Array.from({ length: MAX_POLL_OPTIONS + 1 }, (_, index) => `Option ${index}`);
    expect(await create('Frage?', many)).toBe(RICH_MESSAGE_CODES.pollTooLarge);
    expect(
      await create(
        'Frage?',
        Array.from({ length: 101 }, () => 'a'),
      ),
    ).toBe(CHAT_ERROR_CODES.invalidInput);

    // Blank further options are left out; the poll reaches the other side with its empty results.
    const answer = await alice.client.request({
      type: 'createPoll',
      receiverId: bob.uid,
      receiverType: 'user',
      question: ' Mittag? ',
      options: [' Pizza ', 'Salat', ' ', 'Suppe'],
    });
    const poll = answer.result as Message;
    expect(poll).toMatchObject({ category: 'custom', type: 'extension_poll' });
    const live = (await bob.client.event('message', (data) => (data as Message).id === poll.id)) as Message;
    expect(live.metadata?.polls).toEqual({
      id: String(poll.id),
      question: 'Mittag?',
      options: {
        '1': { text: 'Pizza', count: 0, voters: {} },
        '2': { text: 'Salat', count: 0, voters: {} },
        '3': { text: 'Suppe', count: 0, voters: {} },
      },
      results: { total: 0 },
    });
  });

  it('counts votes exactly when many vote at once, one vote per voter that they may change', async () => {
    const owner = await visitor();
    const voters = await Promise.all(Array.from({ length: 6 }, () => visitor()));
    const guid = `group_poll${Date.now()}`;
    await owner.client.request({ type: 'createGroup', guid, name: 'Umfrage', groupType: 'public' });
    for (const voter of voters) await voter.client.request({ type: 'joinGroup', guid });
    const poll = (
      await owner.client.request({
        type: 'createPoll',
        receiverId: guid,
        receiverType: 'group',
        question: 'Welcher Raum?',
        options: ['A', 'B'],
      })
    ).result as Message;

    // Everyone at once, each twice: one vote per voter.
    await Promise.all(
      voters.flatMap((voter, index) => [
        voter.client.request({ type: 'votePoll', messageId: poll.id, option: (index % 2) + 1 }),
        voter.client.request({ type: 'votePoll', messageId: poll.id, option: (index % 2) + 1 }),
      ]),
    );
    const [page] = (await owner.client.request({ type: 'messages', guid, after: poll.id - 1, limit: 1 }))
      .result as Message[];
    expect(page?.metadata?.polls?.results.total).toBe(6);
    expect(page?.metadata?.polls?.options['1']?.count).toBe(3);
    expect(page?.metadata?.polls?.options['2']?.count).toBe(3);

    // A changed vote moves; the same vote again changes nothing.
    const changed = (await voters[0]!.client.request({ type: 'votePoll', messageId: poll.id, option: 2 }))
      .result as Message;
    expect(changed.metadata?.polls?.options['1']?.count).toBe(2);
    expect(changed.metadata?.polls?.options['2']?.voters[voters[0]!.uid]).toEqual({ name: voters[0]!.name });
    const live = (await owner.client.event(
      'messageEdited',
      (data) => (data as Message).metadata?.polls?.options['2']?.count === 4,
    )) as Message;
    expect(live.metadata?.polls?.results.total).toBe(6);
  });

  it('refuses votes for no poll, no option, a deleted poll, and from outside the conversation', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const carol = await visitor();
    const poll = (
      await alice.client.request({
        type: 'createPoll',
        receiverId: bob.uid,
        receiverType: 'user',
        question: 'Ja?',
        options: ['Ja', 'Nein'],
      })
    ).result as Message;
    const text = (await send(alice.client, bob.uid, 'keine Umfrage')).result as Message;
    const vote = (client: RawChatClient, messageId: number, option: number) =>
      client.request({ type: 'votePoll', messageId, option }).then((answer) => answer.error?.code);
    expect(await vote(bob.client, poll.id, 3)).toBe(RICH_MESSAGE_CODES.invalidVote);
    expect(await vote(bob.client, poll.id, 0)).toBe(CHAT_ERROR_CODES.invalidInput);
    expect(await vote(bob.client, text.id, 1)).toBe(RICH_MESSAGE_CODES.invalidVote);
    expect(await vote(carol.client, poll.id, 1)).toBe(CHAT_ERROR_CODES.conversationForbidden);
    await alice.client.request({ type: 'delete', messageId: poll.id });
    expect(await vote(bob.client, poll.id, 1)).toBe(RICH_MESSAGE_CODES.messageDeleted);
  });
});
