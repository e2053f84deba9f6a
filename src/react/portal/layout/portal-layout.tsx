import { Outlet, useLocation } from 'react-router';
import { token } from '../../core/theme/theme';
import { isFooterHidden, isNavbarHidden } from '../portal-rules';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Navbar, the page and the footer, each shown where §2 allows it. */
export function PortalLayout() {
  const { pathname } = useLocation();
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
    </div>
  );
}
