import { Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ReceiverType } from '../../../chat/chat-service';
import * as styles from './conversation-styles';
import { dateSeparatorOf, dayKeyOf } from './dates';
import { keyOf, type ListMessage } from './list-message';
import { groupPlacesOf, sentTimeOf } from './message-groups';
import { MessageItem, type MessageExtras } from './message-item';
import type { MessagesState } from './use-messages';
import { useChat } from '../chat-context';

// The report dialog loads when a visitor first reports a message: the open panel stays in its weight budget.
const ReportMessageModal = lazy(() =>
  import('./report-message-modal').then((module) => ({ default: module.ReportMessageModal })),
);

/** How close to an edge counts as "at" it, in px. */
const EDGE_PX = 24;

export interface MessageListProps {
  state: MessagesState;
  receiverType: ReceiverType;
  onEdit(message: ListMessage, displayedText: string): void;
  /** Reactions and threads (issue #16), where offered. */
  extras?: MessageExtras;
  /** The list's accessible name; the conversation's messages by default (a thread names its replies). */
  label?: string;
}

function DateSeparator({ date }: { date: Date }) {
  const { t, i18n } = useTranslation();
  const label = dateSeparatorOf(date, new Date(), i18n.language);
  const text = label.kind === 'date' ? label.text : t(`conversation.${label.kind}`);
  return (
    <div css={styles.separator} role="separator" aria-label={text} part="date-separator">
      {text}
    </div>
  );
}

/**
 * §2 message list: a log region with date separators, the empty/loading/error decorator and the unread banner.
 * Scrolling to the top loads older messages; reaching the bottom takes in new ones.
 */
export function MessageList({ state, receiverType, onEdit, extras, label }: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const { messages, status, loadOlder, setAtBottom, scrollToBottomSignal } = state;
  const { moderation } = useChat().service;
  const [reporting, setReporting] = useState<ListMessage | null>(null);

  // Whether the list shows its newest message: set when it scrolls there, cleared when the visitor scrolls away.
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    pinned.current = true;
  }, [scrollToBottomSignal]);

  // Issue #14: an image or video that loads after the scroll grows the list without a scroll event; while the list
  // was at its newest message, it stays there, so that message is never left half hidden.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const keepNewestInView = () => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    };
    const sizedEvents = ['load', 'loadedmetadata', 'error'];
    // These events do not bubble: listen in the capture phase.
    for (const type of sizedEvents) element.addEventListener(type, keepNewestInView, true);
    return () => {
      for (const type of sizedEvents) element.removeEventListener(type, keepNewestInView, true);
    };
  }, []);

  // Older messages go above: keep the visible ones where they were.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeOlder.current === null || state.loadingOlder) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [messages, state.loadingOlder]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= EDGE_PX;
    pinned.current = atBottom;
    setAtBottom(atBottom);
    if (element.scrollTop <= EDGE_PX && state.hasOlder && !state.loadingOlder && status === 'ready') {
      heightBeforeOlder.current = element.scrollHeight;
      loadOlder();
    }
  };

  let decorator: string | null = null;
  if (status === 'loading') decorator = t('conversation.loading');
  else if (status === 'error') decorator = t('conversation.error');
  else if (messages.length === 0) decorator = t('conversation.noMessages');

  const places = groupPlacesOf(messages);
  let previousDay: string | null = null;
  return (
    <>
      <div
        ref={scroller}
        css={styles.list}
        role="log"
        aria-live="polite"
        aria-label={label ?? t('conversation.messages')}
        aria-busy={status === 'loading' || state.loadingOlder}
        tabIndex={0}
        onScroll={onScroll}
        part="message-list"
      >
        {state.loadingOlder && <p css={styles.decorator}>{t('conversation.loading')}</p>}
        {decorator !== null ? (
          <p css={styles.decorator} part="message-list-decorator">
            {decorator}
          </p>
        ) : (
          messages.map((message, index) => {
            const sentAt = new Date(sentTimeOf(message));
            const day = dayKeyOf(sentAt);
            const separator = day !== previousDay ? <DateSeparator date={sentAt} /> : null;
            previousDay = day;
            return (
              <Fragment key={keyOf(message)}>
                {separator}
                <MessageItem
                  message={message}
                  place={places[index] ?? { first: true, last: true }}
                  receiverType={receiverType}
                  onEdit={onEdit}
                  onDelete={state.deleteMessage}
                  onRetry={state.retry}
                  {...(moderation ? { onReport: setReporting } : {})}
                  extras={extras}
                />
              </Fragment>
            );
          })
        )}
      </div>
      {state.newMessageCount > 0 && (
        <button type="button" css={styles.newMessagesBanner} onClick={state.showNewMessages} part="new-messages">
          {t('conversation.newMessages', { count: state.newMessageCount })}
        </button>
      )}
      {moderation && reporting && (
        <Suspense fallback={null}>
          <ReportMessageModal message={reporting} moderation={moderation} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}
