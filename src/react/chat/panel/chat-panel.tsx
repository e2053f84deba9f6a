import { css } from '@emotion/react';
import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatTab } from '../../../chat/chat-constants';
import { BREAKPOINTS } from '../../core/constants';
import { HostContext } from '../../core/element/host-context';
import { token } from '../../core/theme/theme';
import { useChat } from '../chat-context';
import { ConversationView } from '../conversation/conversation-view';
import { TabList } from './tab-list';
import { initialTab, visibleTabs } from './tab-rules';
import { TabSwitcher } from './tab-switcher';
import { useOpenTarget } from './use-open-target';

/** §9 "chat modal min 400, max 800 px wide, 50% height (70% when height is at most 900 px), full screen on small screens". */
const panelStyles = css`
  position: fixed;
  bottom: 16px;
  /* The bubble's side: the host page's inline end, whatever the chat's own language direction (issue #14). */
  &[data-side='right'] {
    right: 16px;
  }
  &[data-side='left'] {
    left: 16px;
  }
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  width: 40vw;
  min-width: 400px;
  max-width: 800px;
  height: 50vh;
  overflow: hidden;
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);
  @media (max-height: 900px) {
    height: 70vh;
  }
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    &[data-side] {
      inset: 0;
    }
    width: 100%;
    min-width: 0;
    max-width: none;
    height: 100%;
    border-radius: 0;
  }
`;

/** The small buttons beside the panel's title. */
const barButton = {
  flex: '0 0 auto',
  minWidth: 44,
  border: 0,
  lineHeight: 1,
  cursor: 'pointer',
  color: token('colorOnPrimary'),
  background: 'transparent',
} as const;

/** A speaker, with sound waves or struck through. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ display: 'block', margin: 'auto' }}
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13" />}
    </svg>
  );
}

interface ChatPanelProps {
  tabs: readonly ChatTab[];
  group?: string;
  onClose(): void;
  /** Toasts and snackbar, placed inside the panel's box. */
  notices: ReactNode;
  /** The chat's message sounds are muted for this session (portal.md §3 "the muted chat state"). */
  muted?: boolean;
  onMutedChange?(muted: boolean): void;
}

/** §2 The floating panel titled Chats: its header closes it; tabs; a list, or the open conversation. */
export function ChatPanel({ tabs, group, onClose, notices, muted = false, onMutedChange }: ChatPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { service } = useChat();
  const shown = visibleTabs(tabs, { groups: service.groups !== undefined });
  const [tab, setTab] = useState<ChatTab>(() => initialTab(shown, group));
  const { target, conversationId, open, clear, blockChanged } = useOpenTarget(group, shown.includes('groups'));
  const header = useRef<HTMLButtonElement>(null);
  // The bubble sits at the host page's inline end (chat-widget.ts); an Arabic chat on a left-to-right page opens there.
  const host = useContext(HostContext);
  const [side] = useState(() => (host && getComputedStyle(host).direction === 'rtl' ? 'left' : 'right'));

  useEffect(() => header.current?.focus(), []);

  return (
    <section
      role="dialog"
      aria-labelledby={`${ids}title`}
      part="panel"
      data-side={side}
      css={panelStyles}
      // Escape closes it too, as any dialog; inside a modal of its own (create group) Escape closes only that.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !(event.target as Element).closest('dialog')) onClose();
      }}
    >
      {/* The header closes the panel as before; the × beside it is the close control a visitor sees (issue #14). */}
      <div part="panel-bar" css={{ display: 'flex', background: token('colorPrimary') }}>
        <button
          ref={header}
          type="button"
          id={`${ids}title`}
          part="panel-header"
          aria-describedby={`${ids}hint`}
          onClick={onClose}
          css={{
            flex: 1,
            padding: '12px 16px',
            border: 0,
            textAlign: 'start',
            fontSize: '1.125em',
            fontWeight: 700,
            cursor: 'pointer',
            color: token('colorOnPrimary'),
            background: token('colorPrimary'),
          }}
        >
          {t('panel.title')}
        </button>
        {onMutedChange ? (
          <button
            type="button"
            part="panel-mute"
            aria-label={t('panel.mute')}
            aria-pressed={muted}
            onClick={() => onMutedChange(!muted)}
            css={barButton}
          >
            <SpeakerIcon muted={muted} />
          </button>
        ) : null}
        <button
          type="button"
          part="panel-close"
          aria-label={t('panel.close')}
          onClick={onClose}
          css={[barButton, { fontSize: '1.5em' }]}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <span id={`${ids}hint`} hidden>
        {t('panel.closeHint')}
      </span>
      {/* Toasts sit in this box, below the header, so they never cover the panel's close controls. */}
      <div css={{ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        {target ? (
          <ConversationView target={target} onBack={clear} onClosed={clear} onBlockChanged={blockChanged} />
        ) : (
          <>
            {shown.length > 1 ? <TabSwitcher tabs={shown} active={tab} onSelect={setTab} idPrefix={ids} /> : null}
            <div
              role={shown.length > 1 ? 'tabpanel' : undefined}
              id={`${ids}-panel-${tab}`}
              aria-labelledby={shown.length > 1 ? `${ids}-tab-${tab}` : undefined}
              css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
            >
              <TabList key={tab} tab={tab} openConversationId={conversationId} onOpen={open} />
            </div>
          </>
        )}
        {notices}
      </div>
    </section>
  );
}
