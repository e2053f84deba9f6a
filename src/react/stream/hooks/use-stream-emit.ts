import { useCallback } from 'react';
import { useEmit } from '../../core/element/host-context';
import type { StreamEventDetails, StreamEventName } from '../stream-events';

/** emit() typed with the element's own events. */
export function useStreamEmit(): <Name extends StreamEventName>(name: Name, detail: StreamEventDetails[Name]) => void {
  const emit = useEmit();
  return useCallback((name, detail) => emit(name, detail), [emit]);
}
