import { createContext, useCallback, useContext } from 'react';
import { emit, type PublicEventName } from './emit';

export { emit, type PublicEventName };

/** The custom element a React tree is mounted in. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useEmit(): <Detail>(name: PublicEventName, detail: Detail) => void {
  const host = useContext(HostContext);
  return useCallback(
    <Detail>(name: PublicEventName, detail: Detail) => {
      if (host) emit(host, name, detail);
    },
    [host],
  );
}
