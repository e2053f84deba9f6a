import { matchPath } from 'react-router';
import type { FoyerConfig, LinkItem, LoginType, RegistrationConfig } from '../core/config/config-types';

/** portal.md §2: "Page visits are tracked except for /closed, /landing, /logout, /forgotPassword, /register/,
 * /resetPassword, /preview/, /stream, /preStream." */
const UNTRACKED_PREFIXES = [
  '/closed',
  '/landing',
  '/logout',
  '/forgotPassword',
  '/register/',
  '/resetPassword',
  '/preview/',
  '/stream',
  '/preStream',
];

export function isTrackedPath(pathname: string): boolean {
  return !UNTRACKED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** §2: "Navbar: hidden on landing, register, forgotPassword and resetPassword" (and on the card preview). */
const NAVBAR_HIDDEN_PREFIXES = ['/landing', '/register', '/forgotPassword', '/resetPassword', '/preview/cta'];

export function isNavbarHidden(pathname: string): boolean {
  return NAVBAR_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** §2: "/preview/cta: card preview for an embedding frame": the cards and nothing of the portal around them. */
export function isEmbeddingFrame(pathname: string): boolean {
  return pathname.startsWith('/preview/cta');
}

/** §2: "Footer ... hidden on /preview/cta." */
export function isFooterHidden(pathname: string): boolean {
  return isEmbeddingFrame(pathname);
}

/** §6: items are filtered by the visitor's ticketCategoryCode against each item's ticketCategories. */
export function visibleFor<Item extends Pick<LinkItem, 'ticketCategories'>>(
  items: readonly Item[],
  ticketCategoryCode: string | null | undefined,
): Item[] {
  return items.filter(
    ({ ticketCategories }) =>
      !ticketCategories ||
      ticketCategories.length === 0 ||
      (ticketCategoryCode != null && ticketCategories.includes(ticketCategoryCode)),
  );
}

/** §2 "Support chat widget: hidden on /, landing and register and password pages; shown on stream, thankYou, quiz
 * and fin": an allow-list, so every other page (the card preview included) keeps it hidden. */
const SUPPORT_CHAT_ROUTES = ['/stream', '/thankYou', '/quiz', '/fin', '/finAnonymous'];

export function isSupportChatAllowed(pathname: string): boolean {
  return SUPPORT_CHAT_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** §2 welcome modal and /thankYou: "a logout button unless the login type is anonymous or event registration". */
const NO_LOGOUT_LOGIN_TYPES: readonly LoginType[] = ['anonymousLogin', 'eventRegistration'];

export function offersLogout(loginType: LoginType): boolean {
  return !NO_LOGOUT_LOGIN_TYPES.includes(loginType);
}

/** §2 "Welcome and stream pages can override" the navbar's items: the ones for this page, none when unconfigured. */
export function navbarItemsFor(
  pathname: string,
  config: Pick<FoyerConfig, 'navbar' | 'welcome' | 'streamPage'>,
): readonly LinkItem[] | undefined {
  const onWelcome = pathname === '/' || pathname === '/welcome';
  const onStream = ['/stream', '/preStream'].some((route) => pathname === route || pathname.startsWith(`${route}/`));
  return (
    (onWelcome ? config.welcome?.navbarItems : undefined) ??
    (onStream ? config.streamPage?.navbarItems : undefined) ??
    config.navbar?.items
  );
}

/**
 * §2 "Profile: read-only e-mail, firstname, lastname and custom attributes; ... a delete-account form": only visitors
 * with an account have any of these, so the navbar's default Profil item shows only for the login types that make one.
 */
export function offersProfile(
  loginType: LoginType,
  registrationMode: NonNullable<RegistrationConfig>['mode'],
): boolean {
  if (loginType === 'emailLogin') return true;
  return loginType === 'eventRegistration' && registrationMode !== 'anonymous';
}

/** §2 the routes behind the login guard besides / (the portal's router builds them from this list). */
export const LOGIN_ROUTES = [
  '/welcome',
  '/profile',
  '/preStream',
  '/preStream/:code',
  '/stream',
  '/stream/:code',
  '/closed',
  '/fin',
  '/pages',
  '/pages/:code',
  '/mediaLibrary',
  '/thankYou',
  '/quiz',
  '/jump/externalZoomMeeting/:code',
] as const;

/** Router state that carries the page a visitor asked for to the landing page and through the login. */
export interface ReturnState {
  returnTo: string;
}

/** The page the visitor asked for (path, query, hash), for the router state of the way to /landing. */
export function returnState({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnState {
  return { returnTo: `${pathname}${search}${hash}` };
}

const ORIGIN_PROBE = 'https://portal.invalid';

/**
 * Where a login ends: the requested page when the router state names one of the portal's own login routes, else
 * null (and the visitor goes to /). Only a path of this origin passes, never an address of another site.
 */
export function returnPathOf(state: unknown): string | null {
  const returnTo = (state as Partial<ReturnState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(returnTo, ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN_PROBE) return null;
  if (!LOGIN_ROUTES.some((route) => matchPath(route, url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
