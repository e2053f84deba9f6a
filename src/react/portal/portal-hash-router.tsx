import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, createPath, parsePath, type Navigator, type Path, type To } from 'react-router';

interface HashRoute {
  path: Partial<Path>;
  state: unknown;
}

/** The portal's route in a URL hash: `#/stream` is ours, an empty hash is `/`, anything else is the host's anchor. */
export function routeOfHash(hash: string): Partial<Path> | null {
  if (hash === '' || hash === '#') return parsePath('/');
  return hash.startsWith('#/') ? parsePath(hash.slice(1)) : null;
}

const pathOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * Hash routing that reacts only to its own routes (`#/...`). react-router's HashRouter takes every hash as a route,
 * so a host page's `#section` link turned the portal into "Page not found"; here the portal stays where it was.
 */
export function PortalHashRouter({ children }: { children: ReactNode }) {
  const [route, setRoute] = useState<HashRoute>(() => ({
    path: routeOfHash(window.location.hash) ?? parsePath('/'),
    state: window.history.state as unknown,
  }));

  useEffect(() => {
    const follow = () => {
      const path = routeOfHash(window.location.hash);
      if (path) setRoute({ path, state: window.history.state as unknown });
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const go = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
      const path = pathOf(to);
      window.history[method](state ?? null, '', `#${path}`);
      setRoute({ path: parsePath(path), state });
    };
    return {
      createHref: (to) => `#${pathOf(to)}`,
      go: (delta) => window.history.go(delta),
      push: (to, state) => go('pushState', to, state),
      replace: (to, state) => go('replaceState', to, state),
    };
  }, []);

  return (
    <Router location={{ ...route.path, state: route.state }} navigator={navigator}>
      {children}
    </Router>
  );
}
