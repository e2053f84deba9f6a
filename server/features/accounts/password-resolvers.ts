// Forgot, reset and account deletion (portal.md §2 profile, §4, §5).
import { badUserInput, unauthenticated } from '../../errors.js';
import type { MutationResolvers } from '../../schema/resolvers.generated.js';
import { findCustomerById, ANONYMOUS_ALIAS } from '../../auth/customers.js';
import { sendAccountMail, takeMailAttempts } from './account-actions.js';
import { takeAttempts, type Attempt } from '../../auth/attempts.js';
import { consumeAccountToken, revokeAccountTokens } from './account-tokens.js';
import { findCustomerByEmail } from './account-store.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { isValidEmail, normalizeEmail, passwordProblem } from './registration-rules.js';

/** Always true, so the answer never tells whether the address is registered (§4 "forgot-password always shows success"). */
export const resetCustomerPassword: MutationResolvers['resetCustomerPassword'] = async (_parent, args, ctx) => {
  const email = normalizeEmail(args.email);
  await takeMailAttempts(ctx, email);
  const customer = isValidEmail(email) ? await findCustomerByEmail(ctx.db, email) : undefined;
  if (customer?.activated_at) await sendAccountMail(ctx, 'reset', customer);
  return true;
};

export const setCustomerPassword: MutationResolvers['setCustomerPassword'] = async (
  _parent,
  { resetToken, password },
  ctx,
) => {
  const problem = passwordProblem(password);
  if (problem) throw badUserInput(problem);
  const key: Attempt = [`token:ip:${ctx.ip}`, LIMITS.tokenChecksPerIp];
  await takeAttempts(ctx, key);
  const customerId = await consumeAccountToken(ctx.db, ctx.clock, 'reset', resetToken);
  if (customerId === undefined) throw badUserInput('The reset link is invalid, used or expired');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
    // Other reset links and one-time login links mailed before must not open the account any more.
    await revokeAccountTokens(trx, ctx.clock, customerId, ['reset', 'login-link']);
  });
  // A new password logs out every device that knew the old one.
  await ctx.accounts.sessions.endAll(customerId);
  return true;
};

export const deleteCurrentCustomer: MutationResolvers['deleteCurrentCustomer'] = async (_parent, { password }, ctx) => {
  const id = Number(ctx.session?.customerId);
  const customer = Number.isSafeInteger(id) ? await findCustomerById(ctx.db, id) : undefined;
  if (!customer || customer.alias === ANONYMOUS_ALIAS) throw unauthenticated();
  const keys: Attempt[] = [
    [`delete:account-ip:${customer.id}|${ctx.ip}`, LIMITS.deleteFailuresPerAccountAndIp],
    [`delete:account:${customer.id}`, LIMITS.deleteFailuresPerAccount],
  ];
  await takeAttempts(ctx, ...keys);
  // §8 "Delete account: 'Wrong password' on the password field."
  if (!(await verifyPassword(customer.password_hash, password))) throw badUserInput('Wrong password');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_tokens').where('customer_id', '=', customer.id).execute();
    await trx.deleteFrom('customers').where('id', '=', customer.id).execute();
  });
  await ctx.accounts.sessions.endAll(customer.id);
  return true;
};
