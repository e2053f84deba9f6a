import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { iconButton } from '../conversation/conversation-styles';
import { Icon } from '../conversation/icons';
import * as styles from './details-styles';

/**
 * A side pane of the conversation (§2 "Details title with close"): it takes the focus when it opens, and Escape or
 * the close button closes it (the conversation view gives the focus back to the button that opened it).
 */
export function DetailPane({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <aside
      css={styles.pane}
      part="detail-pane"
      aria-label={t('details.title')}
      onKeyDown={(event) => {
        // A modal of the pane closes by itself on Escape; the pane stays.
        const inModal = event.target instanceof Element && event.target.closest('dialog') !== null;
        if (event.key === 'Escape' && !event.defaultPrevented && !inModal) {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div css={styles.paneHeader}>
        <h2 ref={heading} tabIndex={-1}>
          {t('details.title')}
        </h2>
        <button
          type="button"
          css={iconButton}
          onClick={onClose}
          aria-label={t('details.closePane')}
          title={t('details.closePane')}
          part="detail-close"
        >
          <Icon name="close" />
        </button>
      </div>
      {children}
    </aside>
  );
}
