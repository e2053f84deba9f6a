import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { CookieBanner } from '../account/consent/cookie-banner';
import { useSingleSession } from '../account/hooks/use-single-session';
import { ActivateAccountPage } from '../account/pages/activate-account-page';
import { ForgotPasswordPage } from '../account/pages/forgot-password-page';
import { LandingPage } from '../account/pages/landing-page';
import { LoginLinkPage } from '../account/pages/login-link-page';
import { ProfilePage } from '../account/pages/profile-page';
import { RegisterPage } from '../account/pages/register-page';
import { ResetPasswordPage } from '../account/pages/reset-password-page';
import { ContentPagePage } from '../content/content-page';
import { MediaLibraryPage } from '../content/media-library-page';
import { PagesPage } from '../content/pages-page';
import { rememberPreviewFlag } from '../core/session/preview';
import { CustomPageRoute } from './custom-page/custom-page';
import { usePortalNavigationEffects } from './hooks/use-portal-navigation-effects';
import { useUnauthenticatedLogout } from './hooks/use-unauthenticated-logout';
import { PortalLayout } from './layout/portal-layout';
import { FinAnonymousPage, FinPage } from './pages/after-event/fin-page';
import { QuizPage } from './pages/after-event/quiz-page';
import { ThankYouPage } from './pages/after-event/thank-you-page';
import { ClosedPage } from './pages/closed-page';
import { CtaPreviewPage } from './pages/cta-preview-page';
import { ExternalZoomMeetingPage, ZoomExchangeJumpPage } from './pages/jump/jump-pages';
import { LogoutPage } from './pages/logout-page';
import { PreStreamRedirect, StreamPage } from './pages/stream-page';
import { WelcomePage } from './pages/welcome-page';
import { GuestOnly, Public, RequireLogin } from './route-guards';

/** The routes of portal.md §2 that exist so far; every other path is a custom page (or not found). */
export function PortalRoutes() {
  usePortalNavigationEffects();
  useUnauthenticatedLogout();
  useSingleSession();
  const { search } = useLocation();
  useEffect(() => rememberPreviewFlag(search), [search]);
  return (
    <>
      <CookieBanner />
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
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/preStream" element={<PreStreamRedirect />} />
            <Route path="/preStream/:code" element={<PreStreamRedirect />} />
            <Route path="/stream" element={<StreamPage />} />
            <Route path="/stream/:code" element={<StreamPage />} />
            <Route path="/closed" element={<ClosedPage />} />
            <Route path="/fin" element={<FinPage />} />
            <Route path="/pages" element={<PagesPage />} />
            <Route path="/pages/:code" element={<ContentPagePage />} />
            <Route path="/mediaLibrary" element={<MediaLibraryPage />} />
            <Route path="/thankYou" element={<ThankYouPage />} />
            <Route path="/quiz" element={<QuizPage />} />
            <Route path="/jump/externalZoomMeeting/:code" element={<ExternalZoomMeetingPage />} />
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
