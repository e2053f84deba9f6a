// Sends the visitor's current position as a location message (§3 custom type location). The work is in
// send-location.ts, loaded when a visitor first sends one (the open panel stays in its weight budget).
import { useCallback } from 'react';
import { useChat, useChatStore } from '../chat-context';
import type { Receiver } from './conversation-target';

export function useSendLocation(receiver: Receiver): () => void {
  const { service, notify } = useChat();
  const chat = useChatStore();
  return useCallback(() => {
    const extensions = service.extensions;
    if (!extensions) return;
    void import('./send-location').then(({ sendLocation }) => sendLocation({ extensions, chat, notify, receiver }));
  }, [service, notify, chat, receiver]);
}
