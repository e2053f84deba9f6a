// portal.md §2 "A preview query flag (preview=1) is stored in a cookie and bypasses access checks." The cookie alone
// grants nothing: only a logged-in admin or a customer listed in access.previewers previews (docs/accounts.md).
import type { SessionClaims } from '../../auth/tokens.js';
import type { ReadCache } from '../../read-cache.js';
import type { Db } from '../../store/database.js';
import { readSetting } from '../../store/settings.js';
import { findCustomerById, ADMIN_TICKET } from '../../auth/customers.js';
import { PREVIEWERS_KEY } from './account-store.js';

/** The cookie src/react/core/session/preview.ts sets, and the only value that counts. */
const PREVIEW_COOKIE = 'preview';
const PREVIEW_VALUE = '1';

/** True when the Cookie header carries preview=1 (any other value, such as preview=true, is not the flag). */
export function hasPreviewCookie(header: string | undefined): boolean {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === PREVIEW_COOKIE) {
      return part.slice(separator + 1).trim() === PREVIEW_VALUE;
    }
  }
  return false;
}

function readPreviewers(db: Db, cache: ReadCache): Promise<ReadonlySet<string>> {
  return cache.get('accounts.previewers', async () => {
    // Written only by importAccess from a validated event file: a JSON list of lower-case e-mails.
    const stored = await readSetting(db, PREVIEWERS_KEY);
    return new Set(stored ? (JSON.parse(stored) as string[]) : []);
  });
}

/**
 * Whether the request previews: the preview cookie AND a named customer who is an admin or a listed previewer.
 * Anonymous visitors never preview. Reads the store only for requests that carry the cookie.
 */
export async function isPreviewRequest(
  db: Db,
  cache: ReadCache,
  session: SessionClaims | null,
  cookie: string | undefined,
): Promise<boolean> {
  if (!session || session.anonymousCustomerId || !hasPreviewCookie(cookie)) return false;
  const id = Number(session.customerId);
  const customer = Number.isSafeInteger(id) ? await findCustomerById(db, id) : undefined;
  if (!customer) return false;
  if (customer.ticket === ADMIN_TICKET) return true;
  return customer.email !== null && (await readPreviewers(db, cache)).has(customer.email);
}
