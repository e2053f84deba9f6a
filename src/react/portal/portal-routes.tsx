import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { CookieBanner, useSingleSession } from '../account';
import { useConfig } from '../core/config/config-context';
import { rememberPreviewFlag } from '../core/session/preview';
import { isLoggedIn } from '../core/session/session-store';
import { useSession } from '../core/session/session';
import { usePortalNavigationEffects } from './hooks/use-portal-navigation-effects';
import { useUnauthenticatedLogout } from './hooks/use-unauthenticated-logout';
import { PortalLayout } from './layout/portal-layout';
// Not lazy: every page goes to /logout on an UNAUTHENTICATED answer (§8), and a page still downloading would leave the
// refused page on screen until it arrived.
import { LogoutPage } from './pages/logout-page';
import {
  ActivateAccountPage,
  ClosedPage,
  ContentPagePage,
  CtaPreviewPage,
  CustomPageRoute,
  ExternalZoomMeetingPage,
  FinAnonymousPage,
  FinPage,
  ForgotPasswordPage,
  LandingPage,
  LoginLinkPage,
  MediaLibraryPage,
  PagesPage,
  PreStreamRedirect,
  ProfilePage,
  QuizPage,
  RegisterPage,
  ResetPasswordPage,
  StreamPage,
  ThankYouPage,
  WelcomePage,
  ZoomExchangeJumpPage,
} from './portal-pages';
import { LOGIN_ROUTES } from './portal-rules';
import { GuestOnly, Public, RequireLogin } from './route-guards';

/** The page of each route behind the login guard (besides /, the welcome page). */
const LOGIN_PAGES: Record<(typeof LOGIN_ROUTES)[number], ComponentType> = {
  '/welcome': WelcomePage,
  '/profile': ProfilePage,
  '/preStream': PreStreamRedirect,
  '/preStream/:code': PreStreamRedirect,
  '/stream': StreamPage,
  '/stream/:code': StreamPage,
  '/closed': ClosedPage,
  '/fin': FinPage,
  '/pages': PagesPage,
  '/pages/:code': ContentPagePage,
  '/mediaLibrary': MediaLibraryPage,
  '/thankYou': ThankYouPage,
  '/quiz': QuizPage,
  '/jump/externalZoomMeeting/:code': ExternalZoomMeetingPage,
};

/** The routes of portal.md §2 that exist so far; every other path is a custom page (or not found). */
export function PortalRoutes() {
  usePortalNavigationEffects();
  useUnauthenticatedLogout();
  useSingleSession();
  const { search } = useLocation();
  const { apiUrl, cookieBanner, analytics } = useConfig();
  useEffect(() => rememberPreviewFlag(search, apiUrl), [search, apiUrl]);
  usePreloadFirstPages();
  return (
    <>
      {cookieBanner || analytics ? (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      ) : null}
      <Routes>
        <Route element={<PortalLayout />}>
          <Route element={<GuestOnly />}>
            <Route path="/landing" element={<LandingPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/register/:inviteCode" element={<RegisterPage />} />
            <Route path="/forgotPassword" element={<ForgotPasswordPage />} />
            <Route path="/resetPassword/:token" element={<ResetPasswordPage />} />
            <Route path="/activateAccount/:token" element={<ActivateAccountPage />} />
            <Route path="/login/:email" element={<LoginLinkPage />} />
          </Route>
          <Route element={<RequireLogin />}>
            <Route index element={<WelcomePage />} />
            {LOGIN_ROUTES.map((path) => {
              const Page = LOGIN_PAGES[path];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Route>
          <Route element={<Public />}>
            <Route path="/logout" element={<LogoutPage />} />
            <Route path="/preview/cta" element={<CtaPreviewPage />} />
            {/* §2 "/page, /page* and any other path": a custom page by its path; the server enforces its limits. */}
            <Route path="/finAnonymous" element={<FinAnonymousPage />} />
            <Route path="/jump/zoomExchangeMeeting" element={<ZoomExchangeJumpPage />} />
            <Route path="/page/*" element={<CustomPageRoute />} />
            <Route path="*" element={<CustomPageRoute />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}

/** The welcome page is where every visitor goes, a guest through the landing page: both load with the portal, in
 * parallel with the route that decides between them, not one after the other. */
function usePreloadFirstPages() {
  const loggedIn = isLoggedIn(useSession());
  useEffect(() => {
    if (!loggedIn) void LandingPage.preload();
    void WelcomePage.preload();
  }, [loggedIn]);
}
