import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES as PORT_CODES } from '../../src/chat/chat-service.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';

describe('chat error codes', () => {
  it('are the ones the chat port declares', () => {
    expect(CHAT_ERROR_CODES).toEqual(PORT_CODES);
  });
});
