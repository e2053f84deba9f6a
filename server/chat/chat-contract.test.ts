// One definition per wire type (issue 14): the server and the client use the contract's objects themselves, and no
// name the contract defines is defined again anywhere else in the server or the client.
import { describe, expect, it } from 'vitest';
import * as sharedCodes from '../../shared/chat/chat-codes.js';
import * as sharedLimits from '../../shared/chat/chat-limits.js';
import * as sharedIds from '../../shared/chat/conversation-id.js';
import * as clientConstants from '../../src/chat/chat-constants.js';
import * as clientPort from '../../src/chat/chat-service.js';
import { importsOf, redefinitionsOf } from '../test-support/source-scan.js';
import * as serverCodes from './chat-codes.js';

describe('the chat contract', () => {
  it('is the very object each side uses: codes, ids and limits', () => {
    expect(serverCodes.CHAT_ERROR_CODES).toBe(sharedCodes.CHAT_ERROR_CODES);
    expect(clientPort.CHAT_ERROR_CODES).toBe(sharedCodes.CHAT_ERROR_CODES);
    expect(serverCodes.GROUP_VALIDATION_CODES).toBe(sharedCodes.GROUP_VALIDATION_CODES);
    expect(clientPort.conversationIdOf).toBe(sharedIds.conversationIdOf);
    expect(clientConstants.TYPING_AUTO_END_MS).toBe(sharedLimits.TYPING_AUTO_END_MS);
    expect(clientConstants.PAGE_SIZE).toBe(sharedLimits.PAGE_SIZE);
    expect(clientConstants.GROUP_ID_PREFIX).toBe(sharedLimits.GROUP_ID_PREFIX);
  });

  it('is read from shared/ by the server validating requests and the client reading frames', async () => {
    expect(await importsOf('server/chat/session/chat-socket.ts')).toContain('../../../shared/chat/chat-requests.js');
    expect(await importsOf('server/chat/media/media-upload.ts')).toContain('../../../shared/chat/chat-requests.js');
    expect(await importsOf('src/chat/foyer/foyer-frames.ts')).toContain('../../../shared/chat/chat-frames');
  });

  it('defines each of its names once: nothing in server/ or src/ defines them again', async () => {
    const { names: contractNames, redefinitions } = await redefinitionsOf('shared/chat');
    // The wire's shapes, codes and helpers; a smoke check that the scan sees them.
    for (const name of [
      'CHAT_ERROR_CODES',
      'ChatMessage',
      'conversationIdOf',
      'TYPING_AUTO_END_MS',
      'RESULT_SCHEMAS',
    ]) {
      expect(contractNames).toContain(name);
    }
    expect(redefinitions).toEqual([]);
  });
});
