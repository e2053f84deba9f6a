import { Route, Routes } from 'react-router';
import { usePortalNavigationEffects } from './hooks/use-portal-navigation-effects';
import { useUnauthenticatedLogout } from './hooks/use-unauthenticated-logout';
import { PortalLayout } from './layout/portal-layout';
import { ClosedPage, FinPage } from './pages/closed-page';
import { LandingPage } from './pages/landing-page';
import { LogoutPage } from './pages/logout-page';
import { NotFoundPage } from './pages/not-found-page';
import { PreStreamRedirect, StreamPage } from './pages/stream-page';
import { WelcomePage } from './pages/welcome-page';
import { GuestOnly, Public, RequireLogin } from './route-guards';

/** The routes of portal.md §2 that exist so far; every other path shows the not-found page. */
export function PortalRoutes() {
  usePortalNavigationEffects();
  useUnauthenticatedLogout();
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="/landing" element={<LandingPage />} />
        </Route>
        <Route element={<RequireLogin />}>
          <Route index element={<WelcomePage />} />
          <Route path="/welcome" element={<WelcomePage />} />
          <Route path="/preStream" element={<PreStreamRedirect />} />
          <Route path="/preStream/:code" element={<PreStreamRedirect />} />
          <Route path="/stream" element={<StreamPage />} />
          <Route path="/stream/:code" element={<StreamPage />} />
          <Route path="/closed" element={<ClosedPage />} />
          <Route path="/fin" element={<FinPage />} />
        </Route>
        <Route element={<Public />}>
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
