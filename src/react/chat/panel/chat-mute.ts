import { useCallback, useState } from 'react';
import type { KeyValueStorage } from '../../core/storage/element-storage';

/**
 * portal.md §3 "a session key holds the muted chat state": the key in the element's session storage (the standalone
 * portal's own key; under the API origin's prefix when the widget is embedded in a host page, docs/embedding.md).
 */
export const CHAT_MUTED_KEY = 'chatMuted';

/** Whether the visitor muted the chat's sounds in this browser session; blocked storage reads as not muted. */
export function readChatMuted(storage: KeyValueStorage | undefined): boolean {
  try {
    return storage?.getItem(CHAT_MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the muted state for the session; blocked storage keeps it for the page only. */
export function writeChatMuted(storage: KeyValueStorage | undefined, muted: boolean): void {
  try {
    if (muted) storage?.setItem(CHAT_MUTED_KEY, '1');
    else storage?.removeItem(CHAT_MUTED_KEY);
  } catch {
    // The toggle still works until the page reloads.
  }
}

/** The muted state and its setter, read from and written to `storage` (the element's session storage). */
export function useChatMuted(storage: KeyValueStorage | undefined): [boolean, (muted: boolean) => void] {
  const [muted, setMutedState] = useState(() => readChatMuted(storage));
  const setMuted = useCallback(
    (next: boolean) => {
      writeChatMuted(storage, next);
      setMutedState(next);
    },
    [storage],
  );
  return [muted, setMuted];
}
