// Steps several account resolvers share: starting a login, limiting mails, sending the account mails.
import type { GraphQLContext } from '../../context.js';
import { mailLanguageOf, renderMail, type MailKind } from '../../mail/mail-texts.js';
import type { Customer } from '../../store/database.js';
import { supportChatHash } from '../support-chat/index.js';
import { issueAccountToken } from './account-tokens.js';
import { readEventIdentity } from './account-store.js';
import { readAccessSettings } from '../../auth/access-settings.js';
import { ACTIVATION_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from './limits.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { takeAttempts } from '../../auth/attempts.js';
import { ADMIN_TICKET } from '../../auth/customers.js';
import { recordLogin, type LoginEventType } from '../../auth/login-events.js';

/**
 * Counts a reset or resend mail for the address: per address and caller first, so one caller's refused requests do
 * not use up the address's ceiling and block its owner's own reset.
 */
export async function takeMailAttempts(ctx: GraphQLContext, email: string): Promise<void> {
  // No address is longer (RFC 5321); the cut keeps a huge argument from becoming a huge counter key.
  const account = email.slice(0, 320);
  await takeAttempts(
    ctx,
    [`mail:account-ip:${account}|${ctx.ip}`, LIMITS.mailsPerAccountAndIp],
    [`mail:ip:${ctx.ip}`, LIMITS.mailsPerIp],
    [`mail:account:${account}`, LIMITS.mailsPerAccount],
  );
}

/** A new session and token for the customer. In single-session mode it ends the customer's other sessions. */
/** Starts a session for the customer and counts the login by its type (auth/login-events.ts). */
export async function startLogin(
  ctx: GraphQLContext,
  customer: Customer,
  loginType: LoginEventType,
  projectId?: number,
) {
  const { sessionMode } = await readAccessSettings(ctx.db, ctx.cache);
  if (sessionMode === 'oneSessionOnly' && customer.ticket !== ADMIN_TICKET) {
    await ctx.accounts.sessions.endAll(customer.id);
  }
  const sessionId = await ctx.accounts.sessions.start(customer.id);
  await recordLogin(ctx.db, loginType, ctx.clock());
  const customerId = String(customer.id);
  const kind = customer.source === 'event-password' ? 'event-password' : 'account';
  const token = await ctx.tokens.issue({ customerId, alias: customer.alias, sessionId, kind });
  return {
    customerId,
    token,
    alias: customer.alias,
    firstname: customer.firstname,
    lastname: customer.lastname,
    ticket: customer.ticket,
    ticketCategoryCode: customer.ticket_category_code,
    tawkToHash: supportChatHash(ctx.config.supportChatSecret, customer.email),
    projectId: projectId ?? null,
    companyCode: null,
  };
}

const MAIL_ROUTES: Record<MailKind, { path: string; ttlSeconds: number; purpose: 'activation' | 'reset' }> = {
  activation: { path: 'activateAccount', ttlSeconds: ACTIVATION_TOKEN_TTL_SECONDS, purpose: 'activation' },
  reset: { path: 'resetPassword', ttlSeconds: RESET_TOKEN_TTL_SECONDS, purpose: 'reset' },
};

/**
 * Issues the token and sends its mail in the background: the answer must not wait for SMTP, and must take as long
 * for an unknown address as for a known one. Failures are logged; the visitor can ask again.
 */
export async function sendAccountMail(ctx: GraphQLContext, kind: MailKind, customer: Customer): Promise<void> {
  if (!customer.email) return;
  const route = MAIL_ROUTES[kind];
  const token = await issueAccountToken(ctx.db, ctx.clock, {
    purpose: route.purpose,
    customerId: customer.id,
    ttlSeconds: route.ttlSeconds,
  });
  const event = await readEventIdentity(ctx.db, ctx.cache);
  const language = mailLanguageOf(ctx.language, event.language);
  const link = `${ctx.config.publicUrl}/${route.path}/${token}`;
  const mail = renderMail(language, kind, { event: event.name, link, hours: route.ttlSeconds / 3600 });
  const sending = ctx.accounts.mailer
    .send({ to: customer.email, ...mail })
    .catch((error: unknown) => ctx.accounts.log.error({ err: error, kind }, 'Sending an account mail failed'));
  ctx.accounts.pendingMail.add(sending);
  void sending.finally(() => ctx.accounts.pendingMail.delete(sending));
}
