import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/translator';

/**
 * Told when a loading notice below it appears (+1) and goes (-1), so a tree can tell when its content has shown
 * (the portal loads what a page does not need only then).
 */
export const LoadingNoticeCounter = createContext<((change: 1 | -1) => void) | null>(null);

/** A polite busy notice; `label` overrides the generic loading text. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const count = useContext(LoadingNoticeCounter);
  useEffect(() => {
    if (!count) return;
    count(1);
    return () => count(-1);
  }, [count]);
  return (
    <p role="status" css={{ padding: 24, textAlign: 'center' }}>
      {label ?? t('common.loading')}
    </p>
  );
}
