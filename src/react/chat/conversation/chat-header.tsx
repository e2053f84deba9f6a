import { useTranslation } from '../../core/i18n/translator';
import { useChat } from '../chat-context';
import { StaffBadge } from '../staff-badge';
import * as styles from './conversation-styles';
import { ChatAvatar } from '../avatar/chat-avatar';
import { IconActionButtons, type IconAction } from './icon-actions';
import { Icon } from './icons';
import type { ConversationTarget } from './conversation-target';
import { lastActiveOf } from './dates';
import type { HeaderStatus } from './use-header-status';

export interface ChatHeaderProps {
  target: ConversationTarget;
  status: HeaderStatus;
  onBack?: () => void;
  /** The header's icon buttons (§2: audio call, video call, view detail), in order; each needs its label. */
  actions?: readonly IconAction[];
}

/** §2 chat header: back or sidebar toggle, avatar with presence dot, name and the status line. */
export function ChatHeader({ target, status, onBack, actions = [] }: ChatHeaderProps) {
  const { t, i18n } = useTranslation();
  const { settings } = useChat();
  const name = target.type === 'user' ? target.user.name : target.group.name;
  const showPresence = settings.show_user_presence && status.user !== null;

  let statusLine: string | null = null;
  const [typist] = status.typing;
  if (settings.show_typing_indicators && typist !== undefined) {
    statusLine = t('conversation.typing', { name: typist });
  } else if (status.membersCount !== null) {
    statusLine = t('conversation.members', { count: status.membersCount });
  } else if (showPresence && status.user) {
    if (status.user.status === 'online') statusLine = t('conversation.online');
    else if (status.user.lastActiveAt) {
      const when = lastActiveOf(new Date(status.user.lastActiveAt * 1000), i18n.language, (day) =>
        t('conversation.day', { count: day, ordinal: true }),
      );
      statusLine = t('conversation.lastActive', { when });
    } else statusLine = t('conversation.offline');
  }

  return (
    <header css={styles.header} part="chat-header">
      {onBack && (
        <button
          type="button"
          css={[styles.iconButton, styles.mirroredInRtl]}
          onClick={onBack}
          aria-label={t('conversation.back')}
          title={t('conversation.back')}
          part="back"
        >
          <Icon name="back" />
        </button>
      )}
      <ChatAvatar
        id={target.type === 'user' ? target.user.uid : target.group.guid}
        name={name}
        image={target.type === 'user' ? target.user.avatar : target.group.icon}
        presence={showPresence ? status.user?.status : undefined}
      />
      <div css={styles.headerText}>
        <h2 css={styles.headerName} part="chat-name">
          {name}
          {target.type === 'user' && <StaffBadge staff={target.user.staff} />}
        </h2>
        {statusLine !== null && (
          <span css={styles.headerStatus} part="chat-status" aria-live="polite">
            {statusLine}
          </span>
        )}
      </div>
      {actions.length > 0 && (
        <div css={styles.headerActions} role="group" aria-label={t('conversation.headerActions')}>
          <IconActionButtons actions={actions} partName="header-action" buttonCss={styles.iconButton} />
        </div>
      )}
    </header>
  );
}
