import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES } from '../chat-service';
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
