import { useTranslation } from '../../core/i18n/translator';
import * as styles from './conversation-styles';
import type { SentStatus } from './list-message';

/** One path per status: a clock, one tick, two ticks (delivered, and coloured when seen), an exclamation mark. */
const PATHS: Record<SentStatus, string> = {
  sending:
    'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 1.5a5 5 0 1 1 0 10A5 5 0 0 1 8 3zm-.75 1.5v4.06l2.97 1.72.75-1.3-2.22-1.28V4.5z',
  sent: 'M6.2 11.3 2.9 8l1.06-1.06 2.24 2.24 5.84-5.84L13.1 4.4z',
  delivered: 'M4.7 11.3 1.4 8l1.06-1.06 2.24 2.24 5.84-5.84L11.6 4.4zm3.5 0-.9-.9 1.06-1.06.9.9 4.78-4.78L15.1 5.5z',
  seen: 'M4.7 11.3 1.4 8l1.06-1.06 2.24 2.24 5.84-5.84L11.6 4.4zm3.5 0-.9-.9 1.06-1.06.9.9 4.78-4.78L15.1 5.5z',
  error: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM7.25 4h1.5v5h-1.5zm0 6.5h1.5V12h-1.5z',
};

/** §4 sent-message status of an own message, with its name for assistive technology. */
export function MessageStatusIcon({ status }: { status: SentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      css={styles.statusIcon}
      data-status={status}
      role="img"
      aria-label={t(`message.status.${status}`)}
      part="message-status"
    >
      <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
        <path d={PATHS[status]} />
      </svg>
    </span>
  );
}
