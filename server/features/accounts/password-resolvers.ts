// Forgot, reset and account deletion (portal.md §2 profile, §4, §5).
import { badUserInput, unauthenticated } from '../../errors.js';
import type { MutationResolvers } from '../../schema/resolvers.generated.js';
import { findCustomerById } from '../customers/customer-store.js';
import { ANONYMOUS_ALIAS } from '../customers/resolvers.js';
import { checkAttempts, countAttempt, takeAttempts, type Attempt, sendAccountMail } from './account-actions.js';
import { consumeAccountToken } from './account-tokens.js';
import { findCustomerByEmail } from './account-store.js';
import { LIMITS } from './limits.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isValidEmail, normalizeEmail, passwordProblem } from './registration-rules.js';

/** Always true, so the answer never tells whether the address is registered (§4 "forgot-password always shows success"). */
export const resetCustomerPassword: MutationResolvers['resetCustomerPassword'] = async (_parent, args, ctx) => {
  const email = normalizeEmail(args.email);
  const keys: Attempt[] = [
    [`mail:ip:${ctx.ip}`, LIMITS.mailsPerIp],
    [`mail:account:${email}`, LIMITS.mailsPerAccount],
  ];
  await takeAttempts(ctx, ...keys);
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
  await ctx.db
    .updateTable('customers')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', customerId)
    .execute();
  // A new password logs out every device that knew the old one.
  await ctx.accounts.sessions.endAll(customerId);
  return true;
};

export const deleteCurrentCustomer: MutationResolvers['deleteCurrentCustomer'] = async (_parent, { password }, ctx) => {
  const id = Number(ctx.session?.customerId);
  const customer = Number.isSafeInteger(id) ? await findCustomerById(ctx.db, id) : undefined;
  if (!customer || customer.alias === ANONYMOUS_ALIAS) throw unauthenticated();
  const key: Attempt = [`delete:account:${customer.id}`, LIMITS.deleteFailuresPerAccount];
  await checkAttempts(ctx, key);
  if (!(await verifyPassword(customer.password_hash, password))) {
    await countAttempt(ctx, key);
    // §8 "Delete account: 'Wrong password' on the password field."
    throw badUserInput('Wrong password');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_tokens').where('customer_id', '=', customer.id).execute();
    await trx.deleteFrom('customers').where('id', '=', customer.id).execute();
  });
  await ctx.accounts.sessions.endAll(customer.id);
  return true;
};
