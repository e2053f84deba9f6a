import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useChat, useChatStore } from '../chat-context';
import type { IconAction } from './icon-actions';
import { useCallActions } from '../calls/call-layer';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import * as styles from './conversation-styles';
import { conversationIdOfTarget, receiverOf, type ConversationTarget } from './conversation-target';
import type { ListMessage } from './list-message';
import type { MessageExtras } from './message-item';
import { MessageList } from './message-list';
import { useComposer } from './use-composer';
import { useHeaderStatus } from './use-header-status';
import { useLiveReaction } from './use-live-reaction';
import { useMessages } from './use-messages';
import { useWiderThan } from './use-wider-than';
import { useSendLocation } from './use-send-location';

// Loaded when first used (issues #15, #16), so the open panel stays in its weight budget (docs/performance.md): the
// detail panes with their modals, the thread panel, the live reactions' overlay and the create-poll modal.
const GroupDetails = lazy(() =>
  import('../details/group-details').then((module) => ({ default: module.GroupDetails })),
);
const UserDetails = lazy(() => import('../details/user-details').then((module) => ({ default: module.UserDetails })));
const ThreadPanel = lazy(() => import('../threads/thread-panel'));
const LiveReactionOverlay = lazy(() => import('./live-reaction-overlay'));
const CreatePollModal = lazy(() => import('./create-poll-modal'));
const SmartReplyStrip = lazy(() => import('./smart-reply-strip'));

/**
 * The side pane beside the conversation: one at a time (§2 "The detail pane and the thread pane are mutually
 * exclusive"), so opening one closes the other; changing conversation closes it (§4), as the view remounts.
 */
export type SidePane =
  { kind: 'details' } | { kind: 'thread'; parent: ListMessage & { id: number; sentAt: number } } | null;

export type { ConversationTarget } from './conversation-target';

export interface ConversationViewProps {
  target: ConversationTarget;
  /** The back or sidebar toggle of the chat header (§2); absent where the layout has no way back. */
  onBack?: () => void;
  /** The group of the open conversation was left, deleted or the user was removed from it (§4): clear it. */
  onClosed?: () => void;
  /** §4 "Block: success sets blockedByMe true on the open user; unblock sets false" (the user detail pane). */
  onBlockChanged?: (uid: string, blockedByMe: boolean) => void;
  /** The layout's own icon buttons for the chat header, after the conversation's (the group layout's mute). */
  layoutActions?: readonly IconAction[];
  /** false: the conversation leaves the focus where it is (a page's own chat, shown with the page, not opened). */
  focusOnOpen?: boolean;
}

function OpenConversation({
  target,
  onBack,
  onClosed,
  onBlockChanged,
  layoutActions = [],
  focusOnOpen = true,
}: ConversationViewProps) {
  const { t } = useTranslation();
  const { settings, service } = useChat();
  const chat = useChatStore();
  const { receiverId, receiverType } = receiverOf(target);
  const receiver = useMemo(() => ({ receiverId, receiverType }), [receiverId, receiverType]);
  const closed = useCallback(() => onClosed?.(), [onClosed]);
  const messages = useMessages(target, closed);
  const status = useHeaderStatus(target, closed);
  const composer = useComposer(receiver, messages);
  const blocked = target.type === 'user' && target.user.blockedByMe === true;
  const section = useRef<HTMLElement>(null);
  const liveReaction = useLiveReaction(receiver, status.liveReactions);
  const [sidePane, setSidePane] = useState<SidePane>(null);
  const [creatingPoll, setCreatingPoll] = useState(false);
  const sendLocation = useSendLocation(receiver);
  /** What had the focus when a pane opened: it gets it back when the pane closes. */
  const opener = useRef<HTMLElement | null>(null);
  // Where the conversation has room for both, a side pane stands beside it rather than over its end (§9 400 px).
  const frame = useRef<HTMLDivElement>(null);
  const roomForBoth = useWiderThan(frame, 2 * styles.SIDE_PANE_PX);

  const openPane = useCallback((pane: NonNullable<SidePane>) => {
    const root = section.current?.getRootNode() as Document | ShadowRoot | undefined;
    opener.current = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
    setSidePane(pane);
  }, []);

  const closePane = useCallback(() => {
    setSidePane(null);
    const back = opener.current;
    opener.current = null;
    (back?.isConnected ? back : section.current)?.focus({ preventScroll: true });
  }, []);

  const extras = useMemo<MessageExtras>(() => {
    // Reactions and threads need the provider's extensions (issue #16); without them their controls stay hidden.
    if (!service.extensions) return {};
    return {
      onReact: (message, emoji) => void chat.toggleReaction(message, emoji),
      onVote: (message, option) => void chat.votePoll(message, option),
      onOpenThread: (message) => {
        if (message.id === undefined || message.sentAt === undefined) return;
        openPane({ kind: 'thread', parent: { ...message, id: message.id, sentAt: message.sentAt } });
      },
    };
  }, [service, chat, openPane]);

  // The thread's parent as the list has it now (reactions, replyCount); §4 "Deleting a thread's parent closes the
  // thread".
  const listed = sidePane?.kind === 'thread' ? messages.messages.find((one) => one.id === sidePane.parent.id) : null;
  const threadParent = sidePane?.kind === 'thread' ? { ...sidePane.parent, ...listed } : null;
  const parentDeleted = threadParent?.deletedAt !== undefined;
  useEffect(() => {
    if (parentDeleted) closePane();
  }, [parentDeleted, closePane]);

  // The row or button that opened the conversation is gone from the page: without this the focus falls to the
  // document and a keyboard user starts again from the top. The composer is where they go next; without one
  // (sending off, blocked) the conversation itself takes the focus.
  useEffect(() => {
    if (!focusOnOpen) return;
    const input = section.current?.querySelector<HTMLTextAreaElement>('[part="composer-input"]:not(:disabled)');
    (input ?? section.current)?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  // §2 chat header "view detail": a group's details need the groups capability.
  const callActions = useCallActions(target);
  const headerActions: IconAction[] = [
    ...(target.type === 'user' || service.groups
      ? [
          ...callActions,
          {
            id: 'details',
            label: t('details.open'),
            icon: 'info',
            onSelect: () => (sidePane?.kind === 'details' ? closePane() : openPane({ kind: 'details' })),
          } satisfies IconAction,
        ]
      : []),
    ...layoutActions,
  ];
  const details = sidePane?.kind === 'details';

  return (
    <div css={styles.conversationFrame} ref={frame}>
      <section
        ref={section}
        tabIndex={-1}
        css={[styles.conversation, sidePane && roomForBoth && styles.besideSidePane]}
        aria-label={target.type === 'user' ? target.user.name : target.group.name}
        part="conversation"
      >
        <ChatHeader target={target} status={status} onBack={onBack} actions={headerActions} />
        <div css={styles.listArea}>
          <MessageList state={messages} receiverType={receiverType} onEdit={composer.startEdit} extras={extras} />
          {liveReaction.active && (
            <Suspense fallback={null}>
              <LiveReactionOverlay />
            </Suspense>
          )}
        </div>
        {messages.groupDeleted ? (
          <p css={styles.notice} role="status" part="group-deleted">
            {t('conversation.groupDeleted')}
          </p>
        ) : (
          settings.enable_sending_messages && (
            <>
              {service.smartReplies && !blocked && (
                <Suspense fallback={null}>
                  <SmartReplyStrip messages={messages.messages} onSend={messages.sendText} />
                </Suspense>
              )}
              <Composer
                state={composer}
                blocked={blocked}
                sendMedia={messages.sendMedia}
                liveReaction={liveReaction}
                {...(service.extensions
                  ? { onCreatePoll: () => setCreatingPoll(true), stickersTo: receiver, onSendLocation: sendLocation }
                  : {})}
              />
            </>
          )
        )}
        {creatingPoll && (
          <Suspense fallback={null}>
            <CreatePollModal receiver={receiver} onClose={() => setCreatingPoll(false)} />
          </Suspense>
        )}
      </section>
      <Suspense fallback={null}>
        {threadParent && (
          <ThreadPanel
            parent={threadParent}
            receiver={receiver}
            partnerName={target.type === 'user' ? target.user.name : target.group.name}
            {...(extras.onReact ? { onReact: extras.onReact } : {})}
            canSend={settings.enable_sending_messages && !messages.groupDeleted}
            blocked={blocked}
            onClose={closePane}
          />
        )}
        {details && target.type === 'group' ? (
          <GroupDetails group={target.group} onClose={closePane} onGone={closed} />
        ) : null}
        {details && target.type === 'user' ? (
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
