import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { SNACKBAR_MS, TOAST_MS } from '../../../chat/chat-constants';
import { token } from '../../core/theme/theme';
import type { ChatNotice } from '../chat-context';

/** §8 "Failed SDK calls show an error toast with the error's code, or ERROR when none." */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'ERROR';
}

interface ShownNotice extends ChatNotice {
  id: number;
}

/** The queue behind ChatContext.notify: each toast hides after 3 s, the snackbar after 4000 ms (§9). */
export function useNotices(): { notices: ShownNotice[]; notify(notice: ChatNotice): void; dismiss(id: number): void } {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setNotices((shown) => shown.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (notice: ChatNotice) => {
      const id = nextId.current++;
      const snackbar = notice.variant === 'snackbar';
      // One snackbar at a time: a new one replaces the old.
      setNotices((shown) => [
        ...shown.filter((other) => !(snackbar && other.variant === 'snackbar')),
        { ...notice, id },
      ]);
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          dismiss(id);
        },
        snackbar ? SNACKBAR_MS : TOAST_MS,
      );
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { notices, notify, dismiss };
}

const KIND_COLORS: Record<ChatNotice['kind'], string> = {
  error: '#b00020',
  success: '#1b7f3b',
  info: '#0047b3',
  warning: '#8a5a00',
};

/**
 * Toasts stacked at the top of the box they are placed in (the panel's body, below its header) and the snackbar at
 * its bottom; errors are announced at once. A code the locale files do not know (a provider's own) shows the general
 * error text: a raw code means nothing to a visitor, and stays readable in the toast's data-code.
 */
export function Notices({ notices, dismiss }: { notices: ShownNotice[]; dismiss(id: number): void }) {
  const { t } = useTranslation();
  const text = (notice: ChatNotice) => t(`notice.${notice.code}`, { defaultValue: t('notice.ERROR') });
  const toasts = notices.filter((notice) => notice.variant !== 'snackbar');
  const snackbar = notices.find((notice) => notice.variant === 'snackbar');
  return (
    <>
      <div part="toasts" css={{ position: 'absolute', insetInline: 12, top: 12, zIndex: 3, display: 'grid', gap: 8 }}>
        {toasts.map((notice) => (
          <div
            key={notice.id}
            part={`toast toast-${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-code={notice.code}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              borderRadius: token('radius'),
              color: '#fff',
              background: KIND_COLORS[notice.kind],
              boxShadow: '0 2px 8px rgb(0 0 0 / 25%)',
            }}
          >
            <span css={{ flex: 1 }}>{text(notice)}</span>
            <button
              type="button"
              onClick={() => dismiss(notice.id)}
              aria-label={t('notice.dismiss')}
              css={{ border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', fontSize: 18 }}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {snackbar ? (
        <div
          part="snackbar"
          role="status"
          data-code={snackbar.code}
          css={{
            position: 'absolute',
            insetInline: 12,
            bottom: 12,
            zIndex: 3,
            padding: '10px 14px',
            borderRadius: token('radius'),
            color: '#fff',
            background: '#323232',
          }}
        >
          {text(snackbar)}
        </div>
      ) : null}
    </>
  );
}
