import { describe, expect, it } from 'vitest';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { parseEventFile } from '../read-event-file.js';

const withPortal = (portal: string) => `${MINIMAL_EVENT_YAML}portal:\n${portal}\n`;
const ARENA = '  arenaChat:\n    link: /demo/assets/arena-chat.html';

describe('the portal section streamChat key', () => {
  it("takes our chat's group, beside the stream by default, or the arena chat", () => {
    const ours = parseEventFile(
      'event.yaml',
      withPortal('  streamChat: { provider: foyer, group: lounge, name: Lounge }'),
    );
    expect(ours.portal.streamChat).toEqual({ provider: 'foyer', group: 'lounge', name: 'Lounge', position: 'side' });
    const arena = parseEventFile('event.yaml', withPortal(`  streamChat: { provider: arena }\n${ARENA}`));
    expect(arena.portal.streamChat).toEqual({ provider: 'arena' });
  });

  it('refuses a group id the chat could not use, a missing name or group, and arena without arenaChat', () => {
    for (const portal of [
      '  streamChat: { provider: foyer, group: lounge/1, name: Lounge }',
      `  streamChat: { provider: foyer, group: ${'x'.repeat(101)}, name: Lounge }`,
      '  streamChat: { provider: foyer, group: lounge }',
      '  streamChat: { provider: foyer, name: Lounge }',
      '  streamChat: { provider: foyer, group: lounge, name: Lounge, position: top }',
      '  streamChat: { provider: slack }',
      '  streamChat: { provider: arena }',
    ]) {
      expect(eventFileProblems(withPortal(portal)).join('\n')).toContain('portal.streamChat');
    }
  });
});
