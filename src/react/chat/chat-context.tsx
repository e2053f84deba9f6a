import { createContext, useContext } from 'react';
import { createChatStore, type ChatStore } from '../../chat/state/chat-store';
import type { ChatGroups, ChatService, ChatUser } from '../../chat/chat-service';
import type { WidgetSettings } from '../../chat/widget-settings';
import { playChatSound } from './conversation/sounds';

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
  /** The visitor muted the chat's message sounds for this session (the panel's mute toggle, portal.md §3). */
  soundsMuted?: boolean;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (value === null) throw new Error('useChat() needs a <ChatContext.Provider> (the chat panel provides it)');
  return value;
}

/**
 * The provider's groups capability. Only the groups tab's parts ask for it, and that tab shows only when the
 * provider has it (tab-rules.ts visibleTabs).
 */
export function useChatGroups(): ChatGroups {
  const { groups } = useChat().service;
  if (!groups) throw new Error('this chat provider has no groups: the groups tab should not show');
  return groups;
}

/**
 * One chat store per service and user (one widget), kept across re-renders: the panel gets a new context object
 * whenever the launcher updates it (a new unread count, an attribute), and a new store would fetch everything
 * again. The store's callbacks read the newest context's settings and notify.
 */
const stores = new WeakMap<ChatService, { uid: string; store: ChatStore; context: ChatContextValue }>();

/** The widget's chat store (src/chat/state/chat-store.ts), made on first use; read it with zustand's useStore. */
export function useChatStore(): ChatStore {
  const context = useChat();
  let entry = stores.get(context.service);
  if (!entry || entry.uid !== context.me.uid) {
    const created: { uid: string; store: ChatStore; context: ChatContextValue } = {
      uid: context.me.uid,
      context,
      store: createChatStore({
        service: context.service,
        me: context.me,
        hideJoinLeave: () => created.context.settings.hide_join_leave_notifications,
        onError: (code) => created.context.notify({ kind: 'error', code }),
        onSound: (cue) => {
          if (!created.context.soundsMuted) playChatSound(cue);
        },
      }),
    };
    entry = created;
    stores.set(context.service, entry);
  }
  entry.context = context;
  return entry.store;
}
