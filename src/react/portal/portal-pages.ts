// Every page of the portal as its own chunk: a visitor downloads the pages they open, not all 25. Each page can be
// preloaded, so the likely next one is already there when the visitor gets to it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadApollo, withApollo } from '../core/api/with-apollo';
import { loadElement } from '../core/element/element-loaders';

type PreloadablePage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * A lazy page from one export of a module; preload() starts the download early, at most once. The page renders with
 * the element's Apollo client, Apollo loading along with it, unless it is one of the pages a visitor sees first
 * (firstPage), which send without Apollo (decision 0015).
 */
function page<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  ...elements: string[]
): PreloadablePage {
  return preloadable(load, name, elements, true);
}

/** A page on the way to the welcome text: it loads and renders without Apollo Client. */
function firstPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): PreloadablePage {
  return preloadable(load, name, [], false);
}

function preloadable<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  elements: string[],
  needsApollo: boolean,
): PreloadablePage {
  let loading: Promise<Module> | undefined;
  const preload = () => {
    // The tags the page renders by name load with it.
    for (const tagName of elements) void loadElement(tagName);
    if (needsApollo) void loadApollo();
    return (loading ??= load());
  };
  const component = async () => (await preload())[name];
  return Object.assign(lazy(needsApollo ? withApollo(component) : async () => ({ default: await component() })), {
    preload,
  });
}

export const LandingPage = firstPage(() => import('../account/pages/landing-page'), 'LandingPage');
export const RegisterPage = page(() => import('../account/pages/register-page'), 'RegisterPage');
export const ForgotPasswordPage = page(() => import('../account/pages/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = page(() => import('../account/pages/reset-password-page'), 'ResetPasswordPage');
export const ActivateAccountPage = page(() => import('../account/pages/activate-account-page'), 'ActivateAccountPage');
export const LoginLinkPage = page(() => import('../account/pages/login-link-page'), 'LoginLinkPage');
export const ProfilePage = page(() => import('../account/pages/profile-page'), 'ProfilePage');
export const WelcomePage = firstPage(() => import('./pages/welcome-page'), 'WelcomePage');
export const PreStreamRedirect = page(() => import('./pages/stream-page'), 'PreStreamRedirect', 'event-stream');
export const StreamPage = page(() => import('./pages/stream-page'), 'StreamPage', 'event-stream');
export const ClosedPage = firstPage(() => import('./pages/closed-page'), 'ClosedPage');
export const FinPage = page(() => import('./pages/after-event/fin-page'), 'FinPage');
export const FinAnonymousPage = page(() => import('./pages/after-event/fin-page'), 'FinAnonymousPage');
export const PagesPage = page(() => import('../content/pages-page'), 'PagesPage');
export const ContentPagePage = page(() => import('../content/content-page'), 'ContentPagePage');
export const MediaLibraryPage = page(() => import('../content/media-library-page'), 'MediaLibraryPage');
export const ThankYouPage = page(() => import('./pages/after-event/thank-you-page'), 'ThankYouPage', 'event-cards');
export const QuizPage = page(() => import('./pages/after-event/quiz-page'), 'QuizPage', 'event-form');
export const ExternalZoomMeetingPage = page(() => import('./pages/jump/jump-pages'), 'ExternalZoomMeetingPage');
export const ZoomExchangeJumpPage = page(() => import('./pages/jump/jump-pages'), 'ZoomExchangeJumpPage');
export const CtaPreviewPage = page(() => import('./pages/cta-preview-page'), 'CtaPreviewPage', 'event-cards');
export const CustomPageRoute = page(() => import('./custom-page/custom-page'), 'CustomPageRoute');

/** The page a link leads to, by its first path segment (custom pages have no fixed path: they are not preloaded). */
const PAGES_BY_SEGMENT: Record<string, PreloadablePage> = {
  '': WelcomePage,
  welcome: WelcomePage,
  landing: LandingPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  profile: ProfilePage,
  preStream: StreamPage,
  stream: StreamPage,
  closed: ClosedPage,
  fin: FinPage,
  finAnonymous: FinAnonymousPage,
  pages: PagesPage,
  mediaLibrary: MediaLibraryPage,
  thankYou: ThankYouPage,
  quiz: QuizPage,
};

/** Starts loading the page of a portal path, e.g. when the visitor points at a link to it. */
export function preloadRoute(pathname: string): void {
  const [, segment = '', code] = pathname.split('/');
  // A chunk that does not load is the page's to report when it opens ('Could not load module'), not the hover's.
  void (segment === 'pages' && code ? ContentPagePage : PAGES_BY_SEGMENT[segment])?.preload().catch(() => undefined);
}
