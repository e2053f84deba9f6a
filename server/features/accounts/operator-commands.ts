// What the operator CLI does for accounts: one-time login links and invites.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';
import { issueAccountToken } from './account-tokens.js';
import { findCustomerByEmail } from './account-store.js';
import { LOGIN_LINK_TTL_SECONDS } from './limits.js';
import { normalizeEmail } from './registration-rules.js';

/** A single-use link that logs the customer in once within LOGIN_LINK_TTL_SECONDS; the portal's /login/{email}. */
export async function createLoginLink(db: Db, clock: Clock, publicUrl: string, email: string): Promise<string> {
  const customer = await findCustomerByEmail(db, normalizeEmail(email));
  if (!customer?.email) throw new Error(`No customer with the e-mail address ${email}`);
  const token = await issueAccountToken(db, clock, {
    purpose: 'login-link',
    customerId: customer.id,
    ttlSeconds: LOGIN_LINK_TTL_SECONDS,
  });
  return `${publicUrl}/login/${encodeURIComponent(customer.email)}?token=${token}`;
}

/** A new invite code (random unless given) that registers `uses` customers. */
export async function createInvite(
  db: Db,
  clock: Clock,
  { code = randomBytes(6).toString('base64url'), uses = 1 }: { code?: string; uses?: number } = {},
): Promise<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(code))
    throw new Error(`The invite code ${code} may hold only letters, digits, - and _`);
  if (!Number.isSafeInteger(uses) || uses < 1) throw new Error('--uses expects a positive integer');
  await db
    .insertInto('invites')
    .values({ code, max_uses: uses, uses: 0, source: 'cli', created_at: toStoredTime(clock()) })
    .execute();
  return code;
}
