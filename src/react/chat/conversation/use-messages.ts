// The message list's view of the chat store (src/chat/state/chat-store.ts): the open conversation's messages,
// paging, receipts and sends (chat-widget.md §4), read through a selector; the store holds the logic.
import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { MediaMessageType } from '../../../chat/chat-service';
import { conversationIdOfReceiver, emptyConversation, type ListStatus } from '../../../chat/state/chat-store';
import { useChat, useChatStore } from '../chat-context';
import { receiverOf, type ConversationTarget } from './conversation-target';
import type { ListMessage } from './list-message';

export type { ListStatus } from '../../../chat/state/chat-store';

export interface MessagesState {
  messages: ListMessage[];
  status: ListStatus;
  loadingOlder: boolean;
  hasOlder: boolean;
  /** §4 incoming messages that arrived while the list was not at the bottom. */
  newMessageCount: number;
  /** §8 ERR_GUID_NOT_FOUND: the open group no longer exists. */
  groupDeleted: boolean;
  /** Grows whenever the list should show its newest message (first page, own send, arrival at the bottom). */
  scrollToBottomSignal: number;
  loadOlder(): void;
  /** The list reports where it is scrolled; reaching the bottom takes in the new messages. */
  setAtBottom(atBottom: boolean): void;
  /** §4 "clicking the banner merges them and marks them read". */
  showNewMessages(): void;
  sendText(text: string): void;
  sendMedia(type: MediaMessageType, file: File): void;
  /** Resolves true once the server took the edit. */
  editText(message: ListMessage, text: string): Promise<boolean>;
  deleteMessage(message: ListMessage): void;
  /** Sends a failed message again with its own muid, so the server keeps one copy (issue #14). */
  retry(message: ListMessage): void;
}

/** What the list shows before the store has the conversation (the first render, before the watch starts). */
const LOADING = emptyConversation({ receiverId: '', receiverType: 'user' });

export function useMessages(target: ConversationTarget, onGroupGone: () => void): MessagesState {
  const { me } = useChat();
  const chat = useChatStore();
  // Keyed by the ids, not the target object: a fresh object for the same conversation must not refetch.
  const { receiverId, receiverType } = receiverOf(target);
  const receiver = useMemo(() => ({ receiverId, receiverType }), [receiverId, receiverType]);
  const id = conversationIdOfReceiver(receiver, me.uid);

  useEffect(() => chat.watchConversation(receiver), [chat, receiver]);
  const state = useStore(chat.store, (all) => all.conversations[id]) ?? LOADING;

  useEffect(() => {
    if (state.groupDeleted) onGroupGone();
  }, [state.groupDeleted, onGroupGone]);

  const loadOlder = useCallback(() => chat.loadOlder(id), [chat, id]);
  const setAtBottom = useCallback((atBottom: boolean) => chat.setAtBottom(id, atBottom), [chat, id]);
  const showNewMessages = useCallback(() => chat.showNewMessages(id), [chat, id]);
  const sendText = useCallback((text: string) => chat.sendText(receiver, text), [chat, receiver]);
  const sendMedia = useCallback(
    (type: MediaMessageType, file: File) => chat.sendMedia(receiver, type, file),
    [chat, receiver],
  );
  const retry = useCallback((message: ListMessage) => chat.retry(id, message), [chat, id]);

  return {
    messages: state.messages,
    status: state.status,
    loadingOlder: state.loadingOlder,
    hasOlder: state.hasOlder,
    newMessageCount: state.held.length,
    groupDeleted: state.groupDeleted,
    scrollToBottomSignal: state.scrollToBottomSignal,
    loadOlder,
    setAtBottom,
    showNewMessages,
    sendText,
    sendMedia,
    editText: chat.editText,
    deleteMessage: chat.deleteMessage,
    retry,
  };
}
