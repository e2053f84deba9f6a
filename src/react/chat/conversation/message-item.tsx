import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ReceiverType } from '../../../chat/chat-service';
import { reactionsOf } from '../../../chat/state/messages';
import { useChat } from '../chat-context';
import { ChatAvatar } from '../avatar/chat-avatar';
import { StaffBadge } from '../staff-badge';
import * as styles from './conversation-styles';
import { messageTimeOf } from './dates';
import { sentStatusOf, type ListMessage } from './list-message';
import { MediaContent } from './media-content';
import { IconActionButtons, type IconAction } from './icon-actions';
import type { GroupPlace } from './message-groups';
import { MessageStatusIcon } from './message-status-icon';
import { displayedTextOf, emojiFontSizeOf, textSegmentsOf } from './message-text';
import type { ShownTranslation } from './message-translation';

const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'file']);

// The reaction picker loads when a visitor first reacts (issue #16): the open panel stays in its weight budget.
const ReactionPicker = lazy(() => import('./reaction-picker'));
// Link previews load with the first message that links somewhere, on a provider that has them.
const LinkPreviews = lazy(() => import('./link-preview-card'));
const TranslatedText = lazy(() => import('./message-translation'));
// So do poll, sticker and location messages, when the first one shows.
const PollContent = lazy(() => import('./poll-content').then((module) => ({ default: module.PollContent })));
const CustomContent = lazy(() => import('./sticker-location-content'));
// And the group call card of a meeting message (§2), with the call texts the call controller loaded.
const GroupCallCard = lazy(() => import('../calls/group/group-call-card'));

/** The rich-message actions a list offers (issue #16); each absent where it is not offered. */
export interface MessageExtras {
  /** Adds the logged-in user's reaction, or takes it back (§3 reactions). */
  onReact?(message: ListMessage, emoji: string): void;
  /** Opens the message's thread (§2 thread panel). */
  onOpenThread?(message: ListMessage): void;
  /** Votes in a poll message (§3 Poll). */
  onVote?(message: ListMessage, option: number): void;
}

/** §3 reactions under a bubble: a chip per emoji with its count, pressed when the logged-in user reacted so. */
function ReactionChips({ message, onReact }: { message: ListMessage; onReact: MessageExtras['onReact'] }) {
  const { t } = useTranslation();
  const { me } = useChat();
  const reactions = reactionsOf(message, me.uid);
  if (reactions.length === 0 || message.deletedAt) return null;
  return (
    <div css={styles.reactionChips} role="group" aria-label={t('message.reactions')} part="reactions">
      {reactions.map((reaction) => (
        <button
          key={reaction.emoji}
          type="button"
          css={styles.reactionChip}
          aria-pressed={reaction.mine}
          aria-label={t('message.reactedBy', { emoji: reaction.emoji, names: reaction.names.join(', ') })}
          title={reaction.names.join(', ')}
          disabled={!onReact}
          onClick={() => onReact?.(message, reaction.emoji)}
          part={reaction.mine ? 'reaction reaction-mine' : 'reaction'}
        >
          <span aria-hidden="true">{reaction.emoji}</span>
          <span aria-hidden="true">{reaction.count}</span>
        </button>
      ))}
    </div>
  );
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
  const member = action.actionOnName ?? (action.actionOn === action.actionBy ? actor : action.actionOn);
  const scope = action.newScope ? t(`details.scopes.${action.newScope}`) : '';
  return (
    <p css={styles.actionNotice} part="action-message" data-action={action.action}>
      {t(`message.action.${action.action}`, { actor, member, scope })}
    </p>
  );
}

function Content({
  message,
  own,
  onVote,
  translation,
}: {
  message: ListMessage;
  own: boolean;
  onVote: MessageExtras['onVote'];
  translation: ShownTranslation | null;
}) {
  const { t } = useTranslation();
  const { settings, service } = useChat();
  if (message.deletedAt) {
    return (
      <div css={styles.bubble} data-own={own} data-deleted="true" part="message-bubble">
        {t(own ? 'message.deletedByMe' : 'message.deletedByOther')}
      </div>
    );
  }
  if (message.type === 'extension_poll') {
    return (
      <div css={styles.bubble} data-own={own} part="message-bubble">
        <Suspense fallback={null}>
          <PollContent message={message} onVote={onVote} />
        </Suspense>
      </div>
    );
  }
  if (message.type === 'extension_sticker' || message.type === 'location') {
    return (
      <div css={message.type === 'location' && styles.bubble} data-own={own} part="message-bubble">
        <Suspense fallback={null}>
          <CustomContent message={message} />
        </Suspense>
      </div>
    );
  }
  if (message.type === 'meeting') {
    return (
      <Suspense fallback={null}>
        <GroupCallCard message={message} own={own} />
      </Suspense>
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
      // A Latin message in an Arabic chat (or the reverse) keeps its own direction: "Super, danke!", not "!Super, danke".
      dir="auto"
      data-own={own}
      data-emoji={emojiSize !== null}
      style={emojiSize === null ? undefined : { fontSize: `${emojiSize}px` }}
      part="message-bubble"
    >
      <LinkedText text={text} />
      {translation && (
        <Suspense fallback={null}>
          <TranslatedText translation={translation} />
        </Suspense>
      )}
      {service.linkPreviews && message.id !== undefined && textSegmentsOf(text).some((s) => s.kind === 'link') && (
        <Suspense fallback={null}>
          <LinkPreviews messageId={message.id} text={text} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The message's icon buttons, shown while the pointer is over the message or focus is inside it (§2 "Per-message
 * hover action bar"). Keyboard users reach it with Tab after the message's own links.
 */
function MessageActionBar({ actions, open }: { actions: readonly IconAction[]; open: boolean }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <div
      css={[styles.actionBar, open && styles.actionBarOpen]}
      role="group"
      aria-label={t('message.actions')}
      part="message-actions"
    >
      <IconActionButtons actions={actions} partName="message-action" buttonCss={styles.actionButton} iconSize={18} />
    </div>
  );
}

export interface MessageItemProps {
  message: ListMessage;
  /** Where it sits among consecutive messages of its sender: name and avatar show at the first, the time at the last. */
  place: GroupPlace;
  receiverType: ReceiverType;
  onEdit(message: ListMessage, displayedText: string): void;
  onDelete(message: ListMessage): void;
  /** Sends a failed own message again (issue #14). */
  onRetry(message: ListMessage): void;
  /** Reports a received message to the event's operators; absent where the provider cannot (no moderation). */
  onReport?: (message: ListMessage) => void;
  /** Reactions, threads and polls (issue #16), where the provider has them. */
  extras?: MessageExtras;
}

/**
 * One message: in groups the sender's avatar and name (once per block of their messages), the bubble with its
 * action bar, then time, own status and reply count (the time once per block, else on hover or focus).
 */
export function MessageItem({
  message,
  place,
  receiverType,
  onEdit,
  onDelete,
  onRetry,
  onReport,
  extras,
}: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const { me, settings, service, notify } = useChat();
  const [picking, setPicking] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const [translated, setTranslated] = useState<ShownTranslation | null>(null);
  // An edit changes the displayed text: the translation of the old one no longer shows (§4).
  const translation = translated?.forText === displayedTextOf(message) ? translated : null;
  if (message.category === 'action') return <ActionNotice message={message} />;
  const own = message.sender.uid === me.uid;
  const sent = message.id !== undefined && !message.deletedAt;
  const actions: IconAction[] = [];
  // §6 "Others' messages: react, reply in thread, translate"; §5 "Reactions: allow_message_reactions not false and the message must have been sent"; "Thread
  // reply: ... enable_threaded_replies ... and the message is not itself a reply".
  const onReact = settings.allow_message_reactions ? extras?.onReact : undefined;
  if (!own && sent && onReact) {
    actions.push({ id: 'react', label: t('message.react'), icon: 'emoji', onSelect: () => setPicking(true) });
  }
  const onOpenThread = settings.enable_threaded_replies ? extras?.onOpenThread : undefined;
  if (!own && sent && onOpenThread && message.parentMessageId === undefined) {
    actions.push({
      id: 'reply',
      label: t('message.replyInThread'),
      icon: 'reply',
      onSelect: () => onOpenThread(message),
    });
  }
  // §5 "Translate: text messages only, when enable_message_translation is on", with a translation provider.
  if (!own && sent && message.type === 'text' && settings.enable_message_translation && service.translation) {
    actions.push({
      id: 'translate',
      label: t(translation ? 'message.showOriginal' : 'message.translate'),
      icon: 'translate',
      onSelect: () =>
        translation
          ? setTranslated(null)
          : void import('./message-translation')
              .then((module) => module.translateMessage(message, service, notify))
              .then(setTranslated),
    });
  }
  // §5 "Edit: only own text messages, when editing is enabled. Delete: only own messages, when deleting is enabled."
  if (own && sent && message.type === 'text' && settings.enable_message_editing) {
    actions.push({
      id: 'edit',
      label: t('message.edit'),
      icon: 'edit',
      onSelect: () => onEdit(message, displayedTextOf(message)),
    });
  }
  if (own && sent && settings.enable_message_deleting) {
    actions.push({ id: 'delete', label: t('message.delete'), icon: 'delete', onSelect: () => onDelete(message) });
  }
  if (!own && sent && onReport) {
    actions.push({ id: 'report', label: t('message.report'), icon: 'flag', onSelect: () => onReport(message) });
  }
  const time = message.sentAt === undefined ? null : new Date(message.sentAt * 1000);
  const replyCount = message.replyCount ?? 0;
  const withAvatar = !own && receiverType === 'group';
  const status = own && !message.deletedAt && settings.show_delivery_read_indicators && (
    <MessageStatusIcon status={sentStatusOf(message, receiverType)} />
  );
  const timeOf = (hover: boolean) =>
    time && (
      <time dateTime={time.toISOString()} data-hover={hover} part="message-time">
        {messageTimeOf(time, i18n.language)}
      </time>
    );
  // Inside a block only the last message shows its time below it; the others show it beside the bubble on demand.
  const showReplies = replyCount > 0 && settings.enable_threaded_replies;
  const repliesText = t('message.replies', { count: replyCount });
  const closePicker = () => {
    setPicking(false);
    row.current?.querySelector<HTMLButtonElement>('[part~="message-action-react"]')?.focus();
  };
  const compact = !place.last && !showReplies && !message.error;
  return (
    <div
      ref={row}
      css={styles.row}
      data-own={own}
      data-first={place.first}
      data-last={place.last}
      data-row=""
      part={own ? 'message message-own' : 'message'}
    >
      {withAvatar && (
        <span css={styles.avatarSlot}>
          {place.first && (
            <ChatAvatar id={message.sender.uid} name={message.sender.name} image={message.sender.avatar} size={32} />
          )}
        </span>
      )}
      <div css={styles.messageBody}>
        {withAvatar && place.first && (
          <span css={styles.senderName} part="message-sender">
            {message.sender.name}
            <StaffBadge staff={message.sender.staff} />
          </span>
        )}
        <div css={styles.bubbleLine}>
          <Content message={message} own={own} onVote={extras?.onVote} translation={translation} />
          {compact && (
            <span css={styles.inlineMeta}>
              {time && <span css={styles.hoverTime}>{timeOf(true)}</span>}
              {status}
            </span>
          )}
          <MessageActionBar actions={actions} open={picking} />
        </div>
        {settings.allow_message_reactions && <ReactionChips message={message} onReact={onReact} />}
        {!compact && (
          <span css={styles.meta}>
            {timeOf(false)}
            {status}
            {showReplies &&
              (onOpenThread && message.deletedAt === undefined ? (
                <button
                  type="button"
                  css={styles.replyCountButton}
                  onClick={() => onOpenThread(message)}
                  part="reply-count"
                >
                  {repliesText}
                </button>
              ) : (
                <span part="reply-count">{repliesText}</span>
              ))}
          </span>
        )}
        {picking && onReact && (
          <Suspense fallback={null}>
            <ReactionPicker
              onPick={(emoji) => {
                onReact(message, emoji);
                closePicker();
              }}
              onClose={closePicker}
            />
          </Suspense>
        )}
        {own && message.error && (
          <p css={styles.failedNotice} part="message-failed">
            <span>{t('message.failed')}</span>
            <button type="button" css={styles.retryButton} onClick={() => onRetry(message)} part="message-retry">
              {t('message.retry')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
