// The login calls of portal.md §7 and the session calls around them.
import { badUserInput, forbidden, notActivated, unauthenticated } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { readSetting } from '../../store/settings.js';
import { toStoredTime } from '../../store/time.js';
import { findCustomerById, insertCustomer } from '../../auth/customers.js';
import { startLogin } from './account-actions.js';
import { refundAttempts, takeAttempts, type Attempt } from '../../auth/attempts.js';
import { consumeAccountToken } from './account-tokens.js';
import { findCustomerByEmail } from './account-store.js';
import { EVENT_PASSWORD_HASH_KEY, readAccessSettings } from '../../auth/access-settings.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { verifyPassword } from '../../auth/passwords.js';
import { normalizeEmail } from './registration-rules.js';

/** §8: BAD_USER_INPUT shows 'Ungültige Zugangsdaten'; the same answer whether or not the e-mail exists. */
const invalidCredentials = () => badUserInput('Invalid credentials');

export const customerLogin: QueryResolvers['customerLogin'] = async (_parent, args, ctx) => {
  const { loginType } = await readAccessSettings(ctx.db, ctx.cache);
  if (loginType !== 'emailLogin' && loginType !== 'eventRegistration') {
    throw forbidden('E-mail login is not enabled for this event');
  }
  const email = normalizeEmail(args.email);
  // No address is longer (RFC 5321); the cut keeps a huge argument from becoming a huge counter key.
  const account = email.slice(0, 320);
  const accountAndIp: Attempt = [`login:account-ip:${account}|${ctx.ip}`, LIMITS.loginFailuresPerAccountAndIp];
  const wider: Attempt[] = [
    [`login:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp],
    [`login:account:${account}`, LIMITS.loginFailuresPerAccount],
  ];
  await takeAttempts(ctx, accountAndIp, ...wider);
  const customer = email.length <= 320 ? await findCustomerByEmail(ctx.db, email) : undefined;
  // Verified even without a customer (against a decoy hash), so the answer takes as long for an unknown address.
  const valid = await verifyPassword(customer?.password_hash, args.password);
  if (!customer || !valid) throw invalidCredentials();
  // A right password clears this address's failures; the ceiling keeps the guesses from other addresses.
  await ctx.limiter.reset(accountAndIp[0]);
  await refundAttempts(ctx, ...wider);
  // Only someone who knows the password learns that the account waits for activation.
  if (!customer.activated_at) throw notActivated();
  return startLogin(ctx, customer, 'email');
};

export const customerPasswordLogin: QueryResolvers['customerPasswordLogin'] = async (_parent, { password }, ctx) => {
  const { loginType } = await readAccessSettings(ctx.db, ctx.cache);
  const eventPasswordHash = await readSetting(ctx.db, EVENT_PASSWORD_HASH_KEY);
  if (loginType !== 'passwordLogin' || !eventPasswordHash) {
    throw forbidden('The event password is not enabled for this event');
  }
  const keys: Attempt[] = [
    [`event-password:ip:${ctx.ip}`, LIMITS.sharedPasswordFailuresPerIp],
    [`login:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp],
    ['event-password:all', LIMITS.sharedPasswordFailures],
  ];
  await takeAttempts(ctx, ...keys);
  if (!(await verifyPassword(eventPasswordHash, password))) throw invalidCredentials();
  await refundAttempts(ctx, ...keys);
  const now = toStoredTime(ctx.clock());
  const customer = await insertCustomer(ctx.db, {
    alias: null,
    anonymous_customer_id: null,
    custom_attributes: '{}',
    created_at: now,
    activated_at: now,
    source: 'event-password',
  });
  const session = await startLogin(ctx, customer, 'eventPassword');
  return { customerId: session.customerId, token: session.token, alias: session.alias };
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The parent project's portal (same server, same secret) keeps its token in the cookie named by
 * portal.parentProject.cookieName; a live session there logs the same customer in here.
 */
export const customerParentEventLogin: QueryResolvers['customerParentEventLogin'] = async (_parent, _args, ctx) => {
  const { parentProject } = await readAccessSettings(ctx.db, ctx.cache);
  if (!parentProject) throw forbidden('There is no parent project for this event');
  const parentToken = cookieValue(ctx.cookie, parentProject.cookieName);
  const claims = parentToken ? await ctx.tokens.verify(parentToken) : null;
  if (!claims?.sessionId || !(await ctx.accounts.isSessionLive(claims))) throw unauthenticated();
  const customer = await findCustomerById(ctx.db, Number(claims.customerId));
  if (!customer) throw unauthenticated();
  return startLogin(ctx, customer, 'parentEvent', parentProject.id);
};

export const customerLoginLinkLogin: MutationResolvers['customerLoginLinkLogin'] = async (_parent, args, ctx) => {
  const ipKey: Attempt = [`login:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp];
  await takeAttempts(ctx, ipKey);
  const customer = await findCustomerByEmail(ctx.db, normalizeEmail(args.email));
  const customerId = await consumeAccountToken(ctx.db, ctx.clock, 'login-link', args.token);
  if (!customer || customerId !== customer.id) throw invalidCredentials();
  await refundAttempts(ctx, ipKey);
  // The operator vouched for the address by issuing the link.
  if (!customer.activated_at) {
    await ctx.db
      .updateTable('customers')
      .set({ activated_at: toStoredTime(ctx.clock()) })
      .where('id', '=', customer.id)
      .execute();
  }
  return startLogin(ctx, customer, 'loginLink');
};

export const getCustomerLoginStatus: QueryResolvers['getCustomerLoginStatus'] = (_parent, _args, { session }) => ({
  loggedIn: session !== null,
});

export const customerLogout: MutationResolvers['customerLogout'] = async (_parent, _args, { session, accounts }) => {
  if (session?.sessionId) await accounts.sessions.end(session.sessionId);
  return true;
};
