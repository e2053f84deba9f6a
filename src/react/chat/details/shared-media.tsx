// Shared media in the user and group detail panes (chat-widget.md §2 "Shared media with tabs Photos, Videos, Docs";
// §4 "Shared media tab switch: clears the list and reloads for that type"; §7 "Shared media fetch | limit 10,
// category message, a type"; §8 "No records found"; §9 "shared media 10"). Shown with view_shared_media.
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatMessage, MessagesRequest } from '../../../chat/chat-service';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import { useChat } from '../chat-context';
import { MediaContent } from '../conversation/media-content';
import * as styles from './details-styles';

const TABS = [
  { type: 'image', label: 'media.photos' },
  { type: 'video', label: 'media.videos' },
  { type: 'file', label: 'media.docs' },
] as const;

type Tab = (typeof TABS)[number]['type'];

/** The shared media of one conversation: a user's (uid) or a group's (guid). */
export function SharedMedia({ with: conversation }: { with: { uid: string } | { guid: string } }) {
  const { t } = useTranslation();
  const { service } = useChat();
  const ids = useId();
  const [tab, setTab] = useState<Tab>('image');
  const [request, setRequest] = useState<MessagesRequest | null>(null);
  const [items, setItems] = useState<ChatMessage[] | null>(null);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (from: MessagesRequest, previous: ChatMessage[]) => {
    try {
      const page = await from.fetchPrevious();
      // Newest first, as a gallery reads.
      setItems([...previous, ...[...page].reverse()]);
      setMore(page.length === PAGE_SIZE.sharedMedia);
    } catch (error) {
      console.warn('[chat-widget] shared media', error);
      setFailed(true);
    }
  }, []);

  const key = 'uid' in conversation ? `u:${conversation.uid}` : `g:${conversation.guid}`;
  useEffect(() => {
    const next = service.messagesRequest({
      ...conversation,
      limit: PAGE_SIZE.sharedMedia,
      categories: ['message'],
      types: [tab],
    });
    setRequest(next);
    setItems(null);
    setFailed(false);
    void load(next, []);
    // conversation is read through its key: a new object of the same conversation does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, key, tab, load]);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const index = (TABS.findIndex((one) => one.type === tab) + step + TABS.length) % TABS.length;
    setTab(TABS[index]!.type);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <section css={styles.section} aria-labelledby={`${ids}title`} part="shared-media">
      <h3 id={`${ids}title`}>{t('media.sharedMedia')}</h3>
      <div role="tablist" aria-label={t('media.sharedMedia')} css={{ display: 'flex', gap: 4 }} onKeyDown={onTabKey}>
        {TABS.map((one) => (
          <button
            key={one.type}
            type="button"
            role="tab"
            id={`${ids}${one.type}`}
            aria-selected={one.type === tab}
            aria-controls={`${ids}panel`}
            tabIndex={one.type === tab ? 0 : -1}
            css={[styles.entry, { flex: 1, textAlign: 'center', borderBottomWidth: one.type === tab ? 3 : 1 }]}
            onClick={() => setTab(one.type)}
            part="shared-media-tab"
          >
            {t(one.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}panel`} aria-labelledby={`${ids}${tab}`} part="shared-media-panel">
        {failed ? (
          <p role="status">{t('list.ERROR')}</p>
        ) : items === null ? (
          <p role="status">{t('list.LOADING')}</p>
        ) : items.length === 0 ? (
          <p role="status" part="shared-media-empty">
            {t('media.noRecords')}
          </p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {items.map((item) => (
              <li key={item.id} part="shared-media-item">
                <MediaContent message={item} />
              </li>
            ))}
          </ul>
        )}
        {more && request && items && (
          <button type="button" css={styles.entry} onClick={() => void load(request, items)} part="shared-media-more">
            {t('media.loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}
