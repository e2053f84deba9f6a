// The data side of the message list: fetching and paging, live events, unread counting, read and delivered
// receipts, and sending, editing and deleting (chat-widget.md §4).
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CHAT_ERROR_CODES,
  ChatError,
  type ChatListener,
  type ChatMessage,
  type MediaMessageType,
} from '../../../chat/chat-service';
import { MAX_NEW_MESSAGES_BEFORE_RELOAD, PAGE_SIZE } from '../../../chat/chat-constants';
import { useChat } from '../chat-context';
import { belongsTo, conversationIdOfTarget, receiverOf, type ConversationTarget } from './conversation-target';
import {
  applyReceipt,
  bumpReplyCount,
  isJoinOrLeave,
  markFailed,
  mergeMessages,
  newestIncoming,
  replaceMessage,
  type ListMessage,
} from './list-message';
import { announceOwnMessage } from '../own-messages';
import { playChatSound, shouldPlayMessageSound } from './sounds';

export type ListStatus = 'loading' | 'ready' | 'error';

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

let localCounter = 0;
/** A sender-local id (§3 "local id for unsent messages"); unique enough without crypto.randomUUID, which needs https. */
function newMuid(): string {
  localCounter += 1;
  return `${Date.now().toString(36)}-${localCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const unread = (message: ListMessage) => !message.readAt && !message.readByMeAt;
const undelivered = (message: ListMessage) => !message.deliveredAt && !message.readAt;

export function useMessages(target: ConversationTarget, onGroupGone: () => void): MessagesState {
  const { service, me, settings, notify } = useChat();
  // Keyed by the ids, not the target object: a fresh object for the same conversation must not refetch.
  const { receiverId, receiverType } = receiverOf(target);
  const receiver = useMemo(() => ({ receiverId, receiverType }), [receiverId, receiverType]);
  const conversationId = conversationIdOfTarget(target, me.uid);
  const listenerId = `conversation-messages-${useId()}`;

  const [messages, setMessages] = useState<ListMessage[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [hasOlder, setHasOlder] = useState(true);
  const [pending, setPending] = useState<ChatMessage[]>([]);
  const [groupDeleted, setGroupDeleted] = useState(false);
  const [scrollToBottomSignal, setScrollToBottomSignal] = useState(0);
  const atBottom = useRef(true);
  const pendingRef = useRef<ChatMessage[]>([]);
  // The view is keyed per conversation (conversation-view.tsx), so one hook instance serves one receiver; a rebuild
  // (§4 maximum message count) swaps in a fresh request, which starts paging again.
  const createRequest = useCallback(
    () =>
      service.messagesRequest({
        ...(receiver.receiverType === 'user' ? { uid: receiver.receiverId } : { guid: receiver.receiverId }),
        limit: PAGE_SIZE.messages,
        hideReplies: true,
        categories: ['message', 'custom', 'action'],
      }),
    [service, receiver],
  );
  const [request, setRequest] = useState(createRequest);
  // Callbacks from the panel may change identity on every render; effects read them here so they never refetch.
  const outside = useRef({ onGroupGone, notify });
  useEffect(() => {
    outside.current = { onGroupGone, notify };
  }, [onGroupGone, notify]);

  /** §8: a failed call shows its code (ERROR without one); ERR_GUID_NOT_FOUND marks the group deleted. */
  const fail = useCallback(
    (error: unknown) => {
      const code = error instanceof ChatError ? error.code : 'ERROR';
      outside.current.notify({ kind: 'error', code });
      if (code === CHAT_ERROR_CODES.guidNotFound && receiverType === 'group') {
        setGroupDeleted(true);
        outside.current.onGroupGone();
      }
    },
    [receiverType],
  );

  /** §4 "Unread incoming messages without readAt are marked read when fetched"; delivered receipts likewise. */
  const acknowledge = useCallback(
    (page: readonly ListMessage[], delivered = false) => {
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
    },
    [service, me.uid],
  );

  const hideJoinLeave = useRef(settings.hide_join_leave_notifications);
  useEffect(() => {
    hideJoinLeave.current = settings.hide_join_leave_notifications;
  }, [settings.hide_join_leave_notifications]);

  const fetchPage = useCallback(async () => {
    const page = await request.fetchPrevious();
    if (page.length < PAGE_SIZE.messages) setHasOlder(false);
    // §4 hide_join_leave_notifications covers the history too (issue #14), not only live notices.
    const shown = hideJoinLeave.current ? page.filter((message) => !isJoinOrLeave(message)) : page;
    // Receipts go out here, not inside the state updater, which React may run twice.
    const acknowledged = acknowledge(shown);
    setMessages((list) => mergeMessages(list, acknowledged));
  }, [request, acknowledge]);

  useEffect(() => {
    let active = true;
    fetchPage()
      .then(() => {
        if (!active) return;
        setStatus('ready');
        setScrollToBottomSignal((signal) => signal + 1);
      })
      .catch((error: unknown) => {
        if (!active) return;
        setStatus('error');
        fail(error);
      });
    return () => {
      active = false;
    };
  }, [fetchPage, fail]);

  const loadOlder = useCallback(() => {
    if (loadingOlder || !hasOlder || status !== 'ready') return;
    setLoadingOlder(true);
    fetchPage()
      .catch(fail)
      .finally(() => setLoadingOlder(false));
  }, [loadingOlder, hasOlder, status, fetchPage, fail]);

  const takeInPending = useCallback(() => {
    const arrived = pendingRef.current;
    if (arrived.length === 0) return;
    pendingRef.current = [];
    setPending([]);
    const acknowledged = acknowledge(arrived, true);
    setMessages((list) => mergeMessages(list, acknowledged));
    setScrollToBottomSignal((signal) => signal + 1);
  }, [acknowledge]);

  const setAtBottom = useCallback(
    (value: boolean) => {
      atBottom.current = value;
      if (value) takeInPending();
    },
    [takeInPending],
  );

  /** §4 "If the count passes the maximum message count ... the list is rebuilt": start again from the newest page. */
  const rebuild = useCallback(() => {
    pendingRef.current = [];
    setPending([]);
    setMessages([]);
    setHasOlder(true);
    setStatus('loading');
    setRequest(createRequest());
  }, [createRequest]);

  // Live events read the newest state through refs, so the listener is registered once per conversation.
  const live = useRef({ acknowledge, settings, rebuild });
  useEffect(() => {
    live.current = { acknowledge, settings, rebuild };
  }, [acknowledge, settings, rebuild]);

  useEffect(() => {
    const received = (message: ChatMessage) => {
      // Call events belong to the calls screens (a later issue); the fetch leaves the call category out too.
      if (message.category === 'call' || !belongsTo(message, receiver, me.uid)) return;
      if (message.sender.uid === me.uid) {
        setMessages((list) => mergeMessages(list, [message]));
        return;
      }
      // §7 delivered receipts go out for every incoming message, at once; read receipts only once it is seen.
      void service.markAsDelivered(message).catch(() => undefined);
      if (message.parentMessageId !== undefined) {
        const parent = message.parentMessageId;
        setMessages((list) => bumpReplyCount(list, parent));
        return;
      }
      if (shouldPlayMessageSound(message, live.current.settings.hide_join_leave_notifications)) {
        playChatSound('incomingMessage');
      }
      if (atBottom.current) {
        const acknowledged = live.current.acknowledge([message], true);
        setMessages((list) => mergeMessages(list, acknowledged));
        setScrollToBottomSignal((signal) => signal + 1);
      } else {
        pendingRef.current = [...pendingRef.current, message];
        if (pendingRef.current.length > MAX_NEW_MESSAGES_BEFORE_RELOAD) live.current.rebuild();
        else setPending(pendingRef.current);
      }
    };
    const updated = (message: ChatMessage) => {
      if (!belongsTo(message, receiver, me.uid)) return;
      setMessages((list) => replaceMessage(list, message));
      pendingRef.current = pendingRef.current.map((held) => (held.id === message.id ? message : held));
    };
    const receipt: NonNullable<ChatListener['onMessagesRead']> = (event) => {
      if (receiver.receiverType !== 'user' || event.sender.uid !== receiver.receiverId) return;
      setMessages((list) => applyReceipt(list, me.uid, event));
    };
    /** §4: join and leave notices are hidden with hide_join_leave_notifications. */
    const action = (message: ChatMessage) => {
      if (message.receiverType !== 'group' || message.receiverId !== receiver.receiverId) return;
      if (live.current.settings.hide_join_leave_notifications && isJoinOrLeave(message)) return;
      setMessages((list) => mergeMessages(list, [message]));
    };
    service.addListener(listenerId, {
      onTextMessageReceived: received,
      onMediaMessageReceived: received,
      onCustomMessageReceived: received,
      onMessageEdited: updated,
      onMessageDeleted: updated,
      onMessagesDelivered: receipt,
      onMessagesRead: receipt,
      onGroupMemberJoined: action,
      onGroupMemberLeft: action,
      onMemberAddedToGroup: action,
      onGroupMemberKicked: action,
      onGroupMemberBanned: action,
      onGroupMemberUnbanned: action,
      onGroupMemberScopeChanged: action,
    });
    return () => service.removeListener(listenerId);
  }, [service, listenerId, receiver, me.uid]);

  /** How to send each failed message again (a media message's file lives only here), by muid. */
  const retries = useRef(new Map<string, (muid: string) => Promise<ChatMessage>>());

  /** §4 message send: shown at once, then replaced by the server message with the same muid, or marked failed. */
  const send = useCallback(
    (local: ListMessage, call: (muid: string) => Promise<ChatMessage>) => {
      const muid = local.muid ?? newMuid();
      retries.current.delete(muid);
      setMessages((list) => mergeMessages(list, [{ ...local, muid, error: false }]));
      setScrollToBottomSignal((signal) => signal + 1);
      call(muid).then(
        (sent) => {
          setMessages((list) => mergeMessages(list, [{ ...sent, muid: sent.muid ?? muid }]));
          announceOwnMessage(service, sent, 'received');
        },
        (error: unknown) => {
          retries.current.set(muid, call);
          setMessages((list) => markFailed(list, muid));
          fail(error);
        },
      );
    },
    [fail, service],
  );

  const localMessage = useCallback(
    (fields: Pick<ListMessage, 'type' | 'text' | 'data'>): ListMessage => ({
      ...fields,
      muid: newMuid(),
      conversationId,
      category: 'message',
      sender: { uid: me.uid, name: me.name, ...(me.avatar ? { avatar: me.avatar } : {}) },
      ...receiver,
      composedAt: Date.now(),
    }),
    [conversationId, me, receiver],
  );

  const sendText = useCallback(
    (text: string) =>
      send(localMessage({ type: 'text', text }), (muid) => service.sendMessage({ ...receiver, text, muid })),
    [send, localMessage, service, receiver],
  );

  const sendMedia = useCallback(
    (type: MediaMessageType, file: File) =>
      send(
        localMessage({
          type,
          data: { attachments: [{ url: '', name: file.name, mimeType: file.type, size: file.size }] },
        }),
        (muid) => service.sendMediaMessage({ ...receiver, type, file, muid }),
      ),
    [send, localMessage, service, receiver],
  );

  const retry = useCallback(
    (message: ListMessage) => {
      const call = message.muid === undefined ? undefined : retries.current.get(message.muid);
      if (call) send(message, call);
    },
    [send],
  );

  const editText = useCallback(
    async (message: ListMessage, text: string) => {
      if (message.id === undefined) return false;
      try {
        const edited = await service.editMessage({ id: message.id, ...receiver, text });
        setMessages((list) => replaceMessage(list, edited));
        announceOwnMessage(service, edited, 'edited');
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [service, receiver, fail],
  );

  const deleteMessage = useCallback(
    (message: ListMessage) => {
      if (message.id === undefined) return;
      service.deleteMessage(message.id).then((deleted) => {
        setMessages((list) => replaceMessage(list, deleted));
        announceOwnMessage(service, deleted, 'deleted');
      }, fail);
    },
    [service, fail],
  );

  return {
    messages,
    status,
    loadingOlder,
    hasOlder,
    newMessageCount: pending.length,
    groupDeleted,
    scrollToBottomSignal,
    loadOlder,
    setAtBottom,
    showNewMessages: takeInPending,
    sendText,
    sendMedia,
    editText,
    deleteMessage,
    retry,
  };
}
