import { useConfig } from '../../core/config/config-context';
import type { StreamGroupChatConfig } from '../../core/config/config-types';
import { useElements } from '../../core/element/element-loaders';
import { useSession } from '../../core/session/session';

/** A chat beside a stream is about the stream: who joined the lounge says nothing there (chat-widget.md §6). */
const STREAM_CHAT_SETTINGS = JSON.stringify({ hide_join_leave_notifications: true });

/**
 * The stream page's own chat (`streamChat.provider: foyer`, docs/decisions/0038): the event's group in our chat,
 * `<chat-widget layout="group">`, where the arena chat's frame would be. `slot`: where in <event-stream> it goes.
 */
export function StreamGroupChat({ chat, slot }: { chat: StreamGroupChatConfig; slot: 'cta' | 'below' }) {
  const { apiUrl, language, chat: bubble } = useConfig();
  const { token } = useSession();
  useElements(Boolean(token) && 'chat-widget');
  if (!token) return null;
  return (
    <chat-widget
      part="stream-chat"
      slot={slot}
      layout="group"
      group={chat.group}
      api-url={apiUrl}
      language={language}
      provider="foyer"
      chat-url={bubble?.url}
      settings={STREAM_CHAT_SETTINGS}
      // The column's width rules, not the composer's row of tools (a phone's column is narrower than the row).
      style={{ height: 480, contain: 'inline-size' }}
    />
  );
}
