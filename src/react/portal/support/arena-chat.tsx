import { useTranslation } from '../../core/i18n/translator';
import type { ArenaChatConfig } from '../../core/config/config-types';

/** The chat page's address with its publisher and chatroom (portal.md §3 "Stream chat embed"). */
export function arenaChatUrl({ link, publisher, chatroom }: ArenaChatConfig, baseUri: string): string {
  const url = new URL(link, baseUri);
  if (publisher) url.searchParams.set('publisher', publisher);
  if (chatroom) url.searchParams.set('chatroom', chatroom);
  return url.href;
}

/** §2 "An external arena chat shows on stream pages when enabled." `slot`: where in <event-stream> it goes. */
export function ArenaChat({ chat, slot }: { chat: ArenaChatConfig; slot: 'cta' | 'below' }) {
  const { t } = useTranslation();
  return (
    <iframe
      part="arena-chat"
      slot={slot}
      data-position={chat.position ?? 'side'}
      src={arenaChatUrl(chat, document.baseURI)}
      title={t('support.arenaChatTitle')}
      css={{ display: 'block', width: '100%', height: 480, border: 0 }}
    />
  );
}
