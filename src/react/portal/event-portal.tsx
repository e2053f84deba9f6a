import { BrowserRouter, Link, MemoryRouter } from 'react-router';
import { useConfig } from '../core/config/config-context';
import { RouteLinkContext } from '../core/ui/route-link';
import { PortalHashRouter } from './portal-hash-router';
import { PortalRoutes } from './portal-routes';

const ROUTERS = { history: BrowserRouter, hash: PortalHashRouter, memory: MemoryRouter } as const;

/** The whole portal: routes and layout. `routing` decides who owns the URL. */
export function EventPortal() {
  const { routing } = useConfig();
  const Router = ROUTERS[routing];
  return (
    <Router>
      <RouteLinkContext.Provider value={Link}>
        <PortalRoutes />
      </RouteLinkContext.Provider>
    </Router>
  );
}
