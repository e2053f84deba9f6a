/**
 * One open thread's state outside React (chat-widget.md §2 thread panel, §4): the parent's replies with paging, live
 * arrivals, edits, deletions and reactions, and the replies the logged-in user sends. It loads with the thread panel
 * (a chunk of its own); the parent itself and its replyCount live in the conversation's state (chat-store.ts).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { PAGE_SIZE } from '../chat-constants';
import { ChatError, type ChatListener, type ChatMessage, type ChatService, type ChatUser } from '../chat-service';
import type { ChatStore, ListStatus } from './chat-store';
import { markFailed, mergeMessages, replaceMessage, type ListMessage } from './messages';

export interface ThreadState {
  replies: ListMessage[];
  status: ListStatus;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Grows whenever the replies should show their newest (first page, own reply, an arrival). */
  scrollToBottomSignal: number;
}

export interface ThreadStoreOptions {
  service: ChatService;
  me: ChatUser;
  /** The conversation's store: a sent reply raises its parent's replyCount there, reactions replace it there too. */
  chat: Pick<ChatStore, 'addReply' | 'toggleReaction'>;
  parent: Pick<ChatMessage, 'id' | 'receiverId' | 'receiverType' | 'conversationId'> & { sender: { uid: string } };
  /** §8: a failed call's code (ERROR without one), for the UI's toast. */
  onError?: (code: string) => void;
}

export interface ThreadStore {
  store: StoreApi<ThreadState>;
  /** Starts listening and fetches the newest replies; returns the stop. */
  start(): () => void;
  loadOlder(): void;
  sendText(text: string): void;
  sendMedia(
    type: 'image' | 'video' | 'audio' | 'file',
    file: Blob & { name: string; type: string; size: number },
  ): void;
  retry(message: ListMessage): void;
  editText(message: ListMessage, text: string): Promise<boolean>;
  deleteMessage(message: ListMessage): void;
  toggleReaction(message: ListMessage, emoji: string): void;
}

let threadCounter = 0;
const codeOf = (error: unknown) => (error instanceof ChatError ? error.code : 'ERROR');

export function createThreadStore({ service, me, chat, parent, onError }: ThreadStoreOptions): ThreadStore {
  const store = createStore<ThreadState>()(() => ({
    replies: [],
    status: 'loading',
    hasOlder: true,
    loadingOlder: false,
    scrollToBottomSignal: 0,
  }));
  /** The conversation's other side (in a pair, whoever of the two is not the logged-in user): replies go there. */
  const target = {
    receiverId: parent.receiverType === 'user' && parent.receiverId === me.uid ? parent.sender.uid : parent.receiverId,
    receiverType: parent.receiverType,
  };
  const request = service.extensions?.threadMessagesRequest({
    ...target,
    parentMessageId: parent.id,
    limit: PAGE_SIZE.messages,
  });
  const retries = new Map<string, (muid: string) => Promise<ChatMessage>>();
  const update = (change: (state: ThreadState) => Partial<ThreadState>) => store.setState(change);
  const replace = (message: ChatMessage) => update((state) => ({ replies: replaceMessage(state.replies, message) }));

  async function fetchPage() {
    if (!request) return;
    const page = await request.fetchPrevious();
    update((state) => ({
      replies: mergeMessages(state.replies, page),
      ...(page.length < PAGE_SIZE.messages ? { hasOlder: false } : {}),
    }));
  }

  const inThread = (message: ChatMessage) => message.parentMessageId === parent.id;
  const arrived = (message: ChatMessage) => {
    if (!inThread(message)) return;
    update((state) => ({
      replies: mergeMessages(state.replies, [message]),
      scrollToBottomSignal: state.scrollToBottomSignal + 1,
    }));
  };
  const changed = (message: ChatMessage) => {
    if (inThread(message)) replace(message);
  };
  const listener: ChatListener = {
    onTextMessageReceived: arrived,
    onMediaMessageReceived: arrived,
    onCustomMessageReceived: arrived,
    onMessageEdited: changed,
    onMessageDeleted: changed,
  };

  let localCounter = 0;
  function send(local: ListMessage, call: (muid: string) => Promise<ChatMessage>) {
    localCounter += 1;
    const muid = local.muid ?? `thread-${parent.id}-${Date.now().toString(36)}-${localCounter}`;
    retries.delete(muid);
    update((state) => ({
      replies: mergeMessages(state.replies, [{ ...local, muid, error: false }]),
      scrollToBottomSignal: state.scrollToBottomSignal + 1,
    }));
    call(muid).then(
      (sent) => {
        update((state) => ({ replies: mergeMessages(state.replies, [{ ...sent, muid: sent.muid ?? muid }]) }));
        chat.addReply(sent);
      },
      (error: unknown) => {
        retries.set(muid, call);
        update((state) => ({ replies: markFailed(state.replies, muid) }));
        onError?.(codeOf(error));
      },
    );
  }

  const local = (fields: Pick<ListMessage, 'type' | 'text' | 'data'>): ListMessage => ({
    ...fields,
    ...target,
    conversationId: parent.conversationId,
    category: 'message',
    parentMessageId: parent.id,
    sender: { uid: me.uid, name: me.name, ...(me.avatar ? { avatar: me.avatar } : {}) },
    composedAt: Date.now(),
  });

  return {
    store,
    start() {
      const id = `thread-${parent.id}-${(threadCounter += 1)}`;
      service.addListener(id, listener);
      fetchPage().then(
        () => update((state) => ({ status: 'ready', scrollToBottomSignal: state.scrollToBottomSignal + 1 })),
        (error: unknown) => {
          update(() => ({ status: 'error' }));
          onError?.(codeOf(error));
        },
      );
      return () => service.removeListener(id);
    },
    loadOlder() {
      const state = store.getState();
      if (state.loadingOlder || !state.hasOlder || state.status !== 'ready') return;
      update(() => ({ loadingOlder: true }));
      fetchPage()
        .catch((error: unknown) => onError?.(codeOf(error)))
        .finally(() => update(() => ({ loadingOlder: false })));
    },
    sendText(text) {
      send(local({ type: 'text', text }), (muid) =>
        service.sendMessage({ ...target, text, muid, parentMessageId: parent.id }),
      );
    },
    sendMedia(type, file) {
      send(
        local({ type, data: { attachments: [{ url: '', name: file.name, mimeType: file.type, size: file.size }] } }),
        (muid) => service.sendMediaMessage({ ...target, type, file, muid, parentMessageId: parent.id }),
      );
    },
    retry(message) {
      const call = message.muid === undefined ? undefined : retries.get(message.muid);
      if (call) send(message, call);
    },
    async editText(message, text) {
      if (message.id === undefined) return false;
      try {
        replace(await service.editMessage({ id: message.id, ...target, text }));
        return true;
      } catch (error) {
        onError?.(codeOf(error));
        return false;
      }
    },
    deleteMessage(message) {
      if (message.id === undefined) return;
      // §8 "Thread message deletion failures are only logged."
      service.deleteMessage(message.id).then(replace, (error: unknown) => {
        console.error('[chat-widget] a thread message could not be deleted', error);
      });
    },
    toggleReaction(message, emoji) {
      void chat.toggleReaction(message, emoji).then((changedMessage) => changedMessage && replace(changedMessage));
    },
  };
}
