import { Outlet, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
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
      {supportChat ? <SupportChat /> : null}
    </div>
  );
}
