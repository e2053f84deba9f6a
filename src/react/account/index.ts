import { lazy } from 'react';
// What the portal may use of the account feature besides its pages (which it loads lazily from pages/): the lint
// rule boundaries/dependencies holds every other feature to this module (docs/ARCHITECTURE.md, Layers).
export { useAccountLogout } from './hooks/use-account-logout';
export { useSingleSession } from './hooks/use-single-session';

/** The cookie banner and the analytics it governs (§9): their code loads only for events that configure them. */
export const CookieBanner = lazy(async () => ({ default: (await import('./consent/cookie-banner')).CookieBanner }));
