import { BrowserRouter, HashRouter, MemoryRouter } from 'react-router';
import { useConfig } from '../core/config/config-context';
import { PortalRoutes } from './portal-routes';

const ROUTERS = { history: BrowserRouter, hash: HashRouter, memory: MemoryRouter } as const;

/** The whole portal: routes and layout. `routing` decides who owns the URL. */
export function EventPortal() {
  const { routing } = useConfig();
  const Router = ROUTERS[routing];
  return (
    <Router>
      <PortalRoutes />
    </Router>
  );
}
