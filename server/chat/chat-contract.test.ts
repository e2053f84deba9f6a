// One definition per wire type (issue 14): the server and the client use the contract's objects themselves, and no
// name the contract defines is defined again anywhere else in the server or the client.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sharedCodes from '../../shared/chat/chat-codes.js';
import * as sharedLimits from '../../shared/chat/chat-limits.js';
import * as sharedIds from '../../shared/chat/conversation-id.js';
import * as clientConstants from '../../src/chat/chat-constants.js';
import * as clientPort from '../../src/chat/chat-service.js';
import * as serverCodes from './chat-codes.js';

const root = join(import.meta.dirname, '../..');
const SHARED = 'shared/chat';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The names a file exports a definition of: consts, functions, classes, types, interfaces. */
function definedNames(source: string): string[] {
  const pattern = /^export\s+(?:const|let|function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

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
    const importsOf = async (file: string) =>
      [...(await readFile(join(root, file), 'utf8')).matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
    expect(await importsOf('server/chat/session/chat-socket.ts')).toContain('../../../shared/chat/chat-requests.js');
    expect(await importsOf('server/chat/media/media-upload.ts')).toContain('../../../shared/chat/chat-requests.js');
    expect(await importsOf('src/chat/foyer/foyer-frames.ts')).toContain('../../../shared/chat/chat-frames');
  });

  it('defines each of its names once: nothing in server/ or src/ defines them again', async () => {
    const contractFiles = await sourceFiles(SHARED);
    const contractNames = new Set<string>();
    for (const file of contractFiles) {
      for (const name of definedNames(await readFile(join(root, file), 'utf8'))) contractNames.add(name);
    }
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
    const redefinitions: string[] = [];
    for (const file of [...(await sourceFiles('server')), ...(await sourceFiles('src'))]) {
      for (const name of definedNames(await readFile(join(root, file), 'utf8'))) {
        if (contractNames.has(name)) redefinitions.push(`${file}: ${name}`);
      }
    }
    expect(redefinitions).toEqual([]);
  });
});
