import { describe, expect, it, vi } from 'vitest';
import { readConfig } from './read-config';

const page = (config: unknown) => ({
  getElementById: (id: string) =>
    id === 'foyer-config' ? ({ textContent: JSON.stringify(config) } as HTMLElement) : null,
});

describe('the chat key of the runtime configuration (chat-widget.md §3 chat widget config)', () => {
  it('reads isEnabled, region, appId, tabs, provider and url', () => {
    const chat = {
      isEnabled: true,
      region: 'eu',
      appId: 'abc',
      tabs: ['chats', 'groups'],
      provider: 'foyer',
      url: 'wss://chat.example.org/chat',
    };
    expect(readConfig({ tagName: 'event-portal', attributes: {}, root: page({ chat }) }).chat).toEqual(chat);
  });

  it('logs and drops a chat config with an unknown provider, tab or key', () => {
    for (const chat of [
      { isEnabled: true, provider: 'slack' },
      { isEnabled: true, tabs: ['calls'] },
      { isEnabled: true, colour: 'red' },
      { tabs: ['chats'] },
    ]) {
      const logger = { error: vi.fn() };
      expect(readConfig({ tagName: 'event-portal', attributes: {}, root: page({ chat }), logger }).chat).toBe(
        undefined,
      );
      expect(logger.error).toHaveBeenCalledTimes(1);
    }
  });
});
