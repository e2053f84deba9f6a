import { describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_CODES, type ChatUser } from '../chat-service';
import { createFoyerConnection } from './foyer-connection';

/** A socket that never opens by itself; close() reports the close as a browser does, a moment later. */
class NeverOpeningSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(): void {}
  close(): void {
    setTimeout(() => this.onclose?.(), 0);
  }
}

describe('the connection to the chat service', () => {
  it('fails a start that is still connecting when it is stopped, instead of leaving it pending', async () => {
    const connection = createFoyerConnection({
      url: 'ws://chat.test/chat',
      WebSocket: NeverOpeningSocket as unknown as typeof WebSocket,
      onEvent: () => undefined,
      onStateChanged: () => undefined,
      onReconnected: async () => undefined,
    });
    const started = connection.start('token');
    connection.stop();
    await expect(started).rejects.toMatchObject({ code: CHAT_ERROR_CODES.disconnected });
  });
});

/** The logged-in user of every login answer, in the contract's shape (answers are parsed with it). */
const ADA: ChatUser = { uid: '1', name: 'Ada', status: 'online' };

/** A chat server in miniature: sockets open at once and answer login frames; a token is good while it is listed. */
function fakeChatServer(goodTokens: Set<string>) {
  const sockets: FakeSocket[] = [];
  class FakeSocket {
    onopen: (() => void) | null = null;
    onmessage: ((message: MessageEvent) => void) | null = null;
    onclose: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      sockets.push(this);
      setTimeout(() => this.onopen?.(), 0);
    }
    send(raw: string): void {
      const frame = JSON.parse(raw) as { id: number; type: string; token?: string };
      const answer =
        frame.type !== 'login' || goodTokens.has(frame.token ?? '')
          ? {
              id: frame.id,
              ok: true,
              // A login answer, or an empty page of users: the two requests these tests send.
              result: frame.type === 'login' ? { user: ADA, lastMessageId: 0, lastChangeId: 0 } : [],
            }
          : { id: frame.id, ok: false, error: { code: CHAT_ERROR_CODES.unauthenticated, message: 'expired' } };
      setTimeout(() => this.onmessage?.({ data: JSON.stringify(answer) } as MessageEvent), 0);
    }
    close(): void {
      setTimeout(() => this.onclose?.(), 0);
    }
  }
  return { WebSocket: FakeSocket as unknown as typeof WebSocket, sockets };
}

describe('renewing a refused token after a reconnect', () => {
  function connect(goodTokens: Set<string>, renewToken: () => Promise<string | null>) {
    const server = fakeChatServer(goodTokens);
    const states: string[] = [];
    const connection = createFoyerConnection({
      url: 'ws://chat.test/chat',
      WebSocket: server.WebSocket,
      onEvent: () => undefined,
      onStateChanged: (state) => states.push(state),
      onReconnected: async () => undefined,
      renewToken,
    });
    return { connection, server, states };
  }

  it('asks for a new token once when the server refuses the old one, and logs in with it', async () => {
    const good = new Set(['first']);
    const renewals: string[] = [];
    const { connection, server, states } = connect(good, async () => {
      renewals.push('asked');
      return 'second';
    });
    await connection.start('first');
    // The server ends the session as the token expires: the old token is refused from now on.
    good.delete('first');
    good.add('second');
    server.sockets.at(-1)?.close();
    await expect(connection.request({ type: 'users' }, { retry: true })).resolves.toEqual([]);
    expect(renewals).toEqual(['asked']);
    expect(connection.token).toBe('second');
    expect(states.at(-1)).toBe('connected');
    connection.stop();
  });

  it('stops when the renewed token is refused too, or no new one comes, failing what waited', async () => {
    for (const renewed of ['also-expired', null]) {
      let asked = 0;
      const good = new Set(['first']);
      const { connection, server, states } = connect(good, async () => {
        asked += 1;
        return renewed;
      });
      await connection.start('first');
      good.delete('first');
      server.sockets.at(-1)?.close();
      await vi.waitFor(() => expect(states.at(-1)).toBe('disconnected'));
      // Waits for the reconnect, whose login is refused; the renewal's token is refused too, or none comes.
      await expect(connection.request({ type: 'users' })).rejects.toMatchObject({
        code: CHAT_ERROR_CODES.unauthenticated,
      });
      expect(asked).toBe(1);
    }
  });
});
