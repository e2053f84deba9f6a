// The server process restarts in the middle of a conversation (same data folder, same port): both adapter
// clients reconnect by themselves, catch up, and every message reaches its listener exactly once. And one client's
// network drops while the other edits and deletes: after reconnecting it learns of each change once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatSocketUrl,
  newChatToken,
  NodeWebSocket,
  removeDataDir,
  storeEnv,
  tempDataDir,
} from '../../../tests/support/chat-server.mjs';
import { startServer, type RunningServer } from '../../../tests/support/start-server.mjs';
import type { ChatMessage, ChatService, ChatUser, ConnectionState } from '../chat-service';
import { createFoyerChatService } from './foyer-chat-service';

// The server of the dialect being tested; a restart replaces it with one on the same data folder, store and port.
let env: Record<string, string>;
let dataDir: string;
let server: RunningServer;

interface Participant {
  service: ChatService;
  user: ChatUser;
  received: ChatMessage[];
  states: ConnectionState[];
}

async function participant(WebSocketClass: typeof WebSocket = NodeWebSocket): Promise<Participant> {
  const service = createFoyerChatService({ url: chatSocketUrl(server.url), WebSocket: WebSocketClass });
  const received: ChatMessage[] = [];
  const states: ConnectionState[] = [];
  service.addListener('restart-test', {
    onTextMessageReceived: (message) => received.push(message),
    onConnectionStateChanged: (state) => states.push(state),
  });
  const user = await service.login(await newChatToken(server.url));
  return { service, user, received, states };
}

/** The `ws` class behind a switch: drop() closes its sockets and new ones fail at once until restore(). */
function droppableNetwork() {
  const sockets = new Set<WebSocket>();
  let offline = false;
  class DroppableWebSocket extends NodeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      // Port 1 refuses connections: the adapter sees what it sees when the network is gone.
      super(offline ? 'ws://127.0.0.1:1/chat' : url, protocols);
      sockets.add(this);
    }
  }
  return {
    WebSocket: DroppableWebSocket,
    drop() {
      offline = true;
      for (const socket of sockets) socket.close();
      sockets.clear();
    },
    restore() {
      offline = false;
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(['sqlite', 'postgres'] as const)('the foyer adapter across a server restart, on %s', (dialect) => {
  let dropStore = async () => {};

  beforeAll(async () => {
    const store = await storeEnv(dialect);
    dropStore = store.drop;
    env = { ...store.env, CHAT_REQUESTS_PER_SECOND: '1000' };
    dataDir = tempDataDir();
    server = await startServer({ dataDir, env });
  });

  afterAll(async () => {
    await server?.stop();
    removeDataDir(dataDir);
    await dropStore();
  });

  it('reconnects both clients and loses or doubles no message', { timeout: 90_000 }, async () => {
    const alice = await participant();
    const bob = await participant();
    const say = (from: Participant, to: Participant, text: string) =>
      from.service.sendMessage({ receiverId: to.user.uid, receiverType: 'user', text });

    for (let index = 0; index < 5; index += 1) {
      await say(alice, bob, `before ${index}`);
      await say(bob, alice, `reply before ${index}`);
    }
    await until(() => bob.received.length === 5 && alice.received.length === 5, 5_000, 'the first messages');

    await server.stop();
    await until(
      () => alice.states.at(-1) !== 'connected' && bob.states.at(-1) !== 'connected',
      5_000,
      'the disconnect',
    );
    // Sent while the server is down: held by the adapter and sent once it is back.
    const pending = [say(alice, bob, 'during the restart 1'), say(alice, bob, 'during the restart 2')];
    server = await startServer({ dataDir, port: server.port, env });

    await Promise.all(pending);
    await until(
      () => alice.states.at(-1) === 'connected' && bob.states.at(-1) === 'connected',
      40_000,
      'the reconnects',
    );
    for (let index = 0; index < 5; index += 1) {
      await say(alice, bob, `after ${index}`);
      await say(bob, alice, `reply after ${index}`);
    }
    await until(() => bob.received.length === 12 && alice.received.length === 10, 10_000, 'every message');
    // A moment more, in case a duplicate is on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const texts = (messages: ChatMessage[]) => messages.map((message) => message.text);
    expect(texts(bob.received)).toEqual([
      ...[0, 1, 2, 3, 4].map((index) => `before ${index}`),
      'during the restart 1',
      'during the restart 2',
      ...[0, 1, 2, 3, 4].map((index) => `after ${index}`),
    ]);
    expect(texts(alice.received)).toEqual([
      ...[0, 1, 2, 3, 4].map((index) => `reply before ${index}`),
      ...[0, 1, 2, 3, 4].map((index) => `reply after ${index}`),
    ]);
    expect(new Set(bob.received.map((message) => message.id)).size).toBe(12);
    const stored = await bob.service.messagesRequest({ uid: alice.user.uid, limit: 100 }).fetchPrevious();
    expect(stored).toHaveLength(22);

    await alice.service.logout();
    await bob.service.logout();
  });

  it('catches up on edits and deletions made while a client was away, each once', { timeout: 60_000 }, async () => {
    const network = droppableNetwork();
    const alice = await participant();
    const bob = await participant(network.WebSocket);
    const edited: ChatMessage[] = [];
    const deleted: ChatMessage[] = [];
    bob.service.addListener('changes', {
      onMessageEdited: (message) => edited.push(message),
      onMessageDeleted: (message) => deleted.push(message),
    });
    const say = (text: string) => alice.service.sendMessage({ receiverId: bob.user.uid, receiverType: 'user', text });
    const edit = (message: ChatMessage, text: string) =>
      alice.service.editMessage({ id: message.id, receiverId: bob.user.uid, receiverType: 'user', text });
    const typo = await say('Frist');
    const doomed = await say('gone soon');
    const kept = await say('kept');
    await until(() => bob.received.length === 3, 5_000, 'the first messages');

    network.drop();
    await until(() => bob.states.at(-1) !== 'connected', 5_000, 'the drop');
    await edit(typo, 'Firs');
    await edit(typo, 'First');
    await alice.service.deleteMessage(doomed.id);
    const away = await say('while away');
    await edit(away, 'while away, edited');
    network.restore();

    await until(() => bob.states.at(-1) === 'connected' && bob.received.length === 4, 40_000, 'the catch-up');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Two edits while away arrive as one, in the text the message has now; the new message comes as it is now.
    expect(edited.map((message) => [message.id, message.text])).toEqual([[typo.id, 'First']]);
    expect(deleted.map((message) => message.id)).toEqual([doomed.id]);
    expect(deleted[0]?.text).toBeUndefined();
    expect(bob.received.at(-1)).toMatchObject({ id: away.id, text: 'while away, edited' });

    // Live again: the next edit comes once, as it happens.
    await edit(kept, 'kept, edited');
    await until(() => edited.length === 2, 5_000, 'the live edit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(edited.map((message) => message.text)).toEqual(['First', 'kept, edited']);

    await alice.service.logout();
    await bob.service.logout();
  });
});
