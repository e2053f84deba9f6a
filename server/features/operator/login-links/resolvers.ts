// The console's one-time login links (server/schema/console.graphql): an operator asks for one from the login form,
// an owner sends one to an operator, and the link's token logs in once.
import { authorizeOperator, isOperatorRole } from '../../../auth/access-policy.js';
import { LIMITS } from '../../../auth/attempt-limits.js';
import { refundAttempts, takeAttempts, type Attempt } from '../../../auth/attempts.js';
import type { GraphQLContext } from '../../../context.js';
import { badUserInput, notFound } from '../../../errors.js';
import type { MutationResolvers } from '../../../schema/resolvers.generated.js';
import { audit } from '../audit.js';
import { startOperatorSession } from '../operator-accounts.js';
import { consumeLoginLink, mailLoginLink } from './login-links.js';

const EMAIL_MAX = 320;

const emailOf = (value: string) => value.trim().toLowerCase().slice(0, EMAIL_MAX);

/** Mails the link in the background: the answer must not wait for SMTP, nor tell by its time whom it mailed. */
async function sendInBackground(ctx: GraphQLContext, email: string): Promise<boolean> {
  const mailed = await mailLoginLink(
    {
      db: ctx.db,
      clock: ctx.clock,
      mailer: ctx.accounts.mailer,
      publicUrl: ctx.config.publicUrl,
      language: ctx.language,
    },
    email,
  );
  if (!mailed) return false;
  const sending = mailed.sent.catch((error: unknown) =>
    ctx.accounts.log.error({ err: error }, 'Sending an operator login link failed'),
  );
  ctx.accounts.pendingMail.add(sending);
  void sending.finally(() => ctx.accounts.pendingMail.delete(sending));
  return true;
}

/** From the login form: true whether or not the address is an operator's; counted under the mail limits first. */
export const requestOperatorLoginLink: MutationResolvers['requestOperatorLoginLink'] = async (_parent, args, ctx) => {
  const email = emailOf(args.email);
  await takeAttempts(
    ctx,
    [`operator-mail:account-ip:${email}|${ctx.ip}`, LIMITS.mailsPerAccountAndIp],
    [`mail:ip:${ctx.ip}`, LIMITS.mailsPerIp],
    [`operator-mail:account:${email}`, LIMITS.mailsPerAccount],
  );
  await sendInBackground(ctx, email);
  return true;
};

/** Owners: mails the operator a link; 404 for an address that is no operator's. */
export const sendOperatorLoginLink: MutationResolvers['sendOperatorLoginLink'] = async (_parent, args, ctx) => {
  const owner = await authorizeOperator(ctx, 'manageOperators');
  const email = emailOf(args.email);
  if (!(await sendInBackground(ctx, email))) throw notFound('No operator has this e-mail address');
  await audit(ctx, owner, 'sendOperatorLoginLink', email);
  return true;
};

/** Logs in with a link's token, once; counted under the login limits before the token is looked up. */
export const operatorLinkLogin: MutationResolvers['operatorLinkLogin'] = async (_parent, args, ctx) => {
  const ipKey: Attempt = [`login:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp];
  await takeAttempts(ctx, ipKey);
  const operatorId = await consumeLoginLink(ctx.db, ctx.clock, args.token);
  const row =
    operatorId === undefined
      ? undefined
      : await ctx.db.selectFrom('operators').selectAll().where('id', '=', operatorId).executeTakeFirst();
  if (!row || !isOperatorRole(row.role)) throw badUserInput('The login link is invalid, used or expired');
  await refundAttempts(ctx, ipKey);
  const operator = { id: row.id, email: row.email, role: row.role };
  const session = await startOperatorSession(ctx.db, row.id, ctx.clock());
  await audit(ctx, operator, 'operatorLinkLogin', operator.email);
  return { ...session, operator };
};
