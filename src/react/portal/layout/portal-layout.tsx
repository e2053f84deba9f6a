import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useSession } from '../../core/session/session';
import { token } from '../../core/theme/theme';
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
    >
      {isNavbarHidden(pathname) ? null : <Navbar />}
      <main part="main" css={{ flex: 1 }}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <Footer />}
      <PortalChat />
      {supportChat ? <SupportChat /> : null}
    </div>
  );
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
  const { chat, apiUrl, language } = useConfig();
  const { token: sessionToken } = useSession();
  if (!chat?.isEnabled || !sessionToken) return null;
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
