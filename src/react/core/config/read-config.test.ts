import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from './defaults';
import { readConfig } from './read-config';

function page(scripts: Record<string, string>) {
  return { getElementById: (id: string) => (id in scripts ? ({ textContent: scripts[id] } as HTMLElement) : null) };
}

describe('readConfig', () => {
  it('falls back to the defaults of portal.md §9', () => {
    const config = readConfig({ tagName: 'event-portal', attributes: {}, root: page({}) });
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(config).toMatchObject({
      loginType: 'anonymousLogin',
      sessionMode: 'normal',
      projectId: 4,
      eventProjectId: 6,
      language: 'de-DE-DU',
      fallbackLanguage: 'de',
    });
  });

  it('reads the config script with the default id', () => {
    const config = readConfig({
      tagName: 'event-portal',
      attributes: {},
      root: page({ 'foyer-config': JSON.stringify({ language: 'en', title: 'Demo', projectId: 9 }) }),
    });
    expect(config).toMatchObject({ language: 'en', title: 'Demo', projectId: 9, loginType: 'anonymousLogin' });
  });

  it('lets attributes win over the config script', () => {
    const config = readConfig({
      tagName: 'event-portal',
      attributes: { language: 'de-DE-SIE', apiUrl: undefined },
      configScriptId: 'mine',
      root: page({ mine: JSON.stringify({ language: 'en', apiUrl: 'https://api.example.org/graphql' }) }),
    });
    expect(config.language).toBe('de-DE-SIE');
    expect(config.apiUrl).toBe('https://api.example.org/graphql');
  });

  it('logs one error naming the element and the script for invalid JSON and uses the defaults', () => {
    const logger = { error: vi.fn() };
    const config = readConfig({
      tagName: 'event-portal',
      attributes: {},
      configScriptId: 'broken',
      root: page({ broken: '{ "language": "en", }' }),
      logger,
    });
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/^<event-portal>: the config script #broken is not valid JSON/);
  });

  it('drops an invalid setting with a message naming it and keeps the rest', () => {
    const logger = { error: vi.fn() };
    const config = readConfig({
      tagName: 'event-portal',
      attributes: {},
      root: page({
        'foyer-config': JSON.stringify({ loginType: 'magicLink', title: 'Kept', navbar: { items: [{ link: '/x' }] } }),
      }),
      logger,
    });
    expect(config.loginType).toBe('anonymousLogin');
    expect(config.title).toBe('Kept');
    expect(config.navbar).toBeUndefined();
    const messages = logger.error.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(2);
    expect(messages.some((message) => message.includes('loginType'))).toBe(true);
    expect(messages.some((message) => message.includes('navbar.items[0].label'))).toBe(true);
  });

  it('names an unknown setting', () => {
    const logger = { error: vi.fn() };
    const config = readConfig({
      tagName: 'event-portal',
      attributes: {},
      root: page({ 'foyer-config': JSON.stringify({ colour: 'red', language: 'en' }) }),
      logger,
    });
    expect(config.language).toBe('en');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[0])).toContain('colour');
  });

  it('rejects a config script that is not an object', () => {
    const logger = { error: vi.fn() };
    const config = readConfig({
      tagName: 'event-poll',
      attributes: {},
      root: page({ 'foyer-config': '[1,2]' }),
      logger,
    });
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(String(logger.error.mock.calls[0]?.[0])).toContain('<event-poll>');
  });
});
