import { useEffect, useId, useMemo, useRef } from 'react';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatGroup, ChatMessage, ChatUser, Conversation, Receipt } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { playChatSound, shouldPlayMessageSound } from '../conversation/sounds';
import { onOwnMessage } from '../own-messages';
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
  type ConversationFilter,
  type ListScope,
  type MessageEvent,
} from './conversation-list-rules';
import { usePagedList, type PagedList } from './use-paged-list';

/** The conversation list of §4: paged 30 at a time, kept current by every live event the rules name. */
export function useConversationList(
  filter: ConversationFilter,
  openConversationId: string | null,
): PagedList<Conversation> {
  const { service, me, settings } = useChat();
  const listenerId = `conversation-list${useId()}`;
  const request = useMemo(
    () =>
      service.conversationsRequest({
        limit: PAGE_SIZE.conversations,
        ...(filter === 'all' ? {} : { conversationType: filter }),
      }),
    [service, filter],
  );
  const list = usePagedList(request);
  const { setItems } = list;
  const scope = useRef<ListScope>({ me, openConversationId, filter });
  const items = useRef(list.items);
  const hideJoinLeave = useRef(settings.hide_join_leave_notifications);
  useEffect(() => {
    scope.current = { me, openConversationId, filter };
    items.current = list.items;
    hideJoinLeave.current = settings.hide_join_leave_notifications;
  });

  // §4 "unread is 0 for the open conversation".
  useEffect(() => {
    if (openConversationId === null) return;
    setItems((current) =>
      current.map((conversation) =>
        conversation.conversationId === openConversationId && conversation.unreadMessageCount > 0
          ? { ...conversation, unreadMessageCount: 0 }
          : conversation,
      ),
    );
  }, [openConversationId, setItems]);

  useEffect(() => {
    /** Receipts of conversations whose row waits for its partner to be fetched, by conversation id. */
    const waiting = new Map<string, Receipt[]>();
    const onMessage = (event: MessageEvent) => (message: ChatMessage) => {
      const now = scope.current;
      if (!fitsFilter(message.receiverType, now.filter)) return;
      const id = conversationIdOfMessage(message, now.me);
      // §4 "another [sound] for the rest": a new message of a conversation that is not the open one (issue #14).
      if (
        event === 'received' &&
        message.sender.uid !== now.me.uid &&
        id !== now.openConversationId &&
        shouldPlayMessageSound(message, hideJoinLeave.current)
      ) {
        playChatSound('incomingOtherMessage');
      }
      if (items.current.some((conversation) => conversation.conversationId === id)) {
        setItems((current) => applyMessage(current, message, event, scope.current));
        return;
      }
      // A conversation not listed yet: fetch who it is with, then list it on top, with the receipts that came
      // meanwhile (the other side may confirm a message before its row is listed).
      if (!waiting.has(id)) waiting.set(id, []);
      void partnerOf(message, now.me)
        .then((partner) => {
          const receipts = waiting.get(id) ?? [];
          waiting.delete(id);
          setItems((current) =>
            receipts.reduce(
              (list, receipt) => applyReadReceipt(list, receipt, scope.current.me),
              applyMessage(current, message, event, scope.current, partner),
            ),
          );
        })
        .catch((error: unknown) => {
          waiting.delete(id);
          console.error('[chat-widget] a new conversation could not be listed', error);
        });
    };
    const partnerOf = (message: ChatMessage, me: ChatUser): Promise<ChatUser | ChatGroup> =>
      message.receiverType === 'group'
        ? service.getGroup(message.receiverId)
        : service.getUser(message.sender.uid === me.uid ? message.receiverId : message.sender.uid);
    const onReceipt = (receipt: Receipt) => {
      const held = waiting.get(conversationIdOfReceipt(receipt, scope.current.me));
      if (held) held.push(receipt);
      else setItems((current) => applyReadReceipt(current, receipt, scope.current.me));
    };
    const onPresence = (user: ChatUser) => setItems((current) => applyPresence(current, user));
    const onLeft = (action: ChatMessage, user: ChatUser, group: ChatGroup) =>
      setItems((current) => applyMemberLeft(current, group, user, scope.current.me, action));
    const onJoined = (action: ChatMessage, user: ChatUser, group: ChatGroup) =>
      setItems((current) => applyMemberJoined(current, group, user, scope.current, action));

    service.addListener(listenerId, {
      onUserOnline: onPresence,
      onUserOffline: onPresence,
      onTextMessageReceived: onMessage('received'),
      onMediaMessageReceived: onMessage('received'),
      onCustomMessageReceived: onMessage('received'),
      onMessageEdited: onMessage('edited'),
      onMessageDeleted: onMessage('deleted'),
      onMessagesRead: onReceipt,
      onMessagesDelivered: onReceipt,
      onGroupMemberJoined: onJoined,
      onMemberAddedToGroup: (action, user, _by, group) => onJoined(action, user, group),
      onGroupMemberLeft: onLeft,
      onGroupMemberKicked: (action, user, _by, group) => onLeft(action, user, group),
      onGroupMemberBanned: (action, user, _by, group) => onLeft(action, user, group),
      onGroupMemberScopeChanged: (action, user, newScope, _old, group) =>
        setItems((current) => applyScopeChange(current, group, user, newScope, scope.current.me, action)),
    });
    // The provider does not echo this widget's own sends; the message list announces them.
    const stopOwn = onOwnMessage(service, (message, event) => onMessage(event)(message));
    return () => {
      service.removeListener(listenerId);
      stopOwn();
    };
  }, [service, listenerId, setItems]);

  return list;
}
