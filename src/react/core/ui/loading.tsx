import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translator';
import { visuallyHidden } from './visually-hidden';

/**
 * Told when a loading notice below it appears (+1) and goes (-1), so a tree can tell when its content has shown
 * (the portal loads what a page does not need only then).
 */
export const LoadingNoticeCounter = createContext<((change: 1 | -1) => void) | null>(null);

/**
 * A polite busy notice; `label` overrides the generic loading text. `visibleAfterMs`: for a wait that is usually
 * short and followed by a different layout (the anonymous login, after which the navbar appears), the notice is read
 * out at once but shows only after that long, so it does not flash and then jump (issue 32: 0.107 layout shift).
 */
export function Loading({ label, visibleAfterMs = 0 }: { label?: string; visibleAfterMs?: number }) {
  const { t } = useTranslation();
  const count = useContext(LoadingNoticeCounter);
  const [visible, setVisible] = useState(visibleAfterMs === 0);
  useEffect(() => {
    if (!count) return;
    count(1);
    return () => count(-1);
  }, [count]);
  useEffect(() => {
    if (visibleAfterMs === 0) return;
    const timer = window.setTimeout(() => setVisible(true), visibleAfterMs);
    return () => window.clearTimeout(timer);
  }, [visibleAfterMs]);
  return (
    <p role="status" css={visible ? { padding: 24, textAlign: 'center' } : visuallyHidden}>
      {label ?? t('common.loading')}
    </p>
  );
}
