/**
 * The chat's state outside React (issue #14): the messages of each watched conversation with their paging,
 * optimistic sends and retries, receipts, and the conversation list. It is fed by the ChatService port only (its
 * requests and its listener), so every adapter (ours, CometChat's) drives the same state; the UI reads it through
 * selectors (zustand's vanilla store: `store.getState()`, `store.subscribe()`, or React's `useStore(store, selector)`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { MAX_NEW_MESSAGES_BEFORE_RELOAD, PAGE_SIZE } from '../chat-constants';
import { RICH_MESSAGE_CODES } from '../../../shared/chat/rich-message-codes';
import {
  CHAT_ERROR_CODES,
  ChatError,
  conversationIdOf,
  type ChatGroup,
  type ChatListener,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type Conversation,
  type MediaMessageType,
  type MessagesRequest,
  type PagedRequest,
  type Receipt,
} from '../chat-service';
import {
  applyMemberJoined,
  applyMemberLeft,
  applyMessage,
  applyPresence,
  applyReadReceipt,
  applyScopeChange,
  conversationIdOfMessage,
  conversationIdOfReceipt,
  fitsFilter,
  removeGroup,
  type ConversationFilter,
  type ListScope,
  type MessageEvent,
} from './conversation-list-rules';
import {
  applyReceipt,
  belongsTo,
  bumpReplyCount,
  isJoinOrLeave,
  markFailed,
  mergeMessages,
  newestIncoming,
  reactionsOf,
  replaceMessage,
  shouldPlayMessageSound,
  type ListMessage,
  type Receiver,
} from './messages';

/** §2 list decorators: LOADING while the first page loads, ERROR when a fetch failed. */
export type ListStatus = 'loading' | 'ready' | 'error';

/** One watched conversation: what its message list shows. */
export interface ConversationState {
  receiver: Receiver;
  messages: ListMessage[];
  status: ListStatus;
  loadingOlder: boolean;
  hasOlder: boolean;
  /** §4 incoming messages that arrived while the list was not at the bottom; the banner counts them. */
  held: ChatMessage[];
  /** Where the list is scrolled, as the view reports it: at the bottom new messages go straight in. */
  atBottom: boolean;
  /** §8 ERR_GUID_NOT_FOUND: the open group no longer exists. */
  groupDeleted: boolean;
  /** Grows whenever the list should show its newest message (first page, own send, arrival at the bottom). */
  scrollToBottomSignal: number;
}

/** The conversation list of §4, one filter at a time. */
export interface ConversationListState {
  filter: ConversationFilter;
  items: Conversation[];
  status: ListStatus;
  /** The last page came back empty: nothing more to fetch. */
  exhausted: boolean;
}

export interface ChatState {
  /** Watched conversations by conversation id (§3). */
  conversations: Readonly<Record<string, ConversationState>>;
  /** Null until a list is watched. */
  conversationList: ConversationListState | null;
  /** The conversation open beside or instead of the list: its unread stays 0 (§4). */
  openConversationId: string | null;
}

export type ChatSoundCue = 'incomingMessage' | 'incomingOtherMessage';

export interface ChatStoreOptions {
  service: ChatService;
  me: ChatUser;
  /** §4 hide_join_leave_notifications, read at each event (settings may change). */
  hideJoinLeave?: () => boolean;
  /** §8: a failed call's code (ERROR without one), for the UI's toast. */
  onError?: (code: string) => void;
  /** §4 sounds: the open conversation's incoming message, or another conversation's. */
  onSound?: (cue: ChatSoundCue) => void;
}

export interface ChatStore {
  store: StoreApi<ChatState>;
  /** Starts keeping a conversation (fetching its newest page); returns the release. Watchers of one id share it. */
  watchConversation(receiver: Receiver): () => void;
  loadOlder(conversationId: string): void;
  setAtBottom(conversationId: string, atBottom: boolean): void;
  /** §4 "clicking the banner merges them and marks them read". */
  showNewMessages(conversationId: string): void;
  sendText(receiver: Receiver, text: string): void;
  sendMedia(
    receiver: Receiver,
    type: MediaMessageType,
    file: Blob & { name: string; type: string; size: number },
  ): void;
  /** Sends a failed message again with its own muid, so the server keeps one copy. */
  retry(conversationId: string, message: ListMessage): void;
  /** Resolves true once the server took the edit. */
  editText(message: ListMessage, text: string): Promise<boolean>;
  deleteMessage(message: ListMessage): void;
  /**
   * Adds the logged-in user's reaction, or takes it back when they reacted so already (§3 reactions, the reaction
   * chips' toggle); the answer replaces the message. Resolves with it, or null after §8 MESSAGE_REACTION_FAIL.
   */
  toggleReaction(message: ListMessage, emoji: string): Promise<ChatMessage | null>;
  /** A thread reply the logged-in user sent (the thread panel): its parent counts one more (§4). */
  addReply(reply: ChatMessage): void;
  /** §7 poll creation: the poll joins its conversation once the provider took it; a refusal rejects (the modal says). */
  createPoll(receiver: Receiver, question: string, options: string[]): Promise<ChatMessage>;
  /** The logged-in user's vote (option 1 is the first); §8 POLL_VOTE_FAIL when it fails. */
  votePoll(message: ListMessage, option: number): Promise<void>;
  /** A custom message the logged-in user sent through an extension (a poll, a sticker, a location): it joins the list. */
  addSentCustom(receiver: Receiver, message: ChatMessage): void;
  /** Starts keeping the conversation list with this filter (a new filter starts it afresh); returns the release. */
  watchConversationList(filter: ConversationFilter): () => void;
  loadMoreConversations(): void;
  setOpenConversation(conversationId: string | null): void;
}

/** The conversation a receiver is, from the logged-in user's side. */
export function conversationIdOfReceiver(receiver: Receiver, myUid: string): string {
  return receiver.receiverType === 'user'
    ? conversationIdOf('user', myUid, receiver.receiverId)
    : conversationIdOf('group', receiver.receiverId);
}

/** A conversation before its first page: loading, scrolled to the bottom, nothing held. */
export const emptyConversation = (receiver: Receiver): ConversationState => ({
  receiver,
  messages: [],
  status: 'loading',
  loadingOlder: false,
  hasOlder: true,
  held: [],
  atBottom: true,
  groupDeleted: false,
  scrollToBottomSignal: 0,
});

let localCounter = 0;
/** A sender-local id (§3 "local id for unsent messages"); unique enough without crypto.randomUUID, which needs https. */
function newMuid(): string {
  localCounter += 1;
  return `${Date.now().toString(36)}-${localCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const unread = (message: ListMessage) => !message.readAt && !message.readByMeAt;
const undelivered = (message: ListMessage) => !message.deliveredAt && !message.readAt;
const codeOf = (error: unknown) => (error instanceof ChatError ? error.code : 'ERROR');
let storeCounter = 0;

export function createChatStore(options: ChatStoreOptions): ChatStore {
  const { service, me } = options;
  const hideJoinLeave = () => options.hideJoinLeave?.() ?? false;
  const store = createStore<ChatState>()(() => ({
    conversations: {},
    conversationList: null,
    openConversationId: null,
  }));
  const listenerId = `chat-store-${(storeCounter += 1)}`;
  /** Each watched conversation's request (paging) and how many watch it. */
  const watched = new Map<string, { request: MessagesRequest; watchers: number }>();
  let listWatchers = 0;
  let listRequest: PagedRequest<Conversation> | null = null;
  let listBusy = false;
  /** How to send each failed message again (a media message's file lives only here), by muid. */
  const retries = new Map<string, (muid: string) => Promise<ChatMessage>>();

  // ---- helpers over the state

  const conversation = (id: string) => store.getState().conversations[id];
  function updateConversation(id: string, change: (current: ConversationState) => Partial<ConversationState>) {
    store.setState((state) => {
      const current = state.conversations[id];
      if (!current) return state;
      return { conversations: { ...state.conversations, [id]: { ...current, ...change(current) } } };
    });
  }
  function updateList(change: (items: Conversation[]) => Conversation[]) {
    store.setState((state) =>
      state.conversationList
        ? { conversationList: { ...state.conversationList, items: change(state.conversationList.items) } }
        : state,
    );
  }
  const listScope = (): ListScope => ({
    me,
    openConversationId: store.getState().openConversationId,
    filter: store.getState().conversationList?.filter ?? 'all',
  });

  /** §8: a failed call shows its code; ERR_GUID_NOT_FOUND marks an open group deleted. */
  function fail(error: unknown, conversationId?: string) {
    const code = codeOf(error);
    options.onError?.(code);
    if (code === CHAT_ERROR_CODES.guidNotFound && conversationId !== undefined) {
      if (conversation(conversationId)?.receiver.receiverType === 'group') {
        updateConversation(conversationId, () => ({ groupDeleted: true }));
      }
    }
  }

  /** §4 "Unread incoming messages without readAt are marked read when fetched"; delivered receipts likewise. */
  function acknowledge(page: readonly ListMessage[], delivered = false): readonly ListMessage[] {
    const toDeliver = delivered ? null : newestIncoming(page, me.uid, undelivered);
    if (toDeliver) void service.markAsDelivered(toDeliver).catch(() => undefined);
    const toRead = newestIncoming(page, me.uid, unread);
    if (!toRead) return page;
    void service.markAsRead(toRead).catch(() => undefined);
    const now = Math.floor(Date.now() / 1000);
    return page.map((message) =>
      message.sender.uid !== me.uid && message.id !== undefined && message.id <= toRead.id && unread(message)
        ? { ...message, readAt: now }
        : message,
    );
  }

  // ---- messages

  function createRequest(receiver: Receiver): MessagesRequest {
    return service.messagesRequest({
      ...(receiver.receiverType === 'user' ? { uid: receiver.receiverId } : { guid: receiver.receiverId }),
      limit: PAGE_SIZE.messages,
      hideReplies: true,
      categories: ['message', 'custom', 'action'],
    });
  }

  async function fetchPage(id: string, request: MessagesRequest) {
    const page = await request.fetchPrevious();
    if (watched.get(id)?.request !== request) return;
    // §4 hide_join_leave_notifications covers the history too, not only live notices.
    const shown = hideJoinLeave() ? page.filter((message) => !isJoinOrLeave(message)) : page;
    const acknowledged = acknowledge(shown);
    updateConversation(id, (current) => ({
      messages: mergeMessages(current.messages, acknowledged),
      ...(page.length < PAGE_SIZE.messages ? { hasOlder: false } : {}),
    }));
  }

  function loadFirstPage(id: string) {
    const entry = watched.get(id);
    if (!entry) return;
    const { request } = entry;
    fetchPage(id, request).then(
      () => {
        if (watched.get(id)?.request !== request) return;
        updateConversation(id, (current) => ({
          status: 'ready',
          scrollToBottomSignal: current.scrollToBottomSignal + 1,
        }));
      },
      (error: unknown) => {
        if (watched.get(id)?.request !== request) return;
        updateConversation(id, () => ({ status: 'error' }));
        fail(error, id);
      },
    );
  }

  /** §4 "If the count passes the maximum message count ... the list is rebuilt": start again from the newest page. */
  function rebuild(id: string) {
    const entry = watched.get(id);
    const current = conversation(id);
    if (!entry || !current) return;
    entry.request = createRequest(current.receiver);
    updateConversation(id, () => ({ ...emptyConversation(current.receiver), atBottom: current.atBottom }));
    loadFirstPage(id);
  }

  function takeInHeld(id: string) {
    const held = conversation(id)?.held ?? [];
    if (held.length === 0) return;
    const acknowledged = acknowledge(held, true);
    updateConversation(id, (current) => ({
      held: [],
      messages: mergeMessages(current.messages, acknowledged),
      scrollToBottomSignal: current.scrollToBottomSignal + 1,
    }));
  }

  /** The watched conversations a live message or event belongs to. */
  const conversationsOf = (event: Parameters<typeof belongsTo>[0]) =>
    Object.entries(store.getState().conversations).filter(([, state]) => belongsTo(event, state.receiver, me.uid));

  function received(message: ChatMessage) {
    // Call events belong to the calls screens (a later issue); the fetch leaves the call category out too.
    if (message.category === 'call') return;
    const targets = conversationsOf(message);
    if (targets.length === 0) return;
    const own = message.sender.uid === me.uid;
    // §7 delivered receipts go out for every incoming message, at once; read receipts only once it is seen.
    if (!own) void service.markAsDelivered(message).catch(() => undefined);
    // §4 "A reply to a parent message raises the parent's replyCount by 1 instead of appending" (own replies sent
    // from another tab too: replies stay out of the main list).
    if (message.parentMessageId !== undefined) {
      addReply(message);
      return;
    }
    if (own) {
      for (const [id] of targets)
        updateConversation(id, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
      return;
    }
    if (shouldPlayMessageSound(message, hideJoinLeave())) options.onSound?.('incomingMessage');
    for (const [id, state] of targets) {
      if (state.atBottom) {
        const acknowledged = acknowledge([message], true);
        updateConversation(id, (current) => ({
          messages: mergeMessages(current.messages, acknowledged),
          scrollToBottomSignal: current.scrollToBottomSignal + 1,
        }));
      } else if (state.held.length + 1 > MAX_NEW_MESSAGES_BEFORE_RELOAD) {
        rebuild(id);
      } else {
        updateConversation(id, (current) => ({ held: [...current.held, message] }));
      }
    }
  }

  function addReply(reply: ChatMessage) {
    const parent = reply.parentMessageId;
    if (parent === undefined) return;
    for (const [id] of conversationsOf(reply))
      updateConversation(id, (current) => ({ messages: bumpReplyCount(current.messages, parent) }));
  }

  function updated(message: ChatMessage) {
    for (const [id] of conversationsOf(message)) {
      updateConversation(id, (current) => ({
        messages: replaceMessage(current.messages, message),
        held: current.held.map((held) => (held.id === message.id ? message : held)),
      }));
    }
  }

  function receipt(event: Receipt) {
    for (const [id, state] of Object.entries(store.getState().conversations)) {
      if (state.receiver.receiverType !== 'user' || event.sender.uid !== state.receiver.receiverId) continue;
      updateConversation(id, (current) => ({ messages: applyReceipt(current.messages, me.uid, event) }));
    }
  }

  /** §4 group actions in the open group; join and leave notices are hidden with hide_join_leave_notifications. */
  function action(message: ChatMessage) {
    if (message.receiverType !== 'group') return;
    if (hideJoinLeave() && isJoinOrLeave(message)) return;
    for (const [id, state] of Object.entries(store.getState().conversations)) {
      if (state.receiver.receiverType !== 'group' || state.receiver.receiverId !== message.receiverId) continue;
      updateConversation(id, (current) => ({ messages: mergeMessages(current.messages, [message]) }));
    }
  }

  /** §4 message send: shown at once, then replaced by the server message with the same muid, or marked failed. */
  function send(id: string, local: ListMessage, call: (muid: string) => Promise<ChatMessage>) {
    const muid = local.muid ?? newMuid();
    retries.delete(muid);
    updateConversation(id, (current) => ({
      messages: mergeMessages(current.messages, [{ ...local, muid, error: false }]),
      scrollToBottomSignal: current.scrollToBottomSignal + 1,
    }));
    call(muid).then(
      (sent) => {
        updateConversation(id, (current) => ({
          messages: mergeMessages(current.messages, [{ ...sent, muid: sent.muid ?? muid }]),
        }));
        ownMessage(sent, 'received');
      },
      (error: unknown) => {
        retries.set(muid, call);
        updateConversation(id, (current) => ({ messages: markFailed(current.messages, muid) }));
        fail(error, id);
      },
    );
  }

  function localMessage(receiver: Receiver, fields: Pick<ListMessage, 'type' | 'text' | 'data'>): ListMessage {
    return {
      ...fields,
      muid: newMuid(),
      conversationId: conversationIdOfReceiver(receiver, me.uid),
      category: 'message',
      sender: { uid: me.uid, name: me.name, ...(me.avatar ? { avatar: me.avatar } : {}) },
      ...receiver,
      composedAt: Date.now(),
    };
  }

  /** A message of the logged-in user the server took, edited or deleted: the provider does not echo these. */
  function ownMessage(message: ChatMessage, event: MessageEvent) {
    listMessage(message, event);
  }

  // ---- the conversation list

  /** Receipts of conversations whose row waits for its partner to be fetched, by conversation id. */
  const waiting = new Map<string, Receipt[]>();

  const partnerOf = (message: ChatMessage): Promise<ChatUser | ChatGroup> => {
    if (message.receiverType !== 'group') {
      return service.getUser(message.sender.uid === me.uid ? message.receiverId : message.sender.uid);
    }
    if (!service.groups) return Promise.reject(new Error('a group message from a provider without groups'));
    return service.groups.getGroup(message.receiverId);
  };

  function listMessage(message: ChatMessage, event: MessageEvent) {
    const list = store.getState().conversationList;
    if (!list || !fitsFilter(message.receiverType, list.filter)) return;
    const id = conversationIdOfMessage(message, me);
    // §4 "another [sound] for the rest": a new message of a conversation that is not the open one.
    if (
      event === 'received' &&
      message.sender.uid !== me.uid &&
      id !== store.getState().openConversationId &&
      shouldPlayMessageSound(message, hideJoinLeave())
    ) {
      options.onSound?.('incomingOtherMessage');
    }
    if (list.items.some((item) => item.conversationId === id)) {
      updateList((items) => applyMessage(items, message, event, listScope()));
      return;
    }
    // A conversation not listed yet: fetch who it is with, then list it on top, with the receipts that came
    // meanwhile (the other side may confirm a message before its row is listed).
    if (!waiting.has(id)) waiting.set(id, []);
    partnerOf(message).then(
      (partner) => {
        const receipts = waiting.get(id) ?? [];
        waiting.delete(id);
        updateList((items) =>
          receipts.reduce(
            (current, held) => applyReadReceipt(current, held, me),
            applyMessage(items, message, event, listScope(), partner),
          ),
        );
      },
      (error: unknown) => {
        waiting.delete(id);
        console.error('[chat-widget] a new conversation could not be listed', error);
      },
    );
  }

  function listReceipt(event: Receipt) {
    const held = waiting.get(conversationIdOfReceipt(event, me));
    if (held) held.push(event);
    else updateList((items) => applyReadReceipt(items, event, me));
  }

  async function fetchConversations(request: PagedRequest<Conversation>, first: boolean) {
    listBusy = true;
    try {
      const page = await request.fetchNext();
      if (listRequest !== request) return;
      store.setState((state) =>
        state.conversationList
          ? {
              conversationList: {
                ...state.conversationList,
                items: first ? page : [...state.conversationList.items, ...page],
                status: 'ready',
                exhausted: page.length === 0,
              },
            }
          : state,
      );
    } catch (error) {
      if (listRequest !== request) return;
      console.error('[chat-widget] a list could not be fetched', error);
      store.setState((state) =>
        state.conversationList ? { conversationList: { ...state.conversationList, status: 'error' } } : state,
      );
    } finally {
      if (listRequest === request) listBusy = false;
    }
  }

  // ---- the one listener, registered while anything is watched

  const listener: ChatListener = {
    onTextMessageReceived: (message) => {
      received(message);
      listMessage(message, 'received');
    },
    onMediaMessageReceived: (message) => listener.onTextMessageReceived?.(message),
    onCustomMessageReceived: (message) => listener.onTextMessageReceived?.(message),
    // §4 a call event moves its conversation to the top; §4 Sounds: none for call events (shouldPlayMessageSound).
    onCallMessageReceived: (message) => listMessage(message, 'received'),
    onMessageEdited: (message) => {
      updated(message);
      listMessage(message, 'edited');
    },
    onMessageDeleted: (message) => {
      updated(message);
      listMessage(message, 'deleted');
    },
    onMessagesDelivered: (event) => {
      receipt(event);
      listReceipt(event);
    },
    onMessagesRead: (event) => listener.onMessagesDelivered?.(event),
    onUserOnline: (user) => updateList((items) => applyPresence(items, user)),
    onUserOffline: (user) => updateList((items) => applyPresence(items, user)),
    onGroupMemberJoined: (message, user, group) => {
      action(message);
      updateList((items) => applyMemberJoined(items, group, user, listScope(), message));
    },
    onMemberAddedToGroup: (message, user, _by, group) => listener.onGroupMemberJoined?.(message, user, group),
    onGroupMemberLeft: (message, user, group) => {
      action(message);
      updateList((items) => applyMemberLeft(items, group, user, me, message));
    },
    onGroupMemberKicked: (message, user, _by, group) => listener.onGroupMemberLeft?.(message, user, group),
    onGroupMemberBanned: (message, user, _by, group) => listener.onGroupMemberLeft?.(message, user, group),
    onGroupMemberUnbanned: (message) => action(message),
    onGroupMemberScopeChanged: (message, user, newScope, _old, group) => {
      action(message);
      updateList((items) => applyScopeChange(items, group, user, newScope, me, message));
    },
    // §4 "a deleted group is removed"; the open one is marked deleted, as after ERR_GUID_NOT_FOUND, and so cleared.
    onGroupDeleted: (guid) => {
      updateList((items) => removeGroup(items, guid));
      for (const [id, state] of Object.entries(store.getState().conversations)) {
        if (state.receiver.receiverType === 'group' && state.receiver.receiverId === guid) {
          updateConversation(id, () => ({ groupDeleted: true }));
        }
      }
    },
  };

  function watchersChanged() {
    const active = watched.size > 0 || listWatchers > 0;
    if (active) service.addListener(listenerId, listener);
    else service.removeListener(listenerId);
  }

  function addSentCustom(receiver: Receiver, message: ChatMessage) {
    updateConversation(conversationIdOfReceiver(receiver, me.uid), (current) => ({
      messages: mergeMessages(current.messages, [message]),
      scrollToBottomSignal: current.scrollToBottomSignal + 1,
    }));
    ownMessage(message, 'received');
  }

  return {
    store,

    watchConversation(receiver) {
      const id = conversationIdOfReceiver(receiver, me.uid);
      const entry = watched.get(id);
      if (entry) entry.watchers += 1;
      else {
        watched.set(id, { request: createRequest(receiver), watchers: 1 });
        store.setState((state) => ({ conversations: { ...state.conversations, [id]: emptyConversation(receiver) } }));
        watchersChanged();
        loadFirstPage(id);
      }
      let released = false;
      return () => {
        const current = watched.get(id);
        if (released || !current) return;
        released = true;
        current.watchers -= 1;
        if (current.watchers > 0) return;
        watched.delete(id);
        store.setState((state) => {
          const { [id]: _gone, ...rest } = state.conversations;
          return { conversations: rest };
        });
        watchersChanged();
      };
    },

    loadOlder(id) {
      const state = conversation(id);
      const entry = watched.get(id);
      if (!state || !entry || state.loadingOlder || !state.hasOlder || state.status !== 'ready') return;
      updateConversation(id, () => ({ loadingOlder: true }));
      fetchPage(id, entry.request)
        .catch((error: unknown) => fail(error, id))
        .finally(() => updateConversation(id, () => ({ loadingOlder: false })));
    },

    setAtBottom(id, atBottom) {
      if (conversation(id)?.atBottom !== atBottom) updateConversation(id, () => ({ atBottom }));
      if (atBottom) takeInHeld(id);
    },

    showNewMessages: takeInHeld,

    sendText(receiver, text) {
      send(conversationIdOfReceiver(receiver, me.uid), localMessage(receiver, { type: 'text', text }), (muid) =>
        service.sendMessage({ ...receiver, text, muid }),
      );
    },

    sendMedia(receiver, type, file) {
      send(
        conversationIdOfReceiver(receiver, me.uid),
        localMessage(receiver, {
          type,
          data: { attachments: [{ url: '', name: file.name, mimeType: file.type, size: file.size }] },
        }),
        (muid) => service.sendMediaMessage({ ...receiver, type, file, muid }),
      );
    },

    retry(id, message) {
      const call = message.muid === undefined ? undefined : retries.get(message.muid);
      if (call) send(id, message, call);
    },

    async editText(message, text) {
      if (message.id === undefined) return false;
      try {
        const edited = await service.editMessage({
          id: message.id,
          receiverId: message.receiverId,
          receiverType: message.receiverType,
          text,
        });
        updated(edited);
        ownMessage(edited, 'edited');
        return true;
      } catch (error) {
        fail(error, conversationIdOfMessage(message as ChatMessage, me));
        return false;
      }
    },

    deleteMessage(message) {
      if (message.id === undefined) return;
      service.deleteMessage(message.id).then(
        (deleted) => {
          updated(deleted);
          ownMessage(deleted, 'deleted');
        },
        (error: unknown) => fail(error, conversationIdOfMessage(message as ChatMessage, me)),
      );
    },

    async toggleReaction(message, emoji) {
      const extensions = service.extensions;
      if (message.id === undefined || !extensions) return null;
      const mine = reactionsOf(message, me.uid).some((reaction) => reaction.emoji === emoji && reaction.mine);
      try {
        const changed = mine
          ? await extensions.removeReaction(message.id, emoji)
          : await extensions.addReaction(message.id, emoji);
        updated(changed);
        return changed;
      } catch (error) {
        console.error('[chat-widget] a reaction failed', error);
        options.onError?.(RICH_MESSAGE_CODES.reactionFailed);
        return null;
      }
    },

    addReply,

    async createPoll(receiver, question, options) {
      const extensions = service.extensions;
      if (!extensions) throw new ChatError(RICH_MESSAGE_CODES.pollCreationError, 'This provider has no polls');
      const poll = await extensions.createPoll({ ...receiver, question, options });
      addSentCustom(receiver, poll);
      return poll;
    },

    addSentCustom,

    async votePoll(message, option) {
      if (message.id === undefined || !service.extensions) return;
      try {
        updated(await service.extensions.votePoll(message.id, option));
      } catch (error) {
        console.error('[chat-widget] a vote failed', error);
        options.onError?.(RICH_MESSAGE_CODES.pollVoteFailed);
      }
    },

    watchConversationList(filter) {
      listWatchers += 1;
      const request = service.conversationsRequest({
        limit: PAGE_SIZE.conversations,
        ...(filter === 'all' ? {} : { conversationType: filter }),
      });
      listRequest = request;
      listBusy = false;
      store.setState({ conversationList: { filter, items: [], status: 'loading', exhausted: false } });
      watchersChanged();
      void fetchConversations(request, true);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        listWatchers -= 1;
        if (listWatchers === 0) {
          listRequest = null;
          store.setState({ conversationList: null });
        }
        watchersChanged();
      };
    },

    loadMoreConversations() {
      const list = store.getState().conversationList;
      if (!listRequest || listBusy || !list || list.exhausted) return;
      void fetchConversations(listRequest, false);
    },

    setOpenConversation(conversationId) {
      store.setState({ openConversationId: conversationId });
      // §4 "unread is 0 for the open conversation".
      if (conversationId === null) return;
      updateList((items) =>
        items.some((item) => item.conversationId === conversationId && item.unreadMessageCount > 0)
          ? items.map((item) =>
              item.conversationId === conversationId && item.unreadMessageCount > 0
                ? { ...item, unreadMessageCount: 0 }
                : item,
            )
          : items,
      );
    },
  };
}
