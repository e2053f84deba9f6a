// The sticker tray (chat-widget.md §2 "Sticker tray: sticker sets along the bottom, the active set's stickers above,
// close control, no-stickers message. Height 215 px"; §9 sets by stickerSetOrder, stickers by stickerOrder, first
// set active; §8 NO_STICKERS_FOUND when the request fails or returns nothing). A chunk of its own, loaded when a
// visitor first opens it; a sticker is sent as the stickers extension's custom message.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { stickerSetsOf, type Sticker, type StickerSet } from '../../../../shared/chat/stickers';
import { useChat, useChatStore } from '../chat-context';
import { errorCodeOf } from '../notices/chat-notices';
import type { Receiver } from './conversation-target';
import * as styles from './conversation-styles';
import { Icon } from './icons';
import * as mediaStyles from './sticker-tray-styles';

export default function StickerTray({ receiver, onClose }: { receiver: Receiver; onClose(): void }) {
  const { t } = useTranslation();
  const { service, notify } = useChat();
  const chat = useChatStore();
  const [sets, setSets] = useState<StickerSet[] | null>(null);
  const [active, setActive] = useState(0);
  const panelId = useId();

  useEffect(() => {
    let cancelled = false;
    (service.extensions?.fetchStickers() ?? Promise.reject(new Error('no stickers extension')))
      .then((list) => !cancelled && setSets(stickerSetsOf(list)))
      .catch((error: unknown) => {
        console.warn('[chat-widget] stickers', error);
        if (!cancelled) setSets([]);
      });
    return () => {
      cancelled = true;
    };
  }, [service]);

  const send = async (sticker: Sticker) => {
    const extensions = service.extensions;
    if (!extensions) return;
    try {
      chat.addSentCustom(receiver, await extensions.sendSticker({ ...receiver, sticker }));
    } catch (error) {
      notify({ kind: 'error', code: errorCodeOf(error) });
    }
  };

  // The set tabs as one tab stop: arrow keys move between them (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!sets || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next = (active + step + sets.length) % sets.length;
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const current = sets?.[active];
  return (
    <div css={mediaStyles.stickerTray} part="sticker-tray" role="group" aria-label={t('media.stickers')}>
      {sets === null ? (
        <p css={mediaStyles.stickerNote} role="status">
          {t('list.LOADING')}
        </p>
      ) : !current ? (
        <p css={mediaStyles.stickerNote} role="status" part="stickers-empty">
          {t('media.NO_STICKERS_FOUND')}
        </p>
      ) : (
        <div css={mediaStyles.stickerGrid} role="tabpanel" id={panelId} aria-label={current.name}>
          {current.stickers.map((sticker) => (
            <button
              key={sticker.stickerUrl + sticker.stickerName}
              type="button"
              css={mediaStyles.stickerButton}
              title={sticker.stickerName}
              onClick={() => void send(sticker)}
              part="sticker"
            >
              <img src={sticker.stickerUrl} alt={t('media.sticker', { name: sticker.stickerName })} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <div css={mediaStyles.stickerSets} part="sticker-sets">
        {sets && sets.length > 0 ? (
          <div
            role="tablist"
            aria-label={t('media.stickerSets')}
            css={{ display: 'flex', gap: 4, flex: 1 }}
            onKeyDown={onTabKey}
          >
            {sets.map((set, index) => (
              <button
                key={set.name}
                type="button"
                role="tab"
                aria-selected={index === active}
                aria-controls={panelId}
                tabIndex={index === active ? 0 : -1}
                aria-label={set.name}
                title={set.name}
                css={mediaStyles.stickerSetTab}
                onClick={() => setActive(index)}
                part="sticker-set"
              >
                <img src={set.stickers[0]?.stickerUrl} alt="" />
              </button>
            ))}
          </div>
        ) : (
          <span css={{ flex: 1 }} />
        )}
        <button
          type="button"
          css={styles.iconButton}
          aria-label={t('media.closeStickers')}
          title={t('media.closeStickers')}
          onClick={onClose}
          part="sticker-tray-close"
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}
