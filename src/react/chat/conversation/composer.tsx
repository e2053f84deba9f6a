import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { MediaMessageType } from '../../../chat/chat-service';
import { AttachmentMenu } from './attachment-menu';
import * as composerStyles from './composer-styles';
import * as styles from './conversation-styles';
import { Icon } from './icons';
import { displayedTextOf } from './message-text';
import type { ComposerState } from './use-composer';
import type { LiveReactionState } from './use-live-reaction';
import type { Receiver } from './conversation-target';

// The emoji picker and the sticker tray load when first opened (issue #16), so the open panel stays in its weight
// budget; the emoji picker's chunk is the reaction picker's too.
const EmojiPicker = lazy(() => import('./emoji-picker').then((module) => ({ default: module.EmojiPicker })));
const StickerTray = lazy(() => import('./sticker-tray'));

export interface ComposerProps {
  state: ComposerState;
  /** §4 "Blocked users get ... a disabled composer input." */
  blocked: boolean;
  sendMedia(type: MediaMessageType, file: File): void;
  /** §2 "live reaction button" (the conversation's composer; a thread's has none). */
  liveReaction?: LiveReactionState;
  /** §2 "poll creation dialog": opens it (the conversation's composer, with a provider that has polls). */
  onCreatePoll?: () => void;
  /** §2 "sticker picker": the conversation its stickers go to (a provider with the stickers extension). */
  stickersTo?: Receiver;
  /** Sends the current position as a location message (§3 custom type location). */
  onSendLocation?: () => void;
}

/** §2 composer: the attachment menu, the input, the emoji picker, the send button and the edit bar. */
export function Composer({
  state,
  blocked,
  sendMedia,
  liveReaction,
  onCreatePoll,
  stickersTo,
  onSendLocation,
}: ComposerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);

  // §5 "Enter sends, Shift+Enter inserts a newline"; composing an IME text is not a send.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    state.submit();
  };

  // Escape closes the open picker, else leaves the edit, and only then reaches the panel (which closes on it).
  const onEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || (state.picker === null && state.editing === null)) return;
    event.stopPropagation();
    if (state.picker !== null) state.togglePicker(state.picker);
    else state.cancelEdit();
    input.current?.focus();
  };

  const pickEmoji = (emoji: string) => {
    state.insertText(emoji);
    input.current?.focus();
  };

  return (
    <div css={composerStyles.composer} part="composer" onKeyDown={onEscape}>
      {state.editing && (
        <div css={composerStyles.editBar} part="edit-bar">
          <strong>{t('conversation.composer.editing')}</strong>
          <span css={composerStyles.editPreview}>{displayedTextOf(state.editing)}</span>
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('conversation.composer.cancelEdit')}
            onClick={state.cancelEdit}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      {state.picker === 'emoji' && (
        <Suspense fallback={null}>
          <EmojiPicker onPick={pickEmoji} />
        </Suspense>
      )}
      {state.picker === 'sticker' && stickersTo && (
        <Suspense fallback={null}>
          <StickerTray receiver={stickersTo} onClose={() => state.togglePicker('sticker')} />
        </Suspense>
      )}
      <div css={composerStyles.composerRow} part="composer-tools">
        <AttachmentMenu disabled={blocked || state.editing !== null} onFile={sendMedia} />
        <textarea
          ref={input}
          css={composerStyles.composerInput}
          value={state.draft}
          dir="auto"
          disabled={blocked}
          placeholder={t(blocked ? 'conversation.composer.blocked' : 'conversation.composer.label')}
          aria-label={t(blocked ? 'conversation.composer.blocked' : 'conversation.composer.label')}
          onChange={(event) => state.changeDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={state.blur}
          part="composer-input"
        />
        <button
          type="button"
          css={styles.iconButton}
          aria-label={t('conversation.composer.emoji')}
          title={t('conversation.composer.emoji')}
          aria-expanded={state.picker === 'emoji'}
          disabled={blocked}
          onClick={() => state.togglePicker('emoji')}
          part="emoji-toggle"
        >
          <Icon name="emoji" />
        </button>
        {stickersTo && (
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('media.stickers')}
            title={t('media.stickers')}
            aria-expanded={state.picker === 'sticker'}
            disabled={blocked || state.editing !== null}
            onClick={() => state.togglePicker('sticker')}
            part="sticker-toggle"
          >
            <Icon name="sticker" />
          </button>
        )}
        {onSendLocation && (
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('media.sendLocation')}
            title={t('media.sendLocation')}
            disabled={blocked || state.editing !== null}
            onClick={onSendLocation}
            part="send-location"
          >
            <Icon name="location" />
          </button>
        )}
        {onCreatePoll && (
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('poll.create')}
            title={t('poll.create')}
            aria-haspopup="dialog"
            disabled={blocked || state.editing !== null}
            onClick={onCreatePoll}
            part="create-poll"
          >
            <Icon name="poll" />
          </button>
        )}
        {liveReaction && !blocked && !state.canSend && (
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('conversation.composer.liveReaction')}
            title={t('conversation.composer.liveReaction')}
            aria-pressed={liveReaction.active}
            onClick={liveReaction.toggle}
            part="live-reaction-toggle"
          >
            <Icon name="heart" />
          </button>
        )}
        {state.canSend && !blocked && (
          <button
            type="button"
            css={[styles.sendButton, styles.mirroredInRtl]}
            aria-label={t('conversation.composer.send')}
            title={t('conversation.composer.send')}
            onClick={() => state.submit()}
            part="send"
          >
            <Icon name="send" />
          </button>
        )}
      </div>
    </div>
  );
}
