// The moderation filters in the chat service, as raw frames on SQLite and PostgreSQL: a sent or edited text carries
// the extension data the widget shows (chat-widget.md §3, §4), per the event file's switches; a deletion drops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatModerationSection } from '../../event-file/sections/chat-moderation.js';
import {
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { dialects } from '../../test-support/stores.js';
import { importChatModeration } from '../../moderation/moderation-settings.js';

type Extensions = Record<string, Record<string, unknown>>;
const extensionsOf = (message: unknown) =>
  (message as { metadata?: { '@injected': { extensions: Extensions } } }).metadata?.['@injected'].extensions;

describe.each(dialects)('chat moderation on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];
  const visitor = () => connectVisitor(servers, clients);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-moderation-'));
    servers = await startChatServers(dialect, { dataDir });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a hostile, a personal and a profane text the demo event’s three filters, in the receiver’s copy too', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const to = { type: 'send', receiverId: bob.uid, receiverType: 'user' };
    const hostile = await alice.client.request({ ...to, text: '<img src=x onerror=alert(1)>Hallo' });
    expect(extensionsOf(hostile.result)).toEqual({
      'xss-filter': { hasXSS: 'yes', sanitized_text: '<img src="x">Hallo' },
      'data-masking': { data: { sensitive_data: 'no' } },
      'profanity-filter': { profanity: 'no' },
    });
    const personal = await alice.client.request({ ...to, text: 'Ruf mich an: 0171 2345678' });
    expect(extensionsOf(personal.result)?.['data-masking']).toEqual({
      data: { sensitive_data: 'yes', message_masked: 'Ruf mich an: ************' },
    });
    const profane = await alice.client.request({ ...to, text: 'Du Arschloch, you asshole' });
    const id = (profane.result as { id: number }).id;
    expect(extensionsOf(profane.result)?.['profanity-filter']).toEqual({
      profanity: 'yes',
      message_clean: 'Du ***, you ***',
    });
    const received = await bob.client.event('message', (data) => (data as { id: number }).id === id);
    expect(extensionsOf(received)?.['profanity-filter']).toMatchObject({ profanity: 'yes' });
    const page = (await bob.client.request({ type: 'messages', uid: alice.uid })).result as unknown[];
    expect(page.map((message) => extensionsOf(message)?.['profanity-filter']?.['profanity'])).toEqual([
      'no',
      'no',
      'yes',
    ]);

    const edited = await alice.client.request({ type: 'edit', messageId: id, text: 'Entschuldigung' });
    expect(extensionsOf(edited.result)?.['profanity-filter']).toEqual({ profanity: 'no' });
    const deleted = await alice.client.request({ type: 'delete', messageId: id });
    expect(extensionsOf(deleted.result)).toBeUndefined();
  });

  it('runs only the filters the event file switches on', async () => {
    // A server of its own, whose settings nobody has read yet (the chat reads them at most every two seconds).
    const own = await startChatServers(dialect, { dataDir });
    try {
      await importChatModeration(
        own.store.db,
        chatModerationSection.parse({ xssFilter: false, dataMasking: false, profanityFilter: true }),
      );
      const ownClients: RawChatClient[] = [];
      const alice = await connectVisitor(own, ownClients);
      const bob = await connectVisitor(own, ownClients);
      const sent = await alice.client.request({
        type: 'send',
        receiverId: bob.uid,
        receiverType: 'user',
        text: '<script>x</script> anna@example.org',
      });
      expect(extensionsOf(sent.result)).toEqual({ 'profanity-filter': { profanity: 'no' } });
      for (const client of ownClients) client.close();
    } finally {
      await own.close();
    }
  });
});
