// The open group as the detail pane and its modals see it: the logged-in user's scope and the member count, live
// (§4 "a scope change updates the open item's scope"; "member counts update live"), and what §6 and the widget
// settings let them do.
import { useEffect, useId, useState } from 'react';
import { capabilitiesOf, type ChatGroup, type MemberScope } from '../../../chat/chat-service';
import { groupPermissions, memberPermissions, mayUnban, type RoleHolder } from '../../../../shared/chat/group-roles';
import { useChat } from '../chat-context';

export interface GroupRoles {
  group: ChatGroup;
  me: RoleHolder;
  /** §6 "all three false hides the member list link". */
  showMembers: boolean;
  /** Ban and kick columns, the banned link: kick/ban allowed, the provider administers, a moderator or above. */
  moderate: boolean;
  /** Scope editing: promote/demote allowed, the provider administers. */
  changeScopes: boolean;
  addMembers: boolean;
  deleteGroup: boolean;
  /** §6 "join_or_leave_groups ... false: the leave option is always hidden". */
  leave: boolean;
  /** What the logged-in user may do to a member, with the settings applied. */
  permissionsFor(member: { uid: string; scope: MemberScope }): {
    kick: boolean;
    ban: boolean;
    scopes: readonly MemberScope[];
  };
  mayUnban(member: { uid: string; scope: MemberScope }): boolean;
}

export function useGroupRoles(initial: ChatGroup): GroupRoles {
  const { service, me, settings } = useChat();
  const [group, setGroup] = useState(initial);
  const listenerId = `group-roles-${useId()}`;

  // The group as it is now: the conversation may have been opened before a scope change, and only the provider's
  // own answer is sure to name the owner.
  useEffect(() => {
    let current = true;
    service.groups?.getGroup(initial.guid).then(
      (fresh) => current && setGroup(fresh),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [service, initial.guid]);

  useEffect(() => {
    const counted = (changed: ChatGroup, membersCount?: number) => {
      if (changed.guid !== initial.guid) return;
      setGroup((current) => ({ ...current, membersCount: membersCount ?? changed.membersCount }));
    };
    service.addListener(listenerId, {
      onGroupMemberScopeChanged: (_action, user, newScope, _old, changed) => {
        if (changed.guid === initial.guid && user.uid === me.uid)
          setGroup((current) => ({ ...current, scope: newScope }));
      },
      onGroupMemberJoined: (action, _user, changed) => counted(changed, action.action?.actionFor.membersCount),
      onMemberAddedToGroup: (action, _user, _by, changed) => counted(changed, action.action?.actionFor.membersCount),
      onGroupMemberLeft: (action, _user, changed) => counted(changed, action.action?.actionFor.membersCount),
      onGroupMemberKicked: (action, _user, _by, changed) => counted(changed, action.action?.actionFor.membersCount),
      onGroupMemberBanned: (action, _user, _by, changed) => counted(changed, action.action?.actionFor.membersCount),
    });
    return () => service.removeListener(listenerId);
  }, [service, listenerId, initial.guid, me.uid]);

  const administers = capabilitiesOf(service).groupAdministration;
  const holder: RoleHolder = { uid: me.uid, scope: group.scope ?? 'participant', owner: group.owner === me.uid };
  const rights = groupPermissions(group.hasJoined ? group.scope : undefined);
  const moderate = administers && settings.allow_kick_ban_members && rights.moderate;
  const changeScopes = administers && settings.allow_promote_demote_members;
  const owned = (member: { uid: string; scope: MemberScope }): RoleHolder => ({
    ...member,
    owner: group.owner === member.uid,
  });

  return {
    group,
    me: holder,
    showMembers:
      settings.view_group_members || settings.allow_kick_ban_members || settings.allow_promote_demote_members,
    moderate,
    changeScopes,
    addMembers: administers && settings.allow_add_members && rights.addMembers,
    deleteGroup: administers && settings.allow_delete_groups && rights.deleteGroup,
    leave: settings.join_or_leave_groups && group.hasJoined,
    permissionsFor(member) {
      const allowed = memberPermissions(holder, owned(member));
      return {
        kick: moderate && allowed.kick,
        ban: moderate && allowed.ban,
        scopes: changeScopes ? allowed.scopes : [],
      };
    },
    mayUnban: (member) => moderate && mayUnban(holder, owned(member)),
  };
}
