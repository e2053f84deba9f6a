// The JSDoc of src/elements/*.ts types each attribute with a fixed set of values as that set (`@attr {'a' | 'b'}`);
// the manifest and every generated typing take it from there (scripts/element-typings.mjs). The sets must stay the
// ones the code accepts, or a host's type-check would refuse a valid value or allow one the element ignores.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_PROVIDERS } from '../react/chat/launcher/chat-start';
import { CHAT_LAYOUTS } from '../react/chat/panel/chat-root';
import { LANGUAGES, LOGIN_TYPES, ROUTING_MODES, SESSION_MODES } from '../react/core/config/config-types';

/** The literal values of `@attr {'a' | 'b'} <name>` in the element file of `tag`. */
function documented(tag: string, attribute: string): string[] {
  const source = readFileSync(new URL(`./${tag}.ts`, import.meta.url), 'utf8');
  const match = new RegExp(`@attr \\{([^}]*)\\} ${attribute} - `).exec(source);
  if (!match?.[1]) throw new Error(`<${tag}> documents no ${attribute} attribute`);
  return match[1].split('|').map((value) => value.trim().replace(/^'|'$/g, ''));
}

describe('the value sets of the attributes in the JSDoc', () => {
  it.each(['event-portal', 'event-poll', 'event-form', 'event-cards', 'event-stream'])(
    "are the portal's languages for <%s language>",
    (tag) => {
      expect(documented(tag, 'language')).toEqual([...LANGUAGES]);
    },
  );

  it("are the configuration's login types, session modes and routing modes for <event-portal>", () => {
    expect(documented('event-portal', 'login-type')).toEqual([...LOGIN_TYPES]);
    expect(documented('event-portal', 'session-mode')).toEqual([...SESSION_MODES]);
    expect(documented('event-portal', 'routing')).toEqual([...ROUTING_MODES]);
  });

  it("are the chat's layouts and providers for <chat-widget>", () => {
    expect(documented('chat-widget', 'layout')).toEqual([...CHAT_LAYOUTS]);
    expect(documented('chat-widget', 'provider')).toEqual([...CHAT_PROVIDERS]);
  });
});
