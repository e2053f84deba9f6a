/**
 * The calls of the chat UI (issue 17; chat-widget.md §4, §5), as little as the panel must carry: a bridge the
 * conversation header asks for its call buttons, and the call controller (call-controller.tsx: the call state, the
 * tones, the stored active call, the screens), a chunk of its own that loads right after the panel, never before it
 * opens (the panel's weight budget, docs/decisions/0024-calls.md).
 */
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-target';
import type { IconAction } from '../conversation/icon-actions';
import type { CallsApi, CallStorage } from './call-types';

const CallController = lazy(() => import('./call-controller'));

const CallsContext = createContext<CallsApi | null>(null);

/** The header's call buttons (§2, §5): none until the controller has loaded, or when the provider offers no calls. */
export function useCallActions(target: ConversationTarget): IconAction[] {
  const { settings } = useChat();
  return useContext(CallsContext)?.actionsFor(target, settings) ?? [];
}

/** The loaded call controller's api (group call cards ask it), or null before it loaded or without calls. */
export function useCallsApi(): CallsApi | null {
  return useContext(CallsContext);
}

/** Wraps the chat UI: with a provider that offers calls, its call buttons work and its calls ring here. */
export function CallLayer({ storage, children }: { storage?: CallStorage | undefined; children: ReactNode }) {
  const { service } = useChat();
  const [api, publish] = useState<CallsApi | null>(null);
  return (
    <CallsContext.Provider value={api}>
      {children}
      {service.calls && (
        <Suspense fallback={null}>
          <CallController calls={service.calls} storage={storage} publish={publish} />
        </Suspense>
      )}
    </CallsContext.Provider>
  );
}
