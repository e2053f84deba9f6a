import { Suspense, type DetailedHTMLProps, type HTMLAttributes, type SyntheticEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import type { ChatWidgetConfig } from '../../core/config/config-types';
import { useElements } from '../../core/element/element-loaders';
import { useSession } from '../../core/session/session';
import { token } from '../../core/theme/theme';
import { Loading } from '../../core/ui/loading';
import { preloadRoute } from '../portal-pages';
import { isFooterHidden, isNavbarHidden } from '../portal-rules';
import { SupportChat } from '../support/support-chat';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Navbar, the page, the footer and the support chat widget, each shown where §2 allows it. */
export function PortalLayout() {
  const { pathname } = useLocation();
  const { supportChat } = useConfig();
  return (
    <div
      part="portal"
      css={{ flex: 1, display: 'flex', flexDirection: 'column', background: token('colorBackground') }}
      onPointerOver={preloadLinkedPage}
      onFocus={preloadLinkedPage}
      onTouchStart={preloadLinkedPage}
    >
      {isNavbarHidden(pathname) ? null : <Navbar />}
      <main part="main" css={{ flex: 1 }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {isFooterHidden(pathname) ? null : <Footer />}
      <PortalChat />
      {supportChat ? <SupportChat /> : null}
    </div>
  );
}

/** A visitor pointing at (or focusing, touching) a portal link is about to open it: its page starts loading. */
function preloadLinkedPage(event: SyntheticEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadRoute(link.pathname);
}

type ChatWidgetAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'api-url'?: string;
  language?: string;
  tabs?: string;
  provider?: string;
  'chat-url'?: string;
  'app-id'?: string;
  region?: string;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'chat-widget': ChatWidgetAttributes;
    }
  }
}

/** The chat bubble (chat-widget.md §4 "Starts when the chat feature is visible and enabled") for logged-in visitors. */
function PortalChat() {
  const { chat } = useConfig();
  const { token: sessionToken } = useSession();
  if (!chat?.isEnabled || !sessionToken) return null;
  return <ChatWidgetTag chat={chat} />;
}

/** The tag, and its chunk loaded the first time it shows. */
function ChatWidgetTag({ chat }: { chat: ChatWidgetConfig }) {
  const { apiUrl, language } = useConfig();
  useElements('chat-widget');
  return (
    <chat-widget
      part="chat"
      api-url={apiUrl}
      language={language}
      tabs={chat.tabs?.join(',')}
      provider={chat.provider}
      chat-url={chat.url}
      app-id={chat.appId}
      region={chat.region}
    />
  );
}
