// Self-registration, invites and activation (portal.md §4-§5).
import { badUserInput, conflict, forbidden, notActivated } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';
import { sendAccountMail, startLogin, takeMailAttempts } from './account-actions.js';
import { takeAttempts, type Attempt } from '../../auth/attempts.js';
import { consumeAccountToken } from './account-tokens.js';
import { findCustomerByEmail, isUniqueViolation } from './account-store.js';
import { readAccessSettings } from '../../auth/access-settings.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { hashPassword } from '../../auth/passwords.js';
import { sessionKindOf } from '../../auth/access-policy.js';
import { ANONYMOUS_ALIAS } from '../../auth/customers.js';
import { checkCustomAttributes, checkRegistration, isValidEmail, normalizeEmail } from './registration-rules.js';

type InviteState = 'valid' | 'invalid' | 'used';

async function inviteState(db: Db, code: string): Promise<InviteState> {
  const invite = await db.selectFrom('invites').selectAll().where('code', '=', code.trim()).executeTakeFirst();
  if (!invite) return 'invalid';
  return invite.uses >= invite.max_uses ? 'used' : 'valid';
}

export const checkInvite: QueryResolvers['checkInvite'] = async (_parent, { inviteCode }, ctx) => {
  const key: Attempt = [`token:ip:${ctx.ip}`, LIMITS.tokenChecksPerIp];
  await takeAttempts(ctx, key);
  if (inviteCode.length > 255) return 'invalid';
  return inviteState(ctx.db, inviteCode);
};

export const registerCustomer: MutationResolvers['registerCustomer'] = async (_parent, { customer: input }, ctx) => {
  const { loginType, registration } = await readAccessSettings(ctx.db, ctx.cache);
  if (loginType !== 'eventRegistration' || registration.mode !== 'account') {
    throw forbidden('Registration is not enabled for this event');
  }
  const key: Attempt = [`register:ip:${ctx.ip}`, LIMITS.registrationsPerIp];
  await takeAttempts(ctx, key);

  const { problems, customAttributes } = checkRegistration(input, registration);
  if (problems.length > 0) throw badUserInput(problems.join('; '));

  const email = normalizeEmail(input.email);
  const existing = await findCustomerByEmail(ctx.db, email);
  // §8: registering again before activating is answered with 412 and the resend link.
  if (existing && !existing.activated_at) throw notActivated();
  if (existing) throw conflict('This e-mail address is already registered');

  const passwordHash = await hashPassword(input.password);
  const now = toStoredTime(ctx.clock());
  let created;
  try {
    created = await ctx.db.transaction().execute(async (trx) => {
      if (registration.invitations) {
        const code = input.inviteCode?.trim() ?? '';
        const taken = await trx
          .updateTable('invites')
          .set((eb) => ({ uses: eb('uses', '+', 1) }))
          .where('code', '=', code)
          .whereRef('uses', '<', 'max_uses')
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) {
          throw badUserInput(
            (await inviteState(trx, code)) === 'used' ? 'inviteCode: already used' : 'inviteCode: invalid',
          );
        }
      }
      return trx
        .insertInto('customers')
        .values({
          email,
          password_hash: passwordHash,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          ticket: null,
          alias: null,
          ticket_category_code: null,
          custom_attributes: JSON.stringify(customAttributes),
          anonymous_customer_id: null,
          created_at: now,
          activated_at: registration.activation ? null : now,
          source: 'registration',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This e-mail address is already registered');
    throw error;
  }

  if (registration.activation) {
    await sendAccountMail(ctx, 'activation', created);
    return { success: true, token: null, customerId: String(created.id) };
  }
  const session = await startLogin(ctx, created, 'registration');
  return { success: true, token: session.token, customerId: session.customerId };
};

export const register: MutationResolvers['register'] = async (_parent, { input }, ctx) => {
  const { loginType, registration } = await readAccessSettings(ctx.db, ctx.cache);
  if (loginType !== 'eventRegistration' || registration.mode !== 'anonymous') {
    throw forbidden('Registration is not enabled for this event');
  }
  const key: Attempt = [`register:ip:${ctx.ip}`, LIMITS.registrationsPerIp];
  await takeAttempts(ctx, key);
  const problems: string[] = [];
  const firstName = input.firstName.trim();
  const email = normalizeEmail(input.email);
  if (firstName === '' || firstName.length > 500) problems.push('firstName: required');
  if (!isValidEmail(email)) problems.push('email: expected a valid e-mail address');
  const attributes = checkCustomAttributes(registration.fields, input.customAttributes);
  problems.push(...attributes.problems);
  if (problems.length > 0) throw badUserInput(problems.join('; '));
  // The form logs the visitor in anonymously first and registers with that token: the registration belongs to that
  // anonymous customer (the same anonymous id), who takes its first name and attributes, so the portal greets and
  // prefills with them. A request without an anonymous session keeps the id it sent (clients of before).
  const session = ctx.session && sessionKindOf(ctx.session) === 'anonymous' ? ctx.session : null;
  const customerId = Number(session?.customerId);
  await ctx.db.transaction().execute(async (db) => {
    await db
      .insertInto('registrations')
      .values({
        first_name: firstName,
        email,
        custom_attributes: JSON.stringify(attributes.values),
        anonymous_customer_id: session?.anonymousCustomerId ?? input.anonymousCustomerId?.slice(0, 64) ?? null,
        created_at: toStoredTime(ctx.clock()),
      })
      .execute();
    if (session && Number.isSafeInteger(customerId)) {
      await db
        .updateTable('customers')
        .set({ firstname: firstName, custom_attributes: JSON.stringify(attributes.values) })
        .where('id', '=', customerId)
        .where('alias', '=', ANONYMOUS_ALIAS)
        .execute();
    }
  });
  return true;
};

export const activateCustomer: MutationResolvers['activateCustomer'] = async (_parent, { activationToken }, ctx) => {
  const key: Attempt = [`token:ip:${ctx.ip}`, LIMITS.tokenChecksPerIp];
  await takeAttempts(ctx, key);
  const customerId = await consumeAccountToken(ctx.db, ctx.clock, 'activation', activationToken);
  if (customerId === undefined) throw badUserInput('The activation link is invalid, used or expired');
  await ctx.db
    .updateTable('customers')
    .set({ activated_at: toStoredTime(ctx.clock()) })
    .where('id', '=', customerId)
    .where('activated_at', 'is', null)
    .execute();
  return true;
};

export const resendCustomerActivation: MutationResolvers['resendCustomerActivation'] = async (_parent, args, ctx) => {
  const email = normalizeEmail(args.email);
  await takeMailAttempts(ctx, email);
  const customer = isValidEmail(email) ? await findCustomerByEmail(ctx.db, email) : undefined;
  if (customer && !customer.activated_at) await sendAccountMail(ctx, 'activation', customer);
  return true;
};
