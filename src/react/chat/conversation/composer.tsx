import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { MediaMessageType } from '../../../chat/chat-service';
import * as styles from './conversation-styles';
import { EMOJIS } from './emojis';
import { Icon } from './icons';
import { displayedTextOf } from './message-text';
import type { ComposerState } from './use-composer';

export interface ComposerProps {
  state: ComposerState;
  /** §4 "Blocked users get ... a disabled composer input." */
  blocked: boolean;
  sendMedia(type: MediaMessageType, file: File): void;
}

/** The attachment buttons of §2 with the files each accepts. */
const ATTACHMENTS: { type: MediaMessageType; label: string; accept: string }[] = [
  { type: 'image', label: 'conversation.composer.attachImage', accept: 'image/*' },
  { type: 'video', label: 'conversation.composer.attachVideo', accept: 'video/*' },
  { type: 'audio', label: 'conversation.composer.attachAudio', accept: 'audio/*' },
  { type: 'file', label: 'conversation.composer.attachFile', accept: '' },
];

function AttachmentButton({
  attachment,
  disabled,
  onFile,
}: {
  attachment: (typeof ATTACHMENTS)[number];
  disabled: boolean;
  onFile(file: File): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <button
        type="button"
        css={styles.iconButton}
        aria-label={t(attachment.label)}
        disabled={disabled}
        onClick={() => input.current?.click()}
        part={`attach-${attachment.type}`}
      >
        <Icon name={attachment.type} />
      </button>
      <input
        ref={input}
        type="file"
        accept={attachment.accept || undefined}
        hidden
        tabIndex={-1}
        aria-label={t(attachment.label)}
        onChange={chosen}
      />
    </>
  );
}

/** §2 composer: input, emoji picker, attachment buttons, send button and the edit bar. */
export function Composer({ state, blocked, sendMedia }: ComposerProps) {
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
    <div css={styles.composer} part="composer" onKeyDown={onEscape}>
      {state.editing && (
        <div css={styles.editBar} part="edit-bar">
          <strong>{t('conversation.composer.editing')}</strong>
          <span css={styles.editPreview}>{displayedTextOf(state.editing)}</span>
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
        <div css={styles.emojiGrid} role="group" aria-label={t('conversation.composer.emoji')} part="emoji-picker">
          {EMOJIS.map((emoji) => (
            <button key={emoji} type="button" css={styles.iconButton} onClick={() => pickEmoji(emoji)}>
              {emoji}
            </button>
          ))}
        </div>
      )}
      <div css={styles.composerRow}>
        <textarea
          ref={input}
          css={styles.composerInput}
          value={state.draft}
          disabled={blocked}
          placeholder={t(blocked ? 'conversation.composer.blocked' : 'conversation.composer.label')}
          aria-label={t(blocked ? 'conversation.composer.blocked' : 'conversation.composer.label')}
          onChange={(event) => state.changeDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={state.blur}
          part="composer-input"
        />
        {state.canSend && !blocked && (
          <button
            type="button"
            css={styles.iconButton}
            aria-label={t('conversation.composer.send')}
            onClick={() => state.submit()}
            part="send"
          >
            <Icon name="send" />
          </button>
        )}
      </div>
      <div css={styles.composerRow} part="composer-tools">
        <button
          type="button"
          css={styles.iconButton}
          aria-label={t('conversation.composer.emoji')}
          aria-expanded={state.picker === 'emoji'}
          disabled={blocked}
          onClick={() => state.togglePicker('emoji')}
          part="emoji-toggle"
        >
          <Icon name="emoji" />
        </button>
        {ATTACHMENTS.map((attachment) => (
          <AttachmentButton
            key={attachment.type}
            attachment={attachment}
            disabled={blocked || state.editing !== null}
            onFile={(file) => sendMedia(attachment.type, file)}
          />
        ))}
      </div>
    </div>
  );
}
