import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../chat/chat-constants';

/** §5 "Searches in user, group and add-member lists are debounced 500 ms and reset the list." */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
