// Single-use, expiring tokens for activation, password reset and one-time login links. The token is 256 random bits;
// only its SHA-256 is stored, so a copy of the database opens no account.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { AccountTokensTable, Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';

export type TokenPurpose = AccountTokensTable['purpose'];

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueAccountToken(
  db: Db,
  clock: Clock,
  { purpose, customerId, ttlSeconds }: { purpose: TokenPurpose; customerId: number; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      hash: tokenHash(token),
      purpose,
      customer_id: customerId,
      expires_at: toStoredTime(new Date(clock().getTime() + ttlSeconds * 1000)),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its customer, or undefined when it is unknown, meant for something else, used
 * or expired. The update's condition makes two concurrent uses impossible: only one changes the row.
 */
export async function consumeAccountToken(
  db: Db,
  clock: Clock,
  purpose: TokenPurpose,
  token: string,
): Promise<number | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const now = toStoredTime(clock());
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
}

/** Uses up every outstanding token of the customer for these purposes (a changed password voids its reset links). */
export async function revokeAccountTokens(
  db: Db,
  clock: Clock,
  customerId: number,
  purposes: TokenPurpose[],
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: toStoredTime(clock()) })
    .where('customer_id', '=', customerId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
