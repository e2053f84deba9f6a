// tawk.to, the support chat provider portal.md §3 `tawkToHash` names, through its documented JavaScript API
// (developer.tawk.to/jsapi): Tawk_API and Tawk_LoadStart exist before the embed script, the visitor's name, e-mail
// and secure-mode hash are in Tawk_API.visitor before it loads, then the embed script from embed.tawk.to. Framework-
// free; support-chat.ts drives it. The only globals Foyer writes into a page, and only from the portal's support chat
// when portal.supportChat names tawk.to (docs/embedding.md, good guests).
import type { TawkToSupportChatConfig } from '../../core/config/config-types';
import type { SessionStore, SessionUser } from '../../core/session/session-store';
import { TAWK_TO_EMBED_ORIGIN } from '../../../../shared/portal/portal-choices';

/** Tawk_API.visitor: secure mode checks `hash` (HMAC-SHA256 of the e-mail with the property's API key). */
export interface TawkToVisitor {
  name?: string;
  email?: string;
  hash?: string;
}

/** What the portal uses of tawk.to's JavaScript API. */
export interface TawkApi {
  visitor?: TawkToVisitor;
  onLoad?: () => void;
  showWidget?: () => void;
  hideWidget?: () => void;
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  logout?: (callback?: (error?: unknown) => void) => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** The property's widget script; the ids are checked by the config schema (TAWK_TO_ID) and escaped anyway. */
export function tawkToEmbedUrl({ propertyId, widgetId }: Pick<TawkToSupportChatConfig, 'propertyId' | 'widgetId'>) {
  return `${TAWK_TO_EMBED_ORIGIN}/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
}

/** The visitor as tawk.to takes it: only the values there are (anonymous visitors have none). */
export function tawkToVisitor(visitor: {
  name?: string | null;
  email?: string | null;
  hash?: string | null;
}): TawkToVisitor | null {
  const entries = Object.entries(visitor).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length > 0 ? (Object.fromEntries(entries) as TawkToVisitor) : null;
}

const loads = new WeakMap<Window, Promise<TawkApi>>();

/**
 * tawk.to's embed code, once per page: settles when Tawk_API.onLoad reports the widget rendered, or fails when the
 * script does not load (§2 "If the support script fails to load, the widget stays hidden").
 */
export function loadTawkTo(
  win: Window,
  config: Pick<TawkToSupportChatConfig, 'propertyId' | 'widgetId'>,
  visitor: TawkToVisitor | null,
): Promise<TawkApi> {
  const known = loads.get(win);
  if (known) return known;
  const api = (win.Tawk_API = win.Tawk_API || {});
  win.Tawk_LoadStart = new Date();
  if (visitor) api.visitor = visitor;
  const src = tawkToEmbedUrl(config);
  const load = new Promise<TawkApi>((resolve, reject) => {
    const onLoad = api.onLoad;
    api.onLoad = () => {
      onLoad?.();
      resolve(win.Tawk_API ?? api);
    };
    const doc = win.document;
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    script.addEventListener(
      'error',
      () => {
        win.Tawk_API?.hideWidget?.();
        reject(new Error(`The tawk.to script ${src} did not load`));
      },
      { once: true },
    );
    const first = doc.getElementsByTagName('script')[0];
    if (first?.parentNode) first.parentNode.insertBefore(script, first);
    else doc.head.append(script);
  });
  loads.set(win, load);
  return load;
}

const visitors = new WeakMap<TawkApi, TawkToVisitor | null>();

const sameVisitor = (a: TawkToVisitor | null, b: TawkToVisitor | null) =>
  a?.name === b?.name && a?.email === b?.email && a?.hash === b?.hash;

/**
 * The portal's visitor changed after the widget loaded: a login hands the new one over (Tawk_API.setAttributes, with
 * the hash secure mode needs); a logout ends the widget's visitor session (Tawk_API.logout, else the widget hides).
 */
export function updateTawkToVisitor(api: TawkApi, visitor: TawkToVisitor | null): void {
  const known = visitors.has(api) ? (visitors.get(api) ?? null) : (api.visitor ?? null);
  if (sameVisitor(known, visitor)) return;
  visitors.set(api, visitor);
  if (known?.email && known.email !== visitor?.email) {
    if (api.logout) api.logout();
    else api.hideWidget?.();
  }
  if (visitor) api.setAttributes?.({ ...visitor });
}

const followed = new WeakSet<TawkApi>();

/**
 * Hands every later change of the portal's session to the widget for the rest of the page's life, once per widget:
 * the session store outlives the support chat's component, which the layout unmounts off the routes §2 allows.
 */
export function followSessionInTawkTo(
  api: TawkApi,
  store: Pick<SessionStore, 'getSnapshot' | 'subscribe'>,
  visitorOf: (user: SessionUser | null) => TawkToVisitor | null,
): void {
  if (followed.has(api)) return;
  followed.add(api);
  const update = () => updateTawkToVisitor(api, visitorOf(store.getSnapshot().user));
  store.subscribe(update);
  update();
}
