// The thread panel (chat-widget.md §2 "Thread panel: header THREAD, the thread partner's name, close icon; parent
// message, reply-count separator "{n} reply" or "{n} replies", list of replies and a composer"): a side pane of the
// conversation, in a chunk of its own loaded when a visitor first opens a thread. Its replies come from a thread
// store (src/chat/state/thread-store.ts); the parent is the conversation list's own copy, so its reactions and
// replyCount stay live and its deletion closes the pane (conversation-view.tsx).
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../core/i18n/translator';
import type { MediaMessageType } from '../../../chat/chat-service';
import { createThreadStore } from '../../../chat/state/thread-store';
import { useChat, useChatStore } from '../chat-context';
import { Composer } from '../conversation/composer';
import * as styles from '../conversation/conversation-styles';
import type { Receiver } from '../conversation/conversation-target';
import { Icon } from '../conversation/icons';
import type { ListMessage } from '../conversation/list-message';
import { MessageItem, type MessageExtras } from '../conversation/message-item';
import { MessageList } from '../conversation/message-list';
import { useComposer } from '../conversation/use-composer';
import type { MessagesState } from '../conversation/use-messages';
import * as threadStyles from './thread-styles';

export interface ThreadPanelProps {
  parent: ListMessage & { id: number; sentAt: number };
  /** The conversation's receiver: replies go there. */
  receiver: Receiver;
  /** §2 "the thread partner's name": the user or group of the conversation. */
  partnerName: string;
  /** The reactions of the conversation's list, for the parent and the replies alike. */
  onReact?: MessageExtras['onReact'];
  /** Whether the composer shows (enable_sending_messages, and not a blocked user). */
  canSend: boolean;
  blocked: boolean;
  onClose(): void;
}

const noop = () => undefined;

export default function ThreadPanel({
  parent,
  receiver,
  partnerName,
  onReact,
  canSend,
  blocked,
  onClose,
}: ThreadPanelProps) {
  const { t } = useTranslation();
  const { service, me, notify } = useChat();
  const chat = useChatStore();
  const pane = useRef<HTMLElement>(null);
  const thread = useMemo(
    () =>
      createThreadStore({
        service,
        me,
        chat,
        parent,
        onError: (code) => notify({ kind: 'error', code }),
      }),
    // One store per thread: the parent's later copies (reactions, replyCount) do not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [service, me, chat, parent.id],
  );
  useEffect(() => thread.start(), [thread]);
  const state = useStore(thread.store);

  const editText = useCallback(
    (message: ListMessage, text: string) =>
      message.id === parent.id ? chat.editText(message, text) : thread.editText(message, text),
    [chat, thread, parent.id],
  );
  const composer = useComposer(receiver, { sendText: thread.sendText, editText });
  const sendMedia = useCallback((type: MediaMessageType, file: File) => thread.sendMedia(type, file), [thread]);

  const list: MessagesState = {
    messages: state.replies,
    status: state.status,
    loadingOlder: state.loadingOlder,
    hasOlder: state.hasOlder,
    newMessageCount: 0,
    groupDeleted: false,
    scrollToBottomSignal: state.scrollToBottomSignal,
    loadOlder: thread.loadOlder,
    setAtBottom: noop,
    showNewMessages: noop,
    sendText: thread.sendText,
    sendMedia,
    editText,
    deleteMessage: thread.deleteMessage,
    retry: thread.retry,
  };
  const replyExtras = useMemo<MessageExtras>(
    () => (onReact ? { onReact: (message, emoji) => thread.toggleReaction(message, emoji) } : {}),
    [onReact, thread],
  );

  // The pane takes the focus when it opens: its composer, else the pane itself.
  useEffect(() => {
    const input = pane.current?.querySelector<HTMLTextAreaElement>('[part="composer-input"]:not(:disabled)');
    (input ?? pane.current)?.focus({ preventScroll: true });
  }, []);

  // Escape closes the thread (after the composer's own pickers and edit bar, which stop it).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const replyCount = parent.replyCount ?? 0;
  return (
    <aside
      ref={pane}
      tabIndex={-1}
      css={threadStyles.pane}
      aria-label={t('thread.title')}
      onKeyDown={onKeyDown}
      part="thread-pane"
    >
      <header css={styles.header} part="thread-header">
        <div css={styles.headerText}>
          <h2 css={threadStyles.title}>{t('thread.title')}</h2>
          <span css={threadStyles.partner} part="thread-partner">
            {partnerName}
          </span>
        </div>
        <button
          type="button"
          css={styles.iconButton}
          aria-label={t('thread.close')}
          title={t('thread.close')}
          onClick={onClose}
          part="thread-close"
        >
          <Icon name="close" />
        </button>
      </header>
      <div css={threadStyles.parent} part="thread-parent">
        <MessageItem
          message={parent}
          place={{ first: true, last: true }}
          receiverType={receiver.receiverType}
          onEdit={composer.startEdit}
          onDelete={chat.deleteMessage}
          onRetry={noop}
          extras={onReact ? { onReact } : {}}
        />
      </div>
      <div css={threadStyles.separator} role="separator" aria-label={t('message.replies', { count: replyCount })}>
        <span part="thread-reply-count">{t('message.replies', { count: replyCount })}</span>
      </div>
      <MessageList
        state={list}
        receiverType={receiver.receiverType}
        onEdit={composer.startEdit}
        extras={replyExtras}
        label={t('thread.title')}
      />
      {canSend && <Composer state={composer} blocked={blocked} sendMedia={sendMedia} />}
    </aside>
  );
}
