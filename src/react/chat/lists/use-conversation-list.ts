import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Conversation } from '../../../chat/chat-service';
import type { ConversationFilter } from '../../../chat/state/conversation-list-rules';
import { useChatStore } from '../chat-context';
import type { ListStatus } from './use-paged-list';

export interface ConversationListView {
  items: Conversation[];
  status: ListStatus;
  /** Fetches the next page unless one is loading or the last page was empty. */
  loadMore(): void;
}

const NO_ITEMS: Conversation[] = [];

/**
 * The conversation list of §4, as the chat store keeps it (src/chat/state/chat-store.ts): paged 30 at a time, kept
 * current by every live event the rules name and by this widget's own sends, edits and deletions.
 */
export function useConversationList(
  filter: ConversationFilter,
  openConversationId: string | null,
): ConversationListView {
  const chat = useChatStore();
  useEffect(() => chat.watchConversationList(filter), [chat, filter]);
  useEffect(() => chat.setOpenConversation(openConversationId), [chat, openConversationId]);
  const list = useStore(chat.store, (state) => state.conversationList);
  // Until the store has this filter's first page, the list is loading.
  const current = list?.filter === filter ? list : null;
  return {
    items: current?.items ?? NO_ITEMS,
    status: current?.status ?? 'loading',
    loadMore: chat.loadMoreConversations,
  };
}
