import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../core/storage/element-storage';
import { CHAT_MUTED_KEY, readChatMuted, writeChatMuted } from './chat-mute';

function memory(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('the muted chat state', () => {
  it('is kept under the spec’s session key while muted and removed when the sounds are on again', () => {
    const storage = memory();
    expect(readChatMuted(storage)).toBe(false);
    writeChatMuted(storage, true);
    expect(storage.values.get(CHAT_MUTED_KEY)).toBe('1');
    expect(readChatMuted(storage)).toBe(true);
    writeChatMuted(storage, false);
    expect(storage.values.has(CHAT_MUTED_KEY)).toBe(false);
    expect(readChatMuted(storage)).toBe(false);
  });

  it('reads blocked or missing storage as not muted, and writing to it is no error', () => {
    expect(readChatMuted(blocked)).toBe(false);
    expect(readChatMuted(undefined)).toBe(false);
    expect(() => writeChatMuted(blocked, true)).not.toThrow();
    expect(() => writeChatMuted(undefined, true)).not.toThrow();
  });
});
