// The operator console's own operations (server/schema/console.graphql): operator login and logout, who is asking,
// every poll's results, the live results subscription, the audit log and the attendee export.
import { z } from 'zod';
import { MAX_OFFSET, MAX_PAGE_LIMIT } from '../../../shared/chat/chat-limits.js';
import { authorizeOperator, isOperatorRole } from '../../auth/access-policy.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { refundAttempts, takeAttempts, type Attempt } from '../../auth/attempts.js';
import { verifyPassword } from '../../auth/passwords.js';
import { OPERATOR_SESSIONS_ENDED_TOPIC } from '../../bus/bus.js';
import { badUserInput } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { allCards } from '../cards/index.js';
import { readPoll } from '../polls/index.js';
import { audit } from './audit.js';
import { toCsv } from './csv.js';
import { endOperatorSession, findOperatorByEmail, startOperatorSession } from './operator-accounts.js';

const EMAIL_MAX = 320;
/** Polls the console lists: more than any event file holds. */
export const POLLS_MAX = 500;
/** Customers in one attendee export. */
const ATTENDEES_MAX = 100_000;

/** The same answer whatever is wrong, as the customers' login (portal.md §8). */
const invalidCredentials = () => badUserInput('Invalid credentials');

export const operatorLogin: MutationResolvers['operatorLogin'] = async (_parent, args, ctx) => {
  const email = args.email.trim().toLowerCase().slice(0, EMAIL_MAX);
  // The customers' login limits (attempt-limits.ts), on counters of their own.
  const accountAndIp: Attempt = [`operator-login:account-ip:${email}|${ctx.ip}`, LIMITS.loginFailuresPerAccountAndIp];
  const wider: Attempt[] = [
    [`login:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp],
    [`operator-login:account:${email}`, LIMITS.loginFailuresPerAccount],
  ];
  await takeAttempts(ctx, accountAndIp, ...wider);
  const row = await findOperatorByEmail(ctx.db, email);
  // Checked against a decoy without an account, so the answer takes as long for an unknown address.
  const valid = await verifyPassword(row?.password_hash, args.password);
  if (!row || !valid || !isOperatorRole(row.role)) throw invalidCredentials();
  await ctx.limiter.reset(accountAndIp[0]);
  await refundAttempts(ctx, ...wider);
  const operator = { id: row.id, email: row.email, role: row.role };
  const session = await startOperatorSession(ctx.db, row.id, ctx.clock());
  await audit(ctx, operator, 'operatorLogin', operator.email);
  return { ...session, operator };
};

export const operatorLogout: MutationResolvers['operatorLogout'] = async (_parent, _args, ctx) => {
  const operator = await ctx.operatorAccount();
  if (!operator?.sessionToken) return false;
  const tokenHash = await endOperatorSession(ctx.db, operator.sessionToken);
  // Its open console sockets close too, on every process.
  await ctx.bus.publish(OPERATOR_SESSIONS_ENDED_TOPIC, { tokenHashes: [tokenHash] });
  await audit(ctx, operator, 'operatorLogout', operator.email);
  return true;
};

export const getOperator: QueryResolvers['getOperator'] = async (_parent, _args, ctx) => {
  const { email, role } = await authorizeOperator(ctx, 'readShow');
  return { email, role };
};

export const getOperatorPolls: QueryResolvers['getOperatorPolls'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  const rows = await ctx.db.selectFrom('polls').selectAll().orderBy('id').limit(POLLS_MAX).execute();
  return Promise.all(rows.map((row) => readPoll(ctx.db, row, { voter: null, revealVotes: true })));
};

export const getOperatorCards: QueryResolvers['getOperatorCards'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  return allCards(ctx.db);
};

const pageArgs = z.object({
  limit: z.int().min(1).max(MAX_PAGE_LIMIT).nullish(),
  offset: z.int().min(0).max(MAX_OFFSET).nullish(),
});

export const getOperatorAudit: QueryResolvers['getOperatorAudit'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'readAudit');
  const { limit, offset } = parseArgs(pageArgs, args);
  return ctx.db
    .selectFrom('operator_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit ?? 30)
    .offset(offset ?? 0)
    .execute();
};

function attributesOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const cell = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export const exportAttendees: QueryResolvers['exportAttendees'] = async (_parent, _args, ctx) => {
  const operator = await authorizeOperator(ctx, 'exportAttendees');
  const customers = await ctx.db
    .selectFrom('customers')
    .select([
      'id',
      'email',
      'firstname',
      'lastname',
      'ticket',
      'ticket_category_code',
      'custom_attributes',
      'created_at',
    ])
    .where('email', 'is not', null)
    .where('activated_at', 'is not', null)
    .orderBy('id')
    .limit(ATTENDEES_MAX)
    .execute();
  const attributes = customers.map((customer) => attributesOf(customer.custom_attributes));
  const keys = [...new Set(attributes.flatMap((entry) => Object.keys(entry)))].sort();
  const header = ['customerId', 'email', 'firstname', 'lastname', 'ticket', 'ticketCategory', 'registeredAt', ...keys];
  const rows = customers.map((customer, index) => [
    customer.id,
    customer.email,
    customer.firstname,
    customer.lastname,
    customer.ticket,
    customer.ticket_category_code,
    customer.created_at,
    ...keys.map((key) => cell(attributes[index]?.[key])),
  ]);
  await audit(ctx, operator, 'exportAttendees', `${customers.length} customers`);
  return toCsv(header, rows);
};
