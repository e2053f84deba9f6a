import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useChat } from '../chat-context';
import type { IconAction } from './icon-actions';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import * as styles from './conversation-styles';
import { conversationIdOfTarget, receiverOf, type ConversationTarget } from './conversation-target';
import { MessageList } from './message-list';
import { useComposer } from './use-composer';
import { useHeaderStatus } from './use-header-status';
import { useMessages } from './use-messages';

export type { ConversationTarget } from './conversation-target';

// The detail panes and their modals are a chunk of their own, loaded when a pane first opens: the panel's first
// load stays without them (its weight budget, docs/performance.md).
const GroupDetails = lazy(() =>
  import('../details/group-details').then((module) => ({ default: module.GroupDetails })),
);
const UserDetails = lazy(() => import('../details/user-details').then((module) => ({ default: module.UserDetails })));

export interface ConversationViewProps {
  target: ConversationTarget;
  /** The back or sidebar toggle of the chat header (§2); absent where the layout has no way back. */
  onBack?: () => void;
  /** The group of the open conversation was left, deleted or the user was removed from it (§4): clear it. */
  onClosed?: () => void;
  /** §4 "Block: success sets blockedByMe true on the open user; unblock sets false" (the user detail pane). */
  onBlockChanged?: (uid: string, blockedByMe: boolean) => void;
}

/**
 * The side pane beside the conversation: one at a time (§2 "The detail pane and the thread pane are mutually
 * exclusive"). A thread pane joins this union; changing conversation closes it (§4), as the view remounts.
 */
type SidePane = 'details' | null;

function OpenConversation({ target, onBack, onClosed, onBlockChanged }: ConversationViewProps) {
  const { t } = useTranslation();
  const { settings, service } = useChat();
  const [sidePane, setSidePane] = useState<SidePane>(null);
  const { receiverId, receiverType } = receiverOf(target);
  const receiver = useMemo(() => ({ receiverId, receiverType }), [receiverId, receiverType]);
  const closed = useCallback(() => onClosed?.(), [onClosed]);
  const messages = useMessages(target, closed);
  const status = useHeaderStatus(target, closed);
  const composer = useComposer(receiver, messages);
  const blocked = target.type === 'user' && target.user.blockedByMe === true;
  const section = useRef<HTMLElement>(null);

  // The row or button that opened the conversation is gone from the page: without this the focus falls to the
  // document and a keyboard user starts again from the top. The composer is where they go next; without one
  // (sending off, blocked) the conversation itself takes the focus.
  useEffect(() => {
    const input = section.current?.querySelector<HTMLTextAreaElement>('[part="composer-input"]:not(:disabled)');
    (input ?? section.current)?.focus({ preventScroll: true });
  }, []);

  // §2 chat header "view detail": a group's details need the groups capability.
  const headerActions: IconAction[] =
    target.type === 'user' || service.groups
      ? [
          {
            id: 'details',
            label: t('details.open'),
            icon: 'info',
            onSelect: () => setSidePane((open) => (open === 'details' ? null : 'details')),
          },
        ]
      : [];
  const closePane = () => {
    setSidePane(null);
    // Back to the button that opened it, for a keyboard user.
    section.current?.querySelector<HTMLButtonElement>('[part~="header-action-details"]')?.focus();
  };

  return (
    <div css={styles.conversationFrame}>
      <section
        ref={section}
        tabIndex={-1}
        css={styles.conversation}
        aria-label={target.type === 'user' ? target.user.name : target.group.name}
        part="conversation"
      >
        <ChatHeader target={target} status={status} onBack={onBack} actions={headerActions} />
        <MessageList state={messages} receiverType={receiverType} onEdit={composer.startEdit} />
        {messages.groupDeleted ? (
          <p css={styles.notice} role="status" part="group-deleted">
            {t('conversation.groupDeleted')}
          </p>
        ) : (
          settings.enable_sending_messages && (
            <Composer state={composer} blocked={blocked} sendMedia={messages.sendMedia} />
          )
        )}
      </section>
      <Suspense fallback={null}>
        {sidePane === 'details' && target.type === 'group' ? (
          <GroupDetails group={target.group} onClose={closePane} onGone={closed} />
        ) : null}
        {sidePane === 'details' && target.type === 'user' ? (
          <UserDetails
            user={target.user}
            onClose={closePane}
            onBlockedChange={(blocked) => onBlockChanged?.(target.user.uid, blocked)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/**
 * The open conversation (chat-widget.md §2): chat header, message list and composer. Changing the conversation
 * starts afresh: a new key resets the composer, the list and the edit state (§4 "Changing conversation resets").
 */
export function ConversationView(props: ConversationViewProps) {
  const { me } = useChat();
  return <OpenConversation key={conversationIdOfTarget(props.target, me.uid)} {...props} />;
}
