import { useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { capabilitiesOf, type ChatUser } from '../../../chat/chat-service';
import { ChatAvatar } from '../avatar/chat-avatar';
import { useChat } from '../chat-context';
import { changeBlock } from '../lists/blocked-users-list';
import { DetailPane } from './detail-pane';
import * as styles from './details-styles';
import { SharedMedia } from './shared-media';

interface UserDetailsProps {
  user: ChatUser;
  onClose(): void;
  /** §4 "Block: success sets blockedByMe true on the open user; unblock sets false." */
  onBlockedChange?(blocked: boolean): void;
}

/** §2 User detail pane: Details with close, the user, Options (Block user or Unblock user, with block_user). */
export function UserDetails({ user, onClose, onBlockedChange }: UserDetailsProps) {
  const { t } = useTranslation();
  const { service, settings, notify } = useChat();
  const [blocked, setBlocked] = useState(user.blockedByMe === true);
  const optionsId = useId();
  const moderation = capabilitiesOf(service).moderation && settings.block_user ? service.moderation : undefined;

  const toggleBlock = async () => {
    if (!moderation) return;
    const { ok, code } = await changeBlock(moderation, user.uid, !blocked);
    notify({ kind: ok ? 'success' : 'error', code });
    if (!ok) return;
    setBlocked(!blocked);
    onBlockedChange?.(!blocked);
  };

  return (
    <DetailPane onClose={onClose}>
      <div css={styles.person}>
        <ChatAvatar
          id={user.uid}
          name={user.name}
          image={user.avatar}
          size={64}
          presence={settings.show_user_presence ? user.status : undefined}
        />
        <p css={{ fontWeight: 600 }}>{user.name}</p>
        {settings.show_user_presence ? <p>{t(`conversation.${user.status}`)}</p> : null}
      </div>
      {moderation ? (
        <section css={styles.section} aria-labelledby={optionsId}>
          <h3 id={optionsId}>{t('details.options')}</h3>
          <ul>
            <li>
              <button
                type="button"
                css={styles.entry}
                part="detail-entry detail-block"
                onClick={() => void toggleBlock()}
              >
                {blocked ? t('details.unblockUser') : t('details.blockUser')}
              </button>
            </li>
          </ul>
        </section>
      ) : null}
      {settings.view_shared_media ? <SharedMedia with={{ uid: user.uid }} /> : null}
    </DetailPane>
  );
}
