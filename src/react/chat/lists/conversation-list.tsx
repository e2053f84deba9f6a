import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatGroup, ChatMessage, ChatUser, Conversation } from '../../../chat/chat-service';
import { token } from '../../core/theme/theme';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-view';
import { sentStatusOf } from '../conversation/list-message';
import { MessageStatusIcon } from '../conversation/message-status-icon';
import { formatListTime } from './chat-time';
import { conversationFilters, type ConversationFilter } from './conversation-list-rules';
import { iconButton } from '../conversation/conversation-styles';
import { Icon } from '../conversation/icons';
import { ListRow, ListState, listStyles, visuallyHidden } from './list-row';
import { nearBottom } from './use-paged-list';
import { useConversationList } from './use-conversation-list';

interface ConversationListProps {
  openConversationId: string | null;
  onOpen(target: ConversationTarget): void;
  /** The close control of a sliding sidebar (§2); absent where the list is not in one. */
  onCloseSidebar?: () => void;
}

/** §2 "Conversation list": one row per conversation, the filter modes, paging at the bottom. */
export function ConversationList({ openConversationId, onOpen, onCloseSidebar }: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const { me, settings, service } = useChat();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const filterName = useId();
  const { items, status, loadMore } = useConversationList(filter, openConversationId);
  const now = new Date();

  return (
    <div part="conversation-list" css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px' }}>
        <fieldset part="conversation-filter" css={segmented}>
          <legend css={visuallyHidden}>{t('list.filter')}</legend>
          {conversationFilters({ groups: service.groups !== undefined }).map((mode) => (
            <label key={mode} part="conversation-filter-option">
              <input
                type="radio"
                name={filterName}
                value={mode}
                checked={filter === mode}
                onChange={() => setFilter(mode)}
                css={visuallyHidden}
              />
              <span>{t(`list.filters.${mode}`)}</span>
            </label>
          ))}
        </fieldset>
        {onCloseSidebar ? (
          <button
            type="button"
            part="sidebar-close"
            onClick={onCloseSidebar}
            aria-label={t('list.closeSidebar')}
            title={t('list.closeSidebar')}
            css={iconButton}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <ListState status={status} empty={items.length === 0} emptyKey="list.NO_CHATS_FOUND" />
      {items.length > 0 ? (
        <ul
          css={listStyles}
          aria-label={t('panel.tabs.chats')}
          onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}
        >
          {items.map((conversation) => (
            <ListRow
              key={conversation.conversationId}
              id={partnerIdOf(conversation)}
              name={conversation.conversationWith.name}
              avatar={avatarOf(conversation)}
              staff={conversation.conversationType === 'user' && (conversation.conversationWith as ChatUser).staff}
              presence={
                conversation.conversationType === 'user' && settings.show_user_presence
                  ? (conversation.conversationWith as ChatUser).status
                  : undefined
              }
              subtitle={
                <Preview
                  message={conversation.lastMessage}
                  me={me}
                  showReceipts={settings.show_delivery_read_indicators}
                />
              }
              time={
                conversation.lastMessage
                  ? formatListTime(conversation.lastMessage.sentAt, now, i18n.language)
                  : undefined
              }
              unread={conversation.unreadMessageCount}
              onClick={() => onOpen(targetOf(conversation))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The filter as a segmented control (issue #14): native radios, so arrows move between the modes. */
const segmented = css`
  display: inline-flex;
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 3px;
  border: 0;
  border-radius: 999px;
  background: ${token('colorSurface')};
  label {
    flex: 1;
    display: flex;
  }
  span {
    flex: 1;
    padding: 4px 10px;
    border-radius: 999px;
    color: ${token('colorTextMuted')};
    font-size: 0.875em;
    text-align: center;
    white-space: nowrap;
    cursor: pointer;
  }
  input:checked + span {
    background: ${token('colorBackground')};
    color: ${token('colorText')};
    font-weight: 600;
    box-shadow: 0 1px 3px rgb(0 0 0 / 15%);
  }
  input:focus-visible + span {
    outline: 2px solid ${token('colorPrimary')};
    outline-offset: 1px;
  }
`;

export const plainButton = {
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
} as const;

export function targetOf(conversation: Conversation): ConversationTarget {
  return conversation.conversationType === 'user'
    ? { type: 'user', user: conversation.conversationWith as ChatUser }
    : { type: 'group', group: conversation.conversationWith as ChatGroup };
}

function partnerIdOf(conversation: Conversation): string {
  const partner = conversation.conversationWith;
  return 'uid' in partner ? partner.uid : partner.guid;
}

function avatarOf(conversation: Conversation): string | undefined {
  const partner = conversation.conversationWith;
  return 'avatar' in partner ? partner.avatar : (partner as ChatGroup).icon;
}

/** The last message in one line: its text, or what kind of message it is. */
function Preview({ message, me, showReceipts }: { message?: ChatMessage; me: ChatUser; showReceipts: boolean }) {
  const { t } = useTranslation();
  if (!message) return null;
  const own = message.sender.uid === me.uid;
  if (message.deletedAt) return <>{t(own ? 'list.preview.deletedOwn' : 'list.preview.deleted')}</>;
  if (message.category === 'action') return <>{t('list.preview.action')}</>;
  if (message.category === 'call') return <>{t('list.preview.call')}</>;
  const text =
    message.type === 'text'
      ? message.text
      : t(`list.preview.${message.type}`, { defaultValue: t('list.preview.message') });
  // Issue #14: the own last message shows its receipt state, as in the open conversation.
  if (!own || !showReceipts) return <>{text}</>;
  return (
    <>
      <span css={{ display: 'inline-block', marginInlineEnd: 4, verticalAlign: 'middle' }}>
        <MessageStatusIcon status={sentStatusOf(message, message.receiverType)} />
      </span>
      {text}
    </>
  );
}
