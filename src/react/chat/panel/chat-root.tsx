import { useEffect, useId, useMemo, useRef } from 'react';
import { TranslationProvider, type Translator } from '../../core/i18n/translator';
import type { ChatLanguage, ChatTab } from '../../../chat/chat-constants';
import type { ChatService, ChatUser } from '../../../chat/chat-service';
import { resolveWidgetSettings, type WidgetSettings } from '../../../chat/widget-settings';
import { ShadowStyleRoot } from '../../core/element/shadow-style-root';
import { HostContext } from '../../core/element/host-context';
import { ErrorBoundary } from '../../core/errors/error-boundary';
import { CallLayer } from '../calls/call-layer';
import type { CallStorage } from '../calls/call-types';
import { ChatContext, type ChatContextValue } from '../chat-context';
import { chatDirection } from '../i18n/chat-language';
import { GroupLayout } from '../layouts/group-layout';
import { ConversationsLayout, UnifiedLayout } from '../layouts/standalone-layouts';
import { Notices, useNotices } from '../notices/chat-notices';
import { ChatPanel } from './chat-panel';
import { useChatMuted } from './chat-mute';
import type { KeyValueStorage } from '../../core/storage/element-storage';

/**
 * `bubble`: the floating panel behind the launcher; `conversations` and `unified`: the standalone layouts of §2;
 * `group`: one group's conversation as a page's own chat (docs/decisions/0038).
 */
export const CHAT_LAYOUTS = ['bubble', 'conversations', 'unified', 'group'] as const;
export type ChatLayout = (typeof CHAT_LAYOUTS)[number];

export interface ChatRootProps {
  service: ChatService;
  me: ChatUser;
  i18n: Translator;
  language: ChatLanguage;
  layout: ChatLayout;
  tabs: readonly ChatTab[];
  group?: string;
  settings?: Partial<WidgetSettings>;
  theme?: Record<string, string>;
  /** The panel's header was activated (bubble layout). */
  onClose(): void;
  /** Where the calls keep the active call: the element's namespaced local storage and its key prefix. */
  callStorage?: CallStorage;
  /** The element's namespaced session storage: where the muted chat state lives for the browser session. */
  sessionStorage?: KeyValueStorage;
}

/** Everything the chat UI shares once logged in (§4 "done"): context, texts, direction, notices, the layout. */
export function ChatRoot({
  service,
  me,
  i18n,
  language,
  layout,
  tabs,
  group,
  settings,
  onClose,
  callStorage,
  sessionStorage,
}: ChatRootProps) {
  const { notices, notify, dismiss } = useNotices();
  // A page's group chat is embedded as the panel is: no calls, no creating, joining or leaving groups (§2).
  const embedded = layout === 'bubble' || layout === 'group';
  const [soundsMuted, setSoundsMuted] = useChatMuted(sessionStorage);
  const context = useMemo<ChatContextValue>(
    () => ({ service, me, settings: resolveWidgetSettings(settings, embedded), embedded, notify, soundsMuted }),
    [service, me, settings, embedded, notify, soundsMuted],
  );
  const listenerId = `chat-root${useId()}`;
  const lost = useRef(false);
  // §2 the widget notification snackbar: the connection to the chat service dropped, or came back.
  useEffect(() => {
    service.addListener(listenerId, {
      onConnectionStateChanged: (state) => {
        if (state === 'disconnected' && !lost.current) {
          lost.current = true;
          notify({ kind: 'warning', code: 'CONNECTION_LOST', variant: 'snackbar' });
        } else if (state === 'connected' && lost.current) {
          lost.current = false;
          notify({ kind: 'info', code: 'CONNECTION_RESTORED', variant: 'snackbar' });
        }
      },
    });
    return () => service.removeListener(listenerId);
  }, [service, listenerId, notify]);
  const shownNotices = <Notices notices={notices} dismiss={dismiss} />;
  return (
    <TranslationProvider translator={i18n}>
      <ChatContext.Provider value={context}>
        <div
          part="root"
          lang={language}
          dir={chatDirection(language)}
          css={{ height: '100%', minHeight: 'inherit', display: 'flex', flexDirection: 'column' }}
        >
          {layout === 'bubble' ? (
            // The floating panel has no call buttons (§2); its calls ring from the launcher (mount-call-ring.tsx),
            // with the panel open or closed.
            <ChatPanel
              tabs={tabs}
              group={group}
              onClose={onClose}
              notices={shownNotices}
              muted={soundsMuted}
              onMutedChange={setSoundsMuted}
            />
          ) : layout === 'group' ? (
            <GroupLayout guid={group ?? ''} notices={shownNotices} muted={soundsMuted} onMutedChange={setSoundsMuted} />
          ) : (
            <CallLayer storage={callStorage}>
              {layout === 'conversations' ? (
                <ConversationsLayout tabs={tabs} group={group} notices={shownNotices} />
              ) : (
                <UnifiedLayout tabs={tabs} group={group} notices={shownNotices} />
              )}
            </CallLayer>
          )}
        </div>
      </ChatContext.Provider>
    </TranslationProvider>
  );
}

/** The chat tree with its shadow-root styles and error boundary: what the launcher mounts. */
export function ChatShadowTree({ shadowRoot, ...props }: ChatRootProps & { shadowRoot: ShadowRoot }) {
  return (
    <ShadowStyleRoot shadowRoot={shadowRoot} theme={props.theme}>
      <HostContext.Provider value={shadowRoot.host as HTMLElement}>
        <ErrorBoundary tagName="chat-widget">
          <ChatRoot {...props} />
        </ErrorBoundary>
      </HostContext.Provider>
    </ShadowStyleRoot>
  );
}
