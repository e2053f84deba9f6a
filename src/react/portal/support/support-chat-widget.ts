// The support chat widget of portal.md §2 and §7: a third-party script that renders into the host document, so it
// lives in light DOM, outside every shadow root. Framework-free; use-support-chat.ts drives it from the portal.
import type { ScriptSupportChatConfig } from '../../core/config/config-types';
import { isAnonymousUser, type SessionUser } from '../../core/session/session-store';

/** The light-DOM box the provider's script renders into; it carries the settings and the visitor as attributes. */
export const SUPPORT_CHAT_CONTAINER_ID = 'foyer-support-chat';

/** §7 "with the user's name, e-mail and hash set as attributes". */
export interface SupportChatVisitor {
  name?: string | null;
  email?: string | null;
  hash?: string | null;
}

/** The session user as the support chat knows them; anonymous visitors have no name, e-mail or hash to hand over. */
export function supportChatVisitor(user: SessionUser | null): SupportChatVisitor {
  const customer = user !== null && !isAnonymousUser(user) ? user : null;
  return {
    name: customer ? [customer.firstname, customer.lastname].filter(Boolean).join(' ') : null,
    email: customer?.email,
    hash: customer?.tawkToHash,
  };
}

const scriptLoads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds the provider's script to the document once per address and settles when it has loaded or failed. A failed
 * load stays failed for the page's life (§2 "If the support script fails to load, the widget stays hidden").
 */
export function loadSupportChatScript(
  doc: Document,
  { appId, region, scriptUrl }: ScriptSupportChatConfig,
): Promise<void> {
  const src = new URL(scriptUrl, doc.baseURI).href;
  const loads = scriptLoads.get(doc) ?? new Map<string, Promise<void>>();
  scriptLoads.set(doc, loads);
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.appId = appId;
    script.dataset.region = region;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`The support chat script ${src} did not load`)), {
      once: true,
    });
    doc.head.append(script);
  });
  loads.set(src, load);
  return load;
}

/**
 * The widget's container, created hidden at the end of <body> the first time it is asked for: a labelled
 * complementary landmark, so the widget is not content outside every landmark.
 */
export function supportChatContainer(doc: Document, label: string): HTMLElement {
  const existing = doc.getElementById(SUPPORT_CHAT_CONTAINER_ID);
  if (existing) return existing;
  const container = doc.createElement('aside');
  container.id = SUPPORT_CHAT_CONTAINER_ID;
  container.setAttribute('aria-label', label);
  container.hidden = true;
  doc.body.append(container);
  return container;
}

/** Writes the provider settings and the visitor onto the container; a missing value removes its attribute. */
export function setSupportChatAttributes(
  container: HTMLElement,
  { appId, region }: Pick<ScriptSupportChatConfig, 'appId' | 'region'>,
  visitor: SupportChatVisitor,
): void {
  const values: Record<string, string | null | undefined> = {
    'data-app-id': appId,
    'data-region': region,
    'data-name': visitor.name,
    'data-email': visitor.email,
    'data-hash': visitor.hash,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) container.setAttribute(name, value);
    else container.removeAttribute(name);
  }
}
