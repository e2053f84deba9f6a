import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatUser, GroupMember, MemberScope } from '../../../chat/chat-service';
import { useChat, useChatGroups } from '../chat-context';
import { usePagedList } from '../lists/use-paged-list';
import * as styles from './details-styles';
import { MemberAction, MemberName, MemberTableModal } from './member-table';
import type { GroupRoles } from './use-group-roles';

interface MembersModalProps {
  roles: GroupRoles;
  onClose(): void;
}

/**
 * §2 View-members modal: name (avatar on narrow screens), scope, ban, kick, 10 a page (§9). The ban and kick columns
 * and the scope control show as §6 and the widget settings allow (use-group-roles.ts); own row "You", owner "Owner".
 */
export function MembersModal({ roles, onClose }: MembersModalProps) {
  const { t } = useTranslation();
  const { service, me, notify } = useChat();
  const groups = useChatGroups();
  const guid = roles.group.guid;
  const listenerId = `members-modal-${useId()}`;
  // The modal mounts when it opens: each opening starts the list afresh.
  const request = useMemo(() => groups.groupMembersRequest(guid, { limit: PAGE_SIZE.groupMembers }), [groups, guid]);
  const { items, setItems, status, loadMore } = usePagedList<GroupMember>(request);

  // §4 "a banned member leaves the member list"; scope changes show at once, whoever made them.
  useEffect(() => {
    const gone = (user: ChatUser) => setItems((current) => current.filter((member) => member.uid !== user.uid));
    service.addListener(listenerId, {
      onGroupMemberKicked: (_action, user, _by, group) => group.guid === guid && gone(user),
      onGroupMemberBanned: (_action, user, _by, group) => group.guid === guid && gone(user),
      onGroupMemberLeft: (_action, user, group) => group.guid === guid && gone(user),
      onGroupMemberScopeChanged: (_action, user, scope, _old, group) => {
        if (group.guid !== guid) return;
        setItems((current) => current.map((member) => (member.uid === user.uid ? { ...member, scope } : member)));
      },
    });
    return () => service.removeListener(listenerId);
  }, [service, listenerId, guid, setItems]);

  const administration = service.groupAdministration;
  const act = async (work: () => Promise<void>, success: string, failure: string) => {
    try {
      await work();
      notify({ kind: 'success', code: success });
    } catch {
      notify({ kind: 'error', code: failure });
    }
  };
  const kick = (member: GroupMember) =>
    administration &&
    act(
      async () => {
        await administration.kickGroupMember(guid, member.uid);
        setItems((current) => current.filter((other) => other.uid !== member.uid));
      },
      'KICK_GROUPMEMBER_SUCCESS',
      'KICK_GROUPMEMBER_FAIL',
    );
  const ban = (member: GroupMember) =>
    administration &&
    act(
      async () => {
        await administration.banGroupMember(guid, member.uid);
        setItems((current) => current.filter((other) => other.uid !== member.uid));
      },
      'BAN_GROUPMEMBER_SUCCESS',
      'BAN_GROUPMEMBER_FAIL',
    );
  const changeScope = (member: GroupMember, scope: MemberScope) =>
    administration &&
    act(
      async () => {
        await administration.updateGroupMemberScope(guid, member.uid, scope);
        setItems((current) => current.map((other) => (other.uid === member.uid ? { ...other, scope } : other)));
      },
      'SCOPECHANGE_GROUPMEMBER_SUCCESS',
      'SCOPECHANGE_GROUPMEMBER_FAIL',
    );

  const scopeCell = (member: GroupMember) => {
    if (member.uid === me.uid) return t('details.you');
    if (roles.group.owner === member.uid) return t('details.owner');
    const { scopes } = roles.permissionsFor(member);
    if (scopes.length === 0) return t(`details.scopes.${member.scope}`);
    return (
      <select
        css={styles.select}
        part="member-scope"
        aria-label={t('details.scopeOf', { name: member.name })}
        value={member.scope}
        onChange={(event) => void changeScope(member, event.target.value as MemberScope)}
      >
        {scopes.map((scope) => (
          <option key={scope} value={scope}>
            {t(`details.scopes.${scope}`)}
          </option>
        ))}
      </select>
    );
  };

  return (
    <MemberTableModal
      title={t('details.members')}
      part="members-modal"
      status={status}
      empty={items.length === 0}
      emptyKey="list.NO_USERS_FOUND"
      columns={roles.moderate ? [t('details.ban'), t('details.kick')] : []}
      loadMore={loadMore}
      onClose={onClose}
    >
      {items.map((member) => {
        const allowed = roles.permissionsFor(member);
        return (
          <tr key={member.uid} part="member-row" data-uid={member.uid}>
            <MemberName member={member} />
            <td>{scopeCell(member)}</td>
            {roles.moderate ? (
              <>
                <td>
                  {allowed.ban ? (
                    <MemberAction
                      part="member-ban"
                      label={t('details.banMember', { name: member.name })}
                      text={t('details.ban')}
                      onClick={() => void ban(member)}
                    />
                  ) : null}
                </td>
                <td>
                  {allowed.kick ? (
                    <MemberAction
                      part="member-kick"
                      label={t('details.kickMember', { name: member.name })}
                      text={t('details.kick')}
                      onClick={() => void kick(member)}
                    />
                  ) : null}
                </td>
              </>
            ) : null}
          </tr>
        );
      })}
    </MemberTableModal>
  );
}
