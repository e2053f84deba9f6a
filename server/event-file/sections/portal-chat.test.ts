import { describe, expect, it } from 'vitest';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { parseEventFile } from '../read-event-file.js';

const withChat = (chat: string) => `${MINIMAL_EVENT_YAML}portal:
  chat:
${chat}
`;

const problemsOf = eventFileProblems;

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
