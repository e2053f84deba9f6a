// The live side of the chat header: presence, who is typing and the group's member count (chat-widget.md §4).
import { useEffect, useId, useRef, useState } from 'react';
import type { ChatGroup, ChatListener, ChatMessage, ChatUser, TypingIndicator } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { receiverOf, type ConversationTarget } from './conversation-target';

export interface HeaderStatus {
  /** The open user with live presence, or null for a group. */
  user: ChatUser | null;
  membersCount: number | null;
  /** Names of who is typing in this conversation now. */
  typing: string[];
  /** Grows with each live reaction someone else sends in this conversation (§4). */
  liveReactions: number;
}

/** §3 typing metadata "type live reaction, reaction"; §9 "Default live reaction heart". */
export const LIVE_REACTION = { type: 'live_reaction', reaction: 'heart' } as const;

/** A live reaction travels as a typing event with reaction metadata (§4); it is not typing. */
function isLiveReaction(indicator: TypingIndicator): boolean {
  return indicator.metadata?.type === LIVE_REACTION.type;
}

/**
 * Live presence, typing and member counts of the open conversation. `onRemoved` runs when the logged-in user is
 * kicked or banned from, or leaves, the open group (§4 "the open conversation is cleared").
 */
export function useHeaderStatus(target: ConversationTarget, onRemoved: () => void): HeaderStatus {
  const { service, me } = useChat();
  const { receiverId, receiverType } = receiverOf(target);
  const listenerId = `conversation-header-${useId()}`;
  const [user, setUser] = useState<ChatUser | null>(target.type === 'user' ? target.user : null);
  const [membersCount, setMembersCount] = useState<number | null>(
    target.type === 'group' ? target.group.membersCount : null,
  );
  const [typing, setTyping] = useState<TypingIndicator[]>([]);
  const [liveReactions, setLiveReactions] = useState(0);
  const removed = useRef(onRemoved);
  useEffect(() => {
    removed.current = onRemoved;
  }, [onRemoved]);

  useEffect(() => {
    const inThisConversation = (indicator: TypingIndicator) =>
      receiverType === 'group'
        ? indicator.receiverType === 'group' && indicator.receiverId === receiverId
        : indicator.receiverType === 'user' && indicator.sender.uid === receiverId && indicator.receiverId === me.uid;
    const presence = (changed: ChatUser) => {
      if (receiverType === 'user' && changed.uid === receiverId) {
        setUser((current) =>
          current
            ? { ...current, status: changed.status, lastActiveAt: changed.lastActiveAt ?? current.lastActiveAt }
            : current,
        );
      }
    };
    const members = (action: ChatMessage, group: ChatGroup) => {
      if (receiverType !== 'group' || group.guid !== receiverId) return;
      setMembersCount(action.action?.actionFor.membersCount ?? group.membersCount);
    };
    const removal = (action: ChatMessage, affected: ChatUser, group: ChatGroup) => {
      members(action, group);
      if (receiverType === 'group' && group.guid === receiverId && affected.uid === me.uid) removed.current();
    };
    const listener: ChatListener = {
      onUserOnline: presence,
      onUserOffline: presence,
      onTypingStarted: (indicator) => {
        if (!inThisConversation(indicator) || indicator.sender.uid === me.uid) return;
        if (isLiveReaction(indicator)) {
          setLiveReactions((count) => count + 1);
          return;
        }
        setTyping((current) => [...current.filter((other) => other.sender.uid !== indicator.sender.uid), indicator]);
      },
      onTypingEnded: (indicator) => {
        if (!inThisConversation(indicator)) return;
        setTyping((current) => current.filter((other) => other.sender.uid !== indicator.sender.uid));
      },
      onGroupMemberJoined: (action, _joined, group) => members(action, group),
      onMemberAddedToGroup: (action, _added, _by, group) => members(action, group),
      onGroupMemberUnbanned: (action, _unbanned, _by, group) => members(action, group),
      onGroupMemberLeft: (action, left, group) => removal(action, left, group),
      onGroupMemberKicked: (action, kicked, _by, group) => removal(action, kicked, group),
      onGroupMemberBanned: (action, banned, _by, group) => removal(action, banned, group),
    };
    service.addListener(listenerId, listener);
    return () => service.removeListener(listenerId);
  }, [service, listenerId, receiverId, receiverType, me.uid]);

  return { user, membersCount, typing: typing.map((indicator) => indicator.sender.name), liveReactions };
}
