import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { conversationIdOf, type ChatGroup, type ChatUser } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-view';
import { errorCodeOf } from '../notices/chat-notices';

export interface OpenTarget {
  target: ConversationTarget | null;
  /** The open conversation's id, for the list rules (unread stays 0 there). */
  conversationId: string | null;
  open(target: ConversationTarget): void;
  clear(): void;
  /** §4 Block: a block or unblock sets blockedByMe on the open user, when it is that user. */
  blockChanged(uid: string, blockedByMe: boolean): void;
}

export function conversationIdOfTarget(target: ConversationTarget | null, me: ChatUser): string | null {
  if (target === null) return null;
  return target.type === 'group'
    ? conversationIdOf('group', target.group.guid)
    : conversationIdOf('user', me.uid, target.user.uid);
}

/**
 * The open conversation. §2: a group id in the context opens that group when the groups tab is allowed. §4: "When
 * the logged-in user is removed from or leaves the open group ..., the open conversation is cleared; a scope change
 * updates the open item's scope."
 */
export function useOpenTarget(groupId: string | undefined, groupsAllowed: boolean): OpenTarget {
  const { service, me, notify } = useChat();
  const [target, setTarget] = useState<ConversationTarget | null>(null);
  const openGuid = useRef<string | null>(null);
  const listenerId = `open-target${useId()}`;
  useEffect(() => {
    openGuid.current = target?.type === 'group' ? target.group.guid : null;
  }, [target]);

  useEffect(() => {
    const groups = service.groups;
    if (!groupId || !groupsAllowed || !groups) return;
    let current = true;
    groups
      .getGroup(groupId)
      .then((group) => current && setTarget({ type: 'group', group }))
      .catch((error: unknown) => current && notify({ kind: 'error', code: errorCodeOf(error) }));
    return () => {
      current = false;
    };
  }, [service, groupId, groupsAllowed, notify]);

  useEffect(() => {
    const removed = (user: ChatUser, group: ChatGroup) => {
      if (user.uid === me.uid && group.guid === openGuid.current) setTarget(null);
    };
    service.addListener(listenerId, {
      onGroupMemberLeft: (_action, user, group) => removed(user, group),
      onGroupMemberKicked: (_action, user, _by, group) => removed(user, group),
      onGroupMemberBanned: (_action, user, _by, group) => removed(user, group),
      onGroupMemberScopeChanged: (_action, user, newScope, _old, group) => {
        if (user.uid !== me.uid || group.guid !== openGuid.current) return;
        setTarget((open) =>
          open?.type === 'group' ? { type: 'group', group: { ...open.group, scope: newScope } } : open,
        );
      },
    });
    return () => service.removeListener(listenerId);
  }, [service, me.uid, listenerId]);

  const clear = useCallback(() => setTarget(null), []);
  const blockChanged = useCallback((uid: string, blockedByMe: boolean) => {
    setTarget((open) =>
      open?.type === 'user' && open.user.uid === uid ? { type: 'user', user: { ...open.user, blockedByMe } } : open,
    );
  }, []);
  return { target, conversationId: conversationIdOfTarget(target, me), open: setTarget, clear, blockChanged };
}
