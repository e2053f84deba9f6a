import { createContext, useCallback, useContext } from 'react';

/** The custom element a React tree is mounted in. */
export const HostContext = createContext<HTMLElement | null>(null);

/** Public events are named event-* (portal features) or chat-* (chat widget), in kebab-case. */
export type PublicEventName = `event-${string}` | `chat-${string}`;

/** Dispatches a public event from the host element; it bubbles and crosses shadow boundaries. */
export function emit<Detail>(host: HTMLElement, name: PublicEventName, detail: Detail): boolean {
  return host.dispatchEvent(new CustomEvent<Detail>(name, { bubbles: true, composed: true, detail }));
}

export function useEmit(): <Detail>(name: PublicEventName, detail: Detail) => void {
  const host = useContext(HostContext);
  return useCallback(
    <Detail>(name: PublicEventName, detail: Detail) => {
      if (host) emit(host, name, detail);
    },
    [host],
  );
}
