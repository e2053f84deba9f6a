import { describe, expect, it } from 'vitest';
import { EventFileError, parseEventFile } from '../read-event-file.js';

const withChat = (chat: string) => `
event:
  name: Test
projects:
  - id: 4
    code: basic
    name: Basic
    schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' }
  - id: 6
    code: event
    name: Event
    schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' }
portal:
  chat:
${chat}
`;

function problemsOf(source: string): string[] {
  try {
    parseEventFile('event.yaml', source);
  } catch (error) {
    if (error instanceof EventFileError) return error.message.split('\n');
    throw error;
  }
  throw new Error('The file was accepted');
}

describe('the portal section chat key', () => {
  it('passes the chat widget config to the portal, provider foyer by default', () => {
    const event = parseEventFile('event.yaml', withChat('    isEnabled: true\n    tabs: [chats, users]'));
    expect(event.portal.chat).toEqual({ isEnabled: true, tabs: ['chats', 'users'], provider: 'foyer' });
  });

  it('refuses an unknown tab, provider or key, a missing isEnabled and a url that is no WebSocket', () => {
    for (const chat of [
      '    isEnabled: true\n    tabs: [calls]',
      '    isEnabled: true\n    provider: slack',
      '    isEnabled: true\n    colour: red',
      '    tabs: [chats]',
      '    isEnabled: true\n    url: http://example.org/chat',
    ]) {
      expect(problemsOf(withChat(chat)).join('\n')).toContain('portal.chat');
    }
  });
});
