/**
 * Our provider's group events as the port's group listener calls (§7 "groups (scope changed, kicked, banned,
 * unbanned, added, left, joined)"): the server sends each change as an action message (§3), and a deletion as its own
 * push. Part of the panel's adapter, so the bubble's bundle stays without it.
 */
import type { ChatGroup, ChatListener, ChatMessage, ChatUser } from '../chat-service';

/** The group an action message is about, as far as the message tells (name and type travel in its customData). */
export function groupOfAction(message: ChatMessage): ChatGroup {
  const custom = message.data?.customData ?? {};
  return {
    guid: message.action?.actionFor.guid ?? message.receiverId,
    name: typeof custom['groupName'] === 'string' ? custom['groupName'] : message.receiverId,
    type: custom['groupType'] === 'password' || custom['groupType'] === 'private' ? custom['groupType'] : 'public',
    membersCount: message.action?.actionFor.membersCount ?? 0,
    hasJoined: true,
  };
}

/** Calls the listener callback an action message stands for. */
export function emitGroupAction(message: ChatMessage, emit: (call: (listener: ChatListener) => void) => void): void {
  const action = message.action;
  if (!action) return;
  const by: ChatUser = { uid: action.actionBy, name: message.sender.name, status: 'online' };
  const on: ChatUser =
    action.actionOn === action.actionBy
      ? by
      : { uid: action.actionOn, name: action.actionOnName ?? action.actionOn, status: 'online' };
  const group = groupOfAction(message);
  switch (action.action) {
    case 'joined':
      return emit((l) => l.onGroupMemberJoined?.(message, on, group));
    case 'left':
      return emit((l) => l.onGroupMemberLeft?.(message, on, group));
    case 'added':
      return emit((l) => l.onMemberAddedToGroup?.(message, on, by, group));
    case 'kicked':
      return emit((l) => l.onGroupMemberKicked?.(message, on, by, group));
    case 'banned':
      return emit((l) => l.onGroupMemberBanned?.(message, on, by, group));
    case 'unbanned':
      return emit((l) => l.onGroupMemberUnbanned?.(message, on, by, group));
    case 'scopeChanged':
      if (action.newScope && action.oldScope) {
        const { newScope, oldScope } = action;
        emit((l) => l.onGroupMemberScopeChanged?.(message, on, newScope, oldScope, group));
      }
  }
}
