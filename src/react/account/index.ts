// What the portal may use of the account feature besides its pages (which it loads lazily from pages/): the lint
// rule boundaries/dependencies holds every other feature to this module (docs/ARCHITECTURE.md, Layers).
export { CookieBanner } from './consent/cookie-banner';
export { useAccountLogout } from './hooks/use-account-logout';
export { useSingleSession } from './hooks/use-single-session';
