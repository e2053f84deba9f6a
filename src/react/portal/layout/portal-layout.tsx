import { lazy, Suspense, useRef, type DetailedHTMLProps, type HTMLAttributes, type SyntheticEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import type { ChatWidgetConfig } from '../../core/config/config-types';
import { useElements } from '../../core/element/element-loaders';
import { useSession } from '../../core/session/session';
import { token } from '../../core/theme/theme';
import { BREAKPOINTS } from '../../core/constants';
import { Loading, LoadingNoticeCounter } from '../../core/ui/loading';
import { PageShownContext, usePageShown } from '../hooks/use-page-shown';
import { useCtaClickTracking } from '../hooks/use-page-visit-tracking';
import { usePageAnnouncement } from '../hooks/use-page-announcement';
import { visuallyHidden } from '../../core/ui/visually-hidden';
import { preloadRoute } from '../portal-pages';
import { isEmbeddingFrame, isFooterHidden, isNavbarHidden, isSupportChatAllowed } from '../portal-rules';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { useVisitorLanguage } from '../language/use-visitor-language';

/** The support chat's code loads only on the routes that show it (§2), not with every page. */
const SupportChat = lazy(async () => ({ default: (await import('../support/support-chat')).SupportChat }));

/** Navbar, the page, the footer and the support chat widget, each shown where §2 allows it. */
export function PortalLayout() {
  const { pathname } = useLocation();
  const { supportChat, chat } = useConfig();
  const pageArea = useRef<HTMLElement>(null);
  const { pageShown, countLoadingNotice } = usePageShown(pageArea);
  useCtaClickTracking(pageArea);
  const announcement = usePageAnnouncement(pageArea, pageShown);
  const visitorLanguage = useVisitorLanguage();
  const { token: sessionToken } = useSession();
  // The chat bubble and the support pill, where they show.
  const floating =
    Boolean(chat?.isEnabled && sessionToken && !isEmbeddingFrame(pathname)) ||
    Boolean(supportChat && isSupportChatAllowed(pathname));
  return (
    <div
      part="portal"
      css={[
        { flex: 1, display: 'flex', flexDirection: 'column', background: token('colorBackground') },
        floating && floatingClearance,
      ]}
      onPointerOver={preloadLinkedPage}
      onFocus={preloadLinkedPage}
      onTouchStart={preloadLinkedPage}
    >
      {isNavbarHidden(pathname) ? null : <Navbar />}
      <main part="main" css={{ flex: 1 }} ref={pageArea}>
        <LoadingNoticeCounter.Provider value={countLoadingNotice}>
          <PageShownContext.Provider value={pageShown}>
            <PageErrorBoundary pathname={pathname}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </PageShownContext.Provider>
        </LoadingNoticeCounter.Provider>
      </main>
      {isFooterHidden(pathname) ? null : <Footer visitorLanguage={visitorLanguage} />}
      <p role="status" css={visuallyHidden} part="page-announcement">
        {announcement}
      </p>
      {isEmbeddingFrame(pathname) ? null : <PortalChat pageShown={pageShown} />}
      {supportChat && isSupportChatAllowed(pathname) ? (
        <Suspense>
          <SupportChat />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Room under the footer on phones and tablets for the chat bubble (bottom right) and the support pill (bottom left):
 * scrolled to the end, no content stays under them (issue #19 item 10). The bubble's size and its 16 px margins.
 */
const floatingClearance = {
  [`@media (max-width: ${BREAKPOINTS.md - 0.02}px)`]: {
    paddingBottom: 'calc(var(--foyer-chat-bubble-size, 56px) + 32px)',
  },
};

/** A visitor pointing at (or focusing, touching) a portal link is about to open it: its page starts loading. */
function preloadLinkedPage(event: SyntheticEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadRoute(link.pathname);
}

type ChatWidgetAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'api-url'?: string;
  layout?: string;
  group?: string;
  settings?: string;
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
function PortalChat({ pageShown }: { pageShown: boolean }) {
  const { chat } = useConfig();
  const { token: sessionToken } = useSession();
  if (!chat?.isEnabled || !sessionToken) return null;
  return <ChatWidgetTag chat={chat} pageShown={pageShown} />;
}

/**
 * The tag, and its chunk loaded once a page has shown its content: the bubble waits for the page (the welcome text
 * first), not the page for the bubble (issue 13).
 */
function ChatWidgetTag({ chat, pageShown }: { chat: ChatWidgetConfig; pageShown: boolean }) {
  const { apiUrl, language } = useConfig();
  useElements(pageShown && 'chat-widget');
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
