// One-time login links for console operators (issue #18, docs/operators.md "Logging in"): 256 random bits, kept only
// as their SHA-256 (migration 0022), valid for LOGIN_LINK_MINUTES, used up by the one update that marks them used.
// The link opens /console with the token in the address's fragment, which no server log or Referer header carries.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock.js';
import type { Mailer } from '../../../mail/mailer.js';
import { mailLanguageOf, renderMail } from '../../../mail/mail-texts.js';
import type { Db } from '../../../store/database.js';
import { readSetting } from '../../../store/settings.js';
import { toStoredTime } from '../../../store/time.js';
import { findOperatorByEmail } from '../operator-accounts.js';

export const LOGIN_LINK_MINUTES = 15;

/** The longest token consumeLoginLink looks up: a real one has 43 characters. */
const TOKEN_MAX = 100;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The console's address that logs in with the token. */
export const loginLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/console#login=${encodeURIComponent(token)}`;

/** A new link's token for the operator; expired and used links of the operator are dropped on the way. */
export async function issueLoginLink(db: Db, clock: Clock, operatorId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  await db
    .deleteFrom('operator_login_links')
    .where('operator_id', '=', operatorId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', toStoredTime(now))]))
    .execute();
  await db
    .insertInto('operator_login_links')
    .values({
      token_hash: digest(token),
      operator_id: operatorId,
      expires_at: toStoredTime(new Date(now.getTime() + LOGIN_LINK_MINUTES * 60_000)),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses the link up and returns its operator's id, or undefined when it is unknown, used or expired. One update with
 * those conditions decides: of two concurrent uses, only one changes the row.
 */
export async function consumeLoginLink(db: Db, clock: Clock, token: string): Promise<number | undefined> {
  if (token.length === 0 || token.length > TOKEN_MAX) return undefined;
  const now = toStoredTime(clock());
  const row = await db
    .updateTable('operator_login_links')
    .set({ used_at: now })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

export interface LoginLinkMail {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** The language the asker's console speaks (X-Foyer-Language), before the event's. */
  language?: string | undefined;
}

/**
 * Issues a link for the operator with this e-mail and mails it to them; false (and nothing sent) without such an
 * operator. Returns the link as well, for the CLI to print.
 */
export async function mailLoginLink(
  { db, clock, mailer, publicUrl, language }: LoginLinkMail,
  email: string,
): Promise<{ sent: Promise<void>; link: string } | null> {
  const operator = await findOperatorByEmail(db, email);
  if (!operator) return null;
  const link = loginLinkUrl(publicUrl, await issueLoginLink(db, clock, operator.id));
  const event = (await readSetting(db, 'event.name')) ?? 'Foyer';
  const mailLanguage = mailLanguageOf(language, await readSetting(db, 'event.language'));
  const mail = renderMail(mailLanguage, 'operatorLink', { event, link, hours: 0, minutes: LOGIN_LINK_MINUTES });
  return { sent: mailer.send({ to: operator.email, ...mail }), link };
}
