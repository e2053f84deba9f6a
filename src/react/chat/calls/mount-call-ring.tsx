/**
 * The floating panel's calls (chat-widget.md §2 "the launcher loads the call UI when a call arrives, not before"):
 * the <chat-widget> launcher imports it (with the panel's chunk) when a call first rings for its user, with the panel open or
 * closed, and mounts the call layer beside its button: the incoming alert with its ringtone, and the in-call screen
 * once accepted. It stays mounted afterwards, so later calls ring at once. The panel itself has no call buttons (§2
 * "In the embedded panel, audio and video call buttons are off"), so this is the only call UI of the bubble layout.
 */
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChatLanguage } from '../../../chat/chat-constants';
import type { ChatBubbleService, ChatUser } from '../../../chat/chat-service';
import { resolveWidgetSettings, type WidgetSettings } from '../../../chat/widget-settings';
import { HostContext } from '../../core/element/host-context';
import { ShadowStyleRoot } from '../../core/element/shadow-style-root';
import { ErrorBoundary } from '../../core/errors/error-boundary';
import { TranslationProvider, type Translator } from '../../core/i18n/translator';
import { ChatContext, type ChatContextValue } from '../chat-context';
import { chatDirection } from '../i18n/chat-language';
import { loadChatI18n } from '../i18n/chat-locale-loader';
import { Notices, useNotices } from '../notices/chat-notices';
import { wholeService } from '../panel/whole-service';
import { CallLayer } from './call-layer';
import type { CallStorage } from './call-types';

export interface CallRingOptions {
  service: ChatBubbleService;
  me: ChatUser;
  language: ChatLanguage;
  settings?: Partial<WidgetSettings> | undefined;
  callStorage: CallStorage;
}

export interface MountedCallRing {
  update(options: CallRingOptions): Promise<void>;
  unmount(): void;
}

function CallRing({ service, me, language, settings, callStorage }: CallRingOptions) {
  const { notices, notify, dismiss } = useNotices();
  const context = useMemo<ChatContextValue>(
    () => ({
      service: wholeService(service),
      me,
      settings: resolveWidgetSettings(settings, true),
      embedded: true,
      notify,
    }),
    [service, me, settings, notify],
  );
  return (
    <ChatContext.Provider value={context}>
      <div lang={language} dir={chatDirection(language)}>
        <CallLayer storage={callStorage}>
          <Notices notices={notices} dismiss={dismiss} />
        </CallLayer>
      </div>
    </ChatContext.Provider>
  );
}

export async function mountCallRing(container: HTMLElement, options: CallRingOptions): Promise<MountedCallRing> {
  const shadowRoot = container.getRootNode() as ShadowRoot;
  const root = createRoot(container);
  const update = async (next: CallRingOptions) => {
    const i18n: Translator = await loadChatI18n(next.language);
    root.render(
      <ShadowStyleRoot shadowRoot={shadowRoot} theme={undefined}>
        <HostContext.Provider value={shadowRoot.host as HTMLElement}>
          <ErrorBoundary tagName="chat-widget">
            <TranslationProvider translator={i18n}>
              <CallRing {...next} />
            </TranslationProvider>
          </ErrorBoundary>
        </HostContext.Provider>
      </ShadowStyleRoot>,
    );
  };
  await update(options);
  return { update, unmount: () => root.unmount() };
}
