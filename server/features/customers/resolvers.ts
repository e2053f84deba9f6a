import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/access-policy.js';
import { unauthenticated } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { toStoredTime } from '../../store/time.js';
import { takeAttempts } from '../../auth/attempts.js';
import { supportChatHash } from '../support-chat/index.js';
import { ANONYMOUS_ALIAS, findCustomerById, insertCustomer } from '../../auth/customers.js';
import { recordLogin } from '../../auth/login-events.js';

const HOUR = 60 * 60_000;

/** §8 403 where the event admits no anonymous sessions (access-policy.ts). */
export const customerAnonymousLogin: QueryResolvers['customerAnonymousLogin'] = async (_parent, _args, ctx) => {
  await authorize(ctx, 'loginAnonymously');
  const { db, tokens, clock, config } = ctx;
  // Each creates a customer who may vote: one address makes at most ANONYMOUS_LOGINS_PER_IP an hour.
  await takeAttempts(ctx, [`anonymous-login:ip:${ctx.ip}`, { max: config.anonymousLoginsPerIp, windowMs: HOUR }]);
  const anonymousCustomerId = randomUUID();
  const customer = await insertCustomer(db, {
    alias: ANONYMOUS_ALIAS,
    anonymous_customer_id: anonymousCustomerId,
    custom_attributes: '{}',
    created_at: toStoredTime(clock()),
  });
  const customerId = String(customer.id);
  // A session like a named login's, so the idle timeout and revocation hold for anonymous tokens too.
  const sessionId = await ctx.accounts.sessions.start(customer.id);
  await recordLogin(db, 'anonymous', clock());
  const token = await tokens.issue({
    customerId,
    alias: ANONYMOUS_ALIAS,
    anonymousCustomerId,
    sessionId,
    kind: 'anonymous',
  });
  return { customerId, token, alias: ANONYMOUS_ALIAS };
};

export const getCurrentCustomer: QueryResolvers['getCurrentCustomer'] = async (
  _parent,
  _args,
  { db, session, config },
) => {
  const id = Number(session?.customerId);
  const customer = Number.isSafeInteger(id) ? await findCustomerById(db, id) : undefined;
  if (!customer) throw unauthenticated();
  return {
    email: customer.email,
    ticket: customer.ticket,
    firstname: customer.firstname,
    lastname: customer.lastname,
    // Written by the server as JSON text.
    customAttributes: JSON.parse(customer.custom_attributes) as unknown,
    ticketCategoryCode: customer.ticket_category_code,
    alias: customer.alias,
    tawkToHash: supportChatHash(config.supportChatSecret, customer.email),
  };
};
