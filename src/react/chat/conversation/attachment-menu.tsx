import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { MediaMessageType } from '../../../chat/chat-service';
import * as composerStyles from './composer-styles';
import * as styles from './conversation-styles';
import { Icon } from './icons';

/** The kinds of §2's attachment buttons, with the files each accepts. */
const ATTACHMENTS: { type: MediaMessageType; label: string; accept: string }[] = [
  { type: 'image', label: 'conversation.composer.attachImage', accept: 'image/*' },
  { type: 'video', label: 'conversation.composer.attachVideo', accept: 'video/*' },
  { type: 'audio', label: 'conversation.composer.attachAudio', accept: 'audio/*' },
  { type: 'file', label: 'conversation.composer.attachFile', accept: '' },
];

export interface AttachmentMenuProps {
  disabled: boolean;
  onFile(type: MediaMessageType, file: File): void;
}

/**
 * One paperclip button opening a menu of the attachment kinds (issue #14), each choosing a file of its kind. A menu
 * button in the ARIA pattern: arrows, Home and End move, Escape closes it and returns to the button.
 */
export function AttachmentMenu({ disabled, onFile }: AttachmentMenuProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const inputs = useRef(new Map<MediaMessageType, HTMLInputElement>());

  // Before the menu paints: a key pressed as soon as it shows goes to its first item, not to the button again.
  useLayoutEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      // The menu takes this Escape: the composer and the panel keep theirs for the next one.
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    // The event's target, not document.activeElement: inside a shadow root that is the host element.
    const current = items.current.findIndex((item) => item === event.target);
    const last = ATTACHMENTS.length - 1;
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items.current[(next + ATTACHMENTS.length) % ATTACHMENTS.length]?.focus();
  };

  // A click or a focus elsewhere closes the menu.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const choose = (type: MediaMessageType) => {
    close(true);
    inputs.current.get(type)?.click();
  };

  const chosen = (type: MediaMessageType, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onFile(type, file);
  };

  return (
    <div css={composerStyles.composerTool} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        css={styles.iconButton}
        aria-label={t('conversation.composer.attach')}
        title={t('conversation.composer.attach')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${ids}-menu` : undefined}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
        part="attach"
      >
        <Icon name="attach" />
      </button>
      {open && (
        <ul
          id={`${ids}-menu`}
          role="menu"
          aria-label={t('conversation.composer.attach')}
          css={composerStyles.attachMenu}
          onKeyDown={onMenuKeyDown}
          part="attach-menu"
        >
          {ATTACHMENTS.map((attachment, index) => (
            <li key={attachment.type} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                css={composerStyles.menuItem}
                onClick={() => choose(attachment.type)}
                part={`attach-${attachment.type}`}
              >
                <Icon name={attachment.type} />
                {t(attachment.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {ATTACHMENTS.map((attachment) => (
        <input
          key={attachment.type}
          ref={(element) => {
            if (element) inputs.current.set(attachment.type, element);
          }}
          type="file"
          accept={attachment.accept || undefined}
          hidden
          tabIndex={-1}
          aria-label={t(attachment.label)}
          onChange={(event) => chosen(attachment.type, event)}
        />
      ))}
    </div>
  );
}
