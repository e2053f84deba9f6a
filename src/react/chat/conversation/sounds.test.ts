import { afterEach, describe, expect, it, vi } from 'vitest';
import { playChatSound, shouldPlayMessageSound } from './sounds';

describe('chat sounds (§4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never sounds for call events', () => {
    expect(shouldPlayMessageSound({ category: 'call' }, false)).toBe(false);
    expect(shouldPlayMessageSound({ category: 'message' }, true)).toBe(true);
  });

  it('keeps quiet for join and leave notices only when hide_join_leave_notifications is set', () => {
    expect(shouldPlayMessageSound({ category: 'action', action: { action: 'joined' } }, true)).toBe(false);
    expect(shouldPlayMessageSound({ category: 'action', action: { action: 'left' } }, true)).toBe(false);
    expect(shouldPlayMessageSound({ category: 'action', action: { action: 'kicked' } }, true)).toBe(true);
    expect(shouldPlayMessageSound({ category: 'action', action: { action: 'joined' } }, false)).toBe(true);
  });

  it('fails silently when the browser refuses audio', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    );
    expect(() => playChatSound('incomingMessage')).not.toThrow();
  });
});
