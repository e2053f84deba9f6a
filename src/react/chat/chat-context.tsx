import { createContext, useContext } from 'react';
import type { ChatService, ChatUser } from '../../chat/chat-service';
import type { WidgetSettings } from '../../chat/widget-settings';

/** A toast (§8: error, success, info or warning with a code's text) or the 4000 ms snackbar. */
export interface ChatNotice {
  kind: 'error' | 'success' | 'info' | 'warning';
  /** A key of the chat locale files (notice.*): every chat error code has one; an unknown code shows notice.ERROR. */
  code: string;
  /** A toast (default, 3 s) or the widget notification snackbar (§2, 4000 ms). */
  variant?: 'toast' | 'snackbar';
}

/** What every part of the chat UI shares once the chat service is logged in (§4 lifecycle "done"). */
export interface ChatContextValue {
  service: ChatService;
  me: ChatUser;
  settings: WidgetSettings;
  /** The floating panel (not a standalone layout). */
  embedded: boolean;
  notify(notice: ChatNotice): void;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (value === null) throw new Error('useChat() needs a <ChatContext.Provider> (the chat panel provides it)');
  return value;
}
