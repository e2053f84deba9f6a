// Reports and the operators' chat moderation on SQLite and PostgreSQL: a visitor reports a message as a raw frame;
// operators list reports, delete any message and ban a user from the whole chat through GraphQL, and nobody else can.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { dialects } from '../../test-support/stores.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';

const OPERATOR_TOKEN = 'chat-operator-'.padEnd(40, 'x');

describe.each(dialects)('chat reports and operator moderation on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];
  const visitor = () => connectVisitor(servers, clients);
  const codeOf = (answer: Awaited<ReturnType<ChatServers['graphql']>>) => answer.errors?.[0]?.extensions?.code;

  /** A message from alice to bob, as bob received it. */
  async function messageBetween(text: string) {
    const alice = await visitor();
    const bob = await visitor();
    const sent = await alice.client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text });
    const id = (sent.result as { id: number }).id;
    await bob.client.event('message', (data) => (data as { id: number }).id === id);
    return { alice, bob, id };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-reports-'));
    servers = await startChatServers(dialect, { dataDir, env: { OPERATOR_TOKEN } });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a report of a received message once, and lists it to operators only, newest first', async () => {
    const { alice, bob, id } = await messageBetween('Kauft meine Kryptowährung');
    const report = { type: 'reportMessage', messageId: id, reason: '  Spam  ' };
    expect((await bob.client.request(report)).ok).toBe(true);
    expect((await bob.client.request(report)).ok).toBe(true);
    expect((await alice.client.request(report)).error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    expect((await bob.client.request({ ...report, reason: 'x'.repeat(501) })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
    const carol = await visitor();
    expect((await carol.client.request(report)).error?.code).toBe(CHAT_ERROR_CODES.conversationForbidden);

    const query = '{ getChatReports(limit: 100) { messageId reporterUid reason senderUid text deleted reportedAt } }';
    const listed = await servers.graphql(query, OPERATOR_TOKEN);
    const reports = (listed.data?.['getChatReports'] as { messageId: number }[]).filter((row) => row.messageId === id);
    expect(reports).toEqual([
      {
        messageId: id,
        reporterUid: bob.uid,
        reason: 'Spam',
        senderUid: alice.uid,
        text: 'Kauft meine Kryptowährung',
        deleted: false,
        reportedAt: expect.any(Number),
      },
    ]);
    const { portalToken } = await servers.newVisitor();
    expect(codeOf(await servers.graphql(query, portalToken))).toBe('403');
    expect(codeOf(await servers.graphql(query))).toBe('403');
    expect(codeOf(await servers.graphql('{ getChatReports(limit: 1000) { id } }', OPERATOR_TOKEN))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('lets operators delete any message, telling its conversation; nobody else', async () => {
    const { bob, id } = await messageBetween('Etwas Verbotenes');
    const { portalToken } = await servers.newVisitor();
    const mutation = `mutation { deleteChatMessage(id: ${id}) }`;
    expect(codeOf(await servers.graphql(mutation, portalToken))).toBe('403');
    expect((await servers.graphql(mutation, OPERATOR_TOKEN)).data).toEqual({ deleteChatMessage: true });
    expect(await bob.client.event('messageDeleted', (data) => (data as { id: number }).id === id)).toMatchObject({
      deletedAt: expect.any(Number),
    });
    const row = await servers.store.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ text: null, deleted_at: expect.any(Number) });
    expect(codeOf(await servers.graphql('mutation { deleteChatMessage(id: 987654) }', OPERATOR_TOKEN))).toBe('404');
  });

  it('lets operators ban a user from the whole chat: their sockets close and logins fail until unbanned', async () => {
    const { chatToken, uid } = await servers.newVisitor();
    const banned = await connectChat(servers.urls[0]!, chatToken);
    clients.push(banned);
    const { portalToken } = await servers.newVisitor();
    expect(codeOf(await servers.graphql(`mutation { banChatUser(uid: "${uid}") }`, portalToken))).toBe('403');
    expect(codeOf(await servers.graphql('mutation { banChatUser(uid: "no such user!") }', OPERATOR_TOKEN))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await servers.graphql('mutation { banChatUser(uid: "987654") }', OPERATOR_TOKEN))).toBe('404');

    expect((await servers.graphql(`mutation { banChatUser(uid: "${uid}") }`, OPERATOR_TOKEN)).data).toEqual({
      banChatUser: true,
    });
    expect(await banned.closed).toBe(1008);
    const again = await connectChat(servers.urls[0]!);
    clients.push(again);
    expect((await again.request({ type: 'login', token: chatToken })).error?.code).toBe(
      CHAT_ERROR_CODES.unauthenticated,
    );

    expect(codeOf(await servers.graphql(`mutation { unbanChatUser(uid: "${uid}") }`, portalToken))).toBe('403');
    expect((await servers.graphql(`mutation { unbanChatUser(uid: "${uid}") }`, OPERATOR_TOKEN)).data).toEqual({
      unbanChatUser: true,
    });
    expect((await again.request({ type: 'login', token: chatToken })).ok).toBe(true);
  });
});
