import { useTranslation } from '../../core/i18n/translator';
import type { ReceiverType } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { StaffBadge } from '../staff-badge';
import * as styles from './conversation-styles';
import { messageTimeOf } from './dates';
import { sentStatusOf, type ListMessage } from './list-message';
import { MediaContent } from './media-content';
import { MessageStatusIcon } from './message-status-icon';
import { displayedTextOf, emojiFontSizeOf, textSegmentsOf } from './message-text';

const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'file']);

export interface MessageItemProps {
  message: ListMessage;
  receiverType: ReceiverType;
  onEdit(message: ListMessage, displayedText: string): void;
  onDelete(message: ListMessage): void;
  /** Sends a failed own message again (issue #14). */
  onRetry(message: ListMessage): void;
}

/** A text with its http(s) addresses as links that open in a new tab, without access back to this page. */
function LinkedText({ text }: { text: string }) {
  return textSegmentsOf(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <a
        key={index}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer"
        css={{ color: 'inherit', textDecoration: 'underline', overflowWrap: 'anywhere' }}
        part="message-link"
      >
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}

/** A group's membership change, as one centred line (§3 action messages). */
function ActionNotice({ message }: { message: ListMessage }) {
  const { t } = useTranslation();
  const action = message.action;
  if (!action) return null;
  const actor = message.sender.uid === action.actionBy ? message.sender.name : action.actionBy;
  return (
    <p css={styles.actionNotice} part="action-message">
      {t(`message.action.${action.action}`, { actor, member: action.actionOn })}
    </p>
  );
}

function Content({ message, own }: { message: ListMessage; own: boolean }) {
  const { t } = useTranslation();
  const { settings } = useChat();
  if (message.deletedAt) {
    return (
      <div css={styles.bubble} data-own={own} data-deleted="true" part="message-bubble">
        {t(own ? 'message.deletedByMe' : 'message.deletedByOther')}
      </div>
    );
  }
  if (MEDIA_TYPES.has(message.type)) {
    return (
      <div css={styles.bubble} data-own={own} part="message-bubble">
        <MediaContent message={message} />
      </div>
    );
  }
  const text = displayedTextOf(message);
  const emojiSize = emojiFontSizeOf(text, settings.show_emojis_in_larger_size);
  return (
    <div
      css={styles.bubble}
      data-own={own}
      data-emoji={emojiSize !== null}
      style={emojiSize === null ? undefined : { fontSize: `${emojiSize}px` }}
      part="message-bubble"
    >
      <LinkedText text={text} />
    </div>
  );
}

/** One message: bubble, sender name in groups, time, own status, reply count, and the own-message actions. */
export function MessageItem({ message, receiverType, onEdit, onDelete, onRetry }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const { me, settings } = useChat();
  if (message.category === 'action') return <ActionNotice message={message} />;
  const own = message.sender.uid === me.uid;
  const sent = message.id !== undefined && !message.deletedAt;
  // §5 "Edit: only own text messages, when editing is enabled. Delete: only own messages, when deleting is enabled."
  const canEdit = own && sent && message.type === 'text' && settings.enable_message_editing;
  const canDelete = own && sent && settings.enable_message_deleting;
  const time = message.sentAt === undefined ? null : new Date(message.sentAt * 1000);
  const replyCount = message.replyCount ?? 0;
  return (
    <div css={styles.row} data-own={own} data-row="" part={own ? 'message message-own' : 'message'}>
      {!own && receiverType === 'group' && (
        <span css={styles.senderName} part="message-sender">
          {message.sender.name}
          <StaffBadge staff={message.sender.staff} />
        </span>
      )}
      <Content message={message} own={own} />
      <span css={styles.meta}>
        {time && <time dateTime={time.toISOString()}>{messageTimeOf(time, i18n.language)}</time>}
        {own && !message.deletedAt && settings.show_delivery_read_indicators && (
          <MessageStatusIcon status={sentStatusOf(message, receiverType)} />
        )}
        {replyCount > 0 && settings.enable_threaded_replies && (
          <span part="reply-count">{t('message.replies', { count: replyCount })}</span>
        )}
      </span>
      {own && message.error && (
        <p css={styles.failedNotice} part="message-failed">
          <span>{t('message.failed')}</span>
          <button type="button" css={styles.retryButton} onClick={() => onRetry(message)} part="message-retry">
            {t('message.retry')}
          </button>
        </p>
      )}
      {(canEdit || canDelete) && (
        <div css={styles.actionBar} role="group" aria-label={t('message.actions')} part="message-actions">
          {canEdit && (
            <button type="button" css={styles.iconButton} onClick={() => onEdit(message, displayedTextOf(message))}>
              {t('message.edit')}
            </button>
          )}
          {canDelete && (
            <button type="button" css={styles.iconButton} onClick={() => onDelete(message)}>
              {t('message.delete')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
