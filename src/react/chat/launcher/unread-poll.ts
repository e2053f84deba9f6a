import { UNREAD_BADGE_MAX, UNREAD_POLL_LIMIT, UNREAD_POLL_MS } from '../../../chat/chat-constants';
import type { ChatBubbleService } from '../../../chat/chat-service';

/** §9 "badge shows 10+ at 10 or more"; no badge at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count >= UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

type Logger = Pick<Console, 'error'>;

/**
 * §7 "Fetch unread: previous unread messages, limit 10, every 5 s". Counts right away, then every interval;
 * §8 "Unread fetch failure is logged and polling continues." Returns the function that stops it.
 */
export function pollUnreadCount(
  service: Pick<ChatBubbleService, 'messagesRequest'>,
  onCount: (count: number) => void,
  { intervalMs = UNREAD_POLL_MS, logger = console }: { intervalMs?: number; logger?: Logger } = {},
): () => void {
  let stopped = false;
  const poll = async () => {
    try {
      const unread = await service.messagesRequest({ unread: true, limit: UNREAD_POLL_LIMIT }).fetchPrevious();
      if (!stopped) onCount(unread.length);
    } catch (error) {
      logger.error('[chat-widget] fetching the unread messages failed; trying again', error);
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
