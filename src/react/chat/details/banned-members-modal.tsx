import { useMemo } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatGroupAdministration, GroupMember } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { usePagedList } from '../lists/use-paged-list';
import { MemberAction, MemberName, MemberTableModal } from './member-table';
import type { GroupRoles } from './use-group-roles';

interface BannedMembersModalProps {
  roles: GroupRoles;
  administration: ChatGroupAdministration;
  onClose(): void;
}

/** §2 Banned-members modal: name, scope, unban (as §6 allows), 10 a page; NO_BANNED_MEMBERS_FOUND when empty. */
export function BannedMembersModal({ roles, administration, onClose }: BannedMembersModalProps) {
  const { t } = useTranslation();
  const { notify } = useChat();
  const guid = roles.group.guid;
  const request = useMemo(
    () => administration.bannedMembersRequest(guid, { limit: PAGE_SIZE.bannedMembers }),
    [administration, guid],
  );
  const { items, setItems, status, loadMore } = usePagedList<GroupMember>(request);

  const unban = async (member: GroupMember) => {
    try {
      await administration.unbanGroupMember(guid, member.uid);
      // §4 "unbanned leaves the banned list".
      setItems((current) => current.filter((other) => other.uid !== member.uid));
      notify({ kind: 'success', code: 'UNBAN_GROUP_MEMBER_SUCCESS' });
    } catch {
      notify({ kind: 'error', code: 'UNBAN_GROUP_MEMBER_FAIL' });
    }
  };

  return (
    <MemberTableModal
      title={t('details.bannedMembers')}
      part="banned-members-modal"
      status={status}
      empty={items.length === 0}
      emptyKey="details.NO_BANNED_MEMBERS_FOUND"
      columns={[t('details.unban')]}
      loadMore={loadMore}
      onClose={onClose}
    >
      {items.map((member) => (
        <tr key={member.uid} part="banned-row" data-uid={member.uid}>
          <MemberName member={member} />
          <td>{t(`details.scopes.${member.scope}`)}</td>
          <td>
            {roles.mayUnban(member) ? (
              <MemberAction
                part="member-unban"
                label={t('details.unbanMember', { name: member.name })}
                text={t('details.unban')}
                onClick={() => void unban(member)}
              />
            ) : null}
          </td>
        </tr>
      ))}
    </MemberTableModal>
  );
}
