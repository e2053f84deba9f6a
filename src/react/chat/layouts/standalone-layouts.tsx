import { css } from '@emotion/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatTab } from '../../../chat/chat-constants';
import { BREAKPOINTS } from '../../core/constants';
import { token } from '../../core/theme/theme';
import { useChat } from '../chat-context';
import { ConversationView } from '../conversation/conversation-view';
import { ConversationList, plainButton } from '../lists/conversation-list';
import { ChatAvatar } from '../avatar/chat-avatar';
import { TabList } from '../panel/tab-list';
import { initialTab, visibleTabs } from '../panel/tab-rules';
import { useOpenTarget, type OpenTarget } from '../panel/use-open-target';

// More > Privacy and security loads when opened (issue #15): the open panel stays in its weight budget.
const BlockedUsersList = lazy(() =>
  import('../lists/blocked-users-list').then((module) => ({ default: module.BlockedUsersList })),
);

/** §9 "sidebar 280 px". */
const SIDEBAR_WIDTH_PX = 280;
const narrow = `@media (max-width: ${BREAKPOINTS.sm - 1}px)`;
const wide = `@media (min-width: ${BREAKPOINTS.sm}px)`;

const shellStyles = css`
  position: relative;
  display: flex;
  height: 100%;
  min-height: inherit;
  overflow: hidden;
  background: ${token('colorBackground')};
  /* Beside a shown list the header's back arrow has nowhere to go (issue #14). */
  ${wide} {
    &[data-list-shown='true'] [part='back'] {
      display: none;
    }
  }
`;

/**
 * `open` rules narrow screens, where the list slides over the conversation; `collapsed` wide ones, where the list
 * stands beside it until the visitor closes it ("Close list") and comes back with the header's back arrow.
 */
const sidebarStyles = (open: boolean, collapsed: boolean) => css`
  display: flex;
  flex-direction: column;
  flex: 0 0 ${SIDEBAR_WIDTH_PX}px;
  width: ${SIDEBAR_WIDTH_PX}px;
  min-height: 0;
  border-inline-end: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  ${wide} {
    display: ${collapsed ? 'none' : 'flex'};
  }
  ${narrow} {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 2;
    width: 100%;
    transition: transform 200ms ease;
    transform: translateX(${open ? '0' : '-100%'});
    visibility: ${open ? 'visible' : 'hidden'};
    [dir='rtl'] & {
      transform: translateX(${open ? '0' : '100%'});
    }
  }
`;

interface ShellProps {
  /** The list, given the action that closes it ("Close list"). */
  sidebar(closeList: () => void): ReactNode;
  sidebarOpen: boolean;
  onToggleSidebar(open: boolean): void;
  open: OpenTarget;
  notices: ReactNode;
  /** Below the main pane and sidebar: the unified layout's bottom navigation. */
  footer?: ReactNode;
}

/** Sidebar plus the open conversation; on narrow screens the sidebar slides in and out (§2). */
function StandaloneShell({ sidebar, sidebarOpen, onToggleSidebar, open, notices, footer }: ShellProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  // A layout that opens the list itself (the unified layout's bottom navigation) brings it back on wide screens too.
  const [wasOpen, setWasOpen] = useState(sidebarOpen);
  if (sidebarOpen !== wasOpen) {
    setWasOpen(sidebarOpen);
    if (sidebarOpen) setCollapsed(false);
  }
  const showList = (shown: boolean) => {
    setCollapsed(!shown);
    onToggleSidebar(shown);
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 'inherit' }}>
      <div part="layout" data-list-shown={!collapsed} css={[shellStyles, { flex: 1, minHeight: 0 }]}>
        <aside
          part="sidebar"
          aria-label={t('layout.sidebar')}
          data-open={sidebarOpen}
          css={sidebarStyles(sidebarOpen, collapsed)}
        >
          {sidebar(() => showList(false))}
        </aside>
        <main part="main" css={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {open.target ? (
            <ConversationView
              target={open.target}
              onBack={() => showList(true)}
              onClosed={() => {
                open.clear();
                showList(true);
              }}
              onBlockChanged={open.blockChanged}
            />
          ) : (
            <div css={{ margin: 'auto', padding: 24, textAlign: 'center', color: token('colorTextMuted') }}>
              <p>{t('layout.pick')}</p>
              <button
                type="button"
                part="sidebar-open"
                // Beside a visible sidebar there is nothing to open.
                css={{ ...plainButton, display: collapsed ? 'inline' : 'none', [narrow]: { display: 'inline' } }}
                onClick={() => showList(true)}
              >
                {t('layout.openSidebar')}
              </button>
            </div>
          )}
        </main>
        {notices}
      </div>
      {footer}
    </div>
  );
}

interface LayoutProps {
  tabs: readonly ChatTab[];
  group?: string;
  notices: ReactNode;
}

/** §2 "a conversations layout (sidebar chat list plus main conversation)". */
export function ConversationsLayout({ group, notices }: LayoutProps) {
  const { service } = useChat();
  const open = useOpenTarget(group, service.groups !== undefined);
  // §2 "Without preselected user or group the sidebar opens automatically."
  const [sidebarOpen, setSidebarOpen] = useState(!group);
  return (
    <StandaloneShell
      open={open}
      sidebarOpen={sidebarOpen}
      onToggleSidebar={setSidebarOpen}
      notices={notices}
      sidebar={(closeList) => (
        <ConversationList
          openConversationId={open.conversationId}
          onOpen={(target) => {
            open.open(target);
            setSidebarOpen(false);
          }}
          onCloseSidebar={closeList}
        />
      )}
    />
  );
}

type UnifiedTab = ChatTab | 'more';

/** §2 "a unified layout with a bottom navigation of four tabs: chats, users, groups, info (titled More)". */
export function UnifiedLayout({ tabs, group, notices }: LayoutProps) {
  const { t } = useTranslation();
  const { service } = useChat();
  const shown = visibleTabs(tabs, { groups: service.groups !== undefined });
  const open = useOpenTarget(group, shown.includes('groups'));
  const [tab, setTab] = useState<UnifiedTab>(() => initialTab(shown, group));
  const [sidebarOpen, setSidebarOpen] = useState(!group);
  const navigation: UnifiedTab[] = [...shown, 'more'];

  const select = (next: UnifiedTab) => {
    setTab(next);
    setSidebarOpen(true);
  };

  return (
    <StandaloneShell
      open={open}
      sidebarOpen={sidebarOpen}
      onToggleSidebar={setSidebarOpen}
      notices={notices}
      sidebar={(closeList) =>
        tab === 'more' ? (
          <MoreScreen onUnblocked={(uid) => open.blockChanged(uid, false)} />
        ) : (
          <TabList
            key={tab}
            tab={tab}
            openConversationId={open.conversationId}
            onOpen={(target) => {
              open.open(target);
              setSidebarOpen(false);
            }}
            onCloseSidebar={closeList}
          />
        )
      }
      footer={
        <nav
          part="bottom-navigation"
          aria-label={t('layout.navigation')}
          css={{ display: 'flex', borderTop: `1px solid ${token('colorBorder')}`, background: token('colorSurface') }}
        >
          {navigation.map((item) => (
            <button
              key={item}
              type="button"
              part={item === tab ? 'navigation-item navigation-item-active' : 'navigation-item'}
              aria-current={item === tab ? 'page' : undefined}
              data-tab={item}
              onClick={() => select(item)}
              css={{
                flex: 1,
                padding: '10px 4px',
                border: 0,
                borderTop: `3px solid ${item === tab ? token('colorPrimary') : 'transparent'}`,
                background: 'transparent',
                color: 'inherit',
                font: 'inherit',
                fontWeight: item === tab ? 700 : 400,
                cursor: 'pointer',
              }}
            >
              {item === 'more' ? t('layout.more') : t(`panel.tabs.${item}`)}
            </button>
          ))}
        </nav>
      }
    />
  );
}

/**
 * §2 More: the user's avatar, name and Online; Preferences and Other lists. Their behaviour is not specified, so an
 * entry shows only where it does something: Privacy and security opens the blocked users (with a provider that can
 * block, and block_user on). Notifications, Chats, Help and Report problem stay hidden until they have a behaviour.
 */
function MoreScreen({ onUnblocked }: { onUnblocked(uid: string): void }) {
  const { t } = useTranslation();
  const { me, service, settings } = useChat();
  const [page, setPage] = useState<'more' | 'privacy'>('more');
  // §6 "block_user ... gate[s] those panels": without blocking there is no blocked list to keep.
  const moderation = settings.block_user ? service.moderation : undefined;

  if (page === 'privacy' && moderation) {
    return (
      <div part="more privacy" css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <div css={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 8px 0' }}>
          <button
            type="button"
            part="more-back"
            aria-label={t('layout.back')}
            onClick={() => setPage('more')}
            css={{ ...plainButton, textDecoration: 'none', padding: 8 }}
          >
            ←
          </button>
          <h2 css={{ margin: 0, fontSize: '1.125em' }}>{t('layout.privacy')}</h2>
        </div>
        <Suspense fallback={null}>
          <BlockedUsersList moderation={moderation} onUnblocked={onUnblocked} />
        </Suspense>
      </div>
    );
  }

  const preferences = moderation ? [{ key: 'privacy', open: () => setPage('privacy') }] : [];
  return (
    <div part="more" css={{ overflowY: 'auto' }}>
      <h2 css={{ margin: 16, fontSize: '1.125em' }}>{t('layout.more')}</h2>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px' }}>
        <ChatAvatar id={me.uid} name={me.name} image={me.avatar} size={56} />
        <div>
          <div part="more-name" css={{ fontWeight: 700 }}>
            {me.name}
          </div>
          <div part="more-status">{t('list.online')}</div>
        </div>
      </div>
      {preferences.length > 0 ? (
        <section>
          <h3 css={{ margin: '16px 16px 4px', fontSize: '0.875em', color: token('colorTextMuted') }}>
            {t('layout.preferences')}
          </h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {preferences.map(({ key, open }) => (
              <li key={key}>
                <button
                  type="button"
                  part="more-item"
                  data-entry={key}
                  onClick={open}
                  css={{
                    ...plainButton,
                    textDecoration: 'none',
                    width: '100%',
                    padding: '10px 16px',
                    borderBottom: `1px solid ${token('colorBorder')}`,
                    textAlign: 'start',
                  }}
                >
                  {t(`layout.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
