// The reaction picker (issue #16, chat-widget.md §2 "Per-message hover action bar: react"): the composer's emoji
// picker (emoji-picker.tsx, its search and categories) as a popover over the message. A chunk of its own, loaded
// when a visitor first reacts. Escape or a click elsewhere closes it; the focus goes back to the react button.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import * as styles from './conversation-styles';
import { EmojiPicker } from './emoji-picker';

export default function ReactionPicker({ onPick, onClose }: { onPick(emoji: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    // A press outside the popover (inside the widget's shadow root or on the host page) closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(element)) onClose();
    };
    const root = element.getRootNode() as Document | ShadowRoot;
    root.addEventListener('pointerdown', onPointerDown as EventListener, true);
    return () => root.removeEventListener('pointerdown', onPointerDown as EventListener, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      ref={popover}
      css={styles.reactionPopover}
      role="dialog"
      aria-label={t('message.pickReaction')}
      onKeyDown={onKeyDown}
      part="reaction-picker"
    >
      <EmojiPicker onPick={onPick} />
    </div>
  );
}
