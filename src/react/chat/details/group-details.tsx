import { useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatGroup } from '../../../chat/chat-service';
import { useChat, useChatGroups } from '../chat-context';
import { AddMembersModal } from './add-members-modal';
import { BannedMembersModal } from './banned-members-modal';
import { DetailPane } from './detail-pane';
import { SharedMedia } from './shared-media';
import * as styles from './details-styles';
import { MembersModal } from './members-modal';
import { useGroupRoles } from './use-group-roles';

type GroupModal = 'members' | 'add' | 'banned' | null;

interface GroupDetailsProps {
  group: ChatGroup;
  onClose(): void;
  /** The user left or deleted the group: the conversation is cleared (§4). */
  onGone(): void;
}

/**
 * §2 Group detail pane: Details with close; Members (view members, add members, banned members); Options (delete and
 * exit, leave group), each as §6 and the widget settings allow.
 */
export function GroupDetails({ group, onClose, onGone }: GroupDetailsProps) {
  const { t } = useTranslation();
  const { service, notify, settings } = useChat();
  const groups = useChatGroups();
  const roles = useGroupRoles(group);
  const [modal, setModal] = useState<GroupModal>(null);
  const administration = service.groupAdministration;
  const ids = useId();

  const option = async (work: () => Promise<void>, success: string, failure: string) => {
    try {
      await work();
      notify({ kind: 'success', code: success });
      onGone();
    } catch {
      notify({ kind: 'error', code: failure });
    }
  };

  const memberEntries = [
    roles.showMembers && { id: 'members' as const, label: t('details.viewMembers') },
    roles.addMembers && { id: 'add' as const, label: t('details.addMembers') },
    roles.moderate && { id: 'banned' as const, label: t('details.bannedMembers') },
  ].filter((entry) => entry !== false);

  return (
    <DetailPane onClose={onClose}>
      {memberEntries.length > 0 ? (
        <section css={styles.section} aria-labelledby={`${ids}members`}>
          <h3 id={`${ids}members`}>{t('details.members')}</h3>
          <ul>
            {memberEntries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  css={styles.entry}
                  part={`detail-entry detail-${entry.id}`}
                  onClick={() => setModal(entry.id)}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {roles.deleteGroup || roles.leave ? (
        <section css={styles.section} aria-labelledby={`${ids}options`}>
          <h3 id={`${ids}options`}>{t('details.options')}</h3>
          <ul>
            {roles.deleteGroup && administration ? (
              <li>
                <button
                  type="button"
                  css={styles.entry}
                  part="detail-entry detail-delete"
                  onClick={() =>
                    void option(
                      () => administration.deleteGroup(group.guid),
                      'GROUP_DELETION_SUCCESS',
                      'GROUP_DELETION_FAIL',
                    )
                  }
                >
                  {t('details.deleteAndExit')}
                </button>
              </li>
            ) : null}
            {roles.leave ? (
              <li>
                <button
                  type="button"
                  css={styles.entry}
                  part="detail-entry detail-leave"
                  onClick={() =>
                    void option(() => groups.leaveGroup(group.guid), 'GROUP_LEFT_SUCCESS', 'GROUP_LEFT_FAIL')
                  }
                >
                  {t('details.leaveGroup')}
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {settings.view_shared_media ? <SharedMedia with={{ guid: group.guid }} /> : null}
      {modal === 'members' ? <MembersModal roles={roles} onClose={() => setModal(null)} /> : null}
      {modal === 'add' && administration ? (
        <AddMembersModal roles={roles} administration={administration} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'banned' && administration ? (
        <BannedMembersModal roles={roles} administration={administration} onClose={() => setModal(null)} />
      ) : null}
    </DetailPane>
  );
}
