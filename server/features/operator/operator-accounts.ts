// The console's operator accounts (issue #18, docs/operators.md "The console"): created from the event file or the
// CLI, logged in with e-mail and password, held by an opaque session token that the store keeps only as a digest.
import { createHash, randomBytes } from 'node:crypto';
import { isOperatorRole, type Operator, type OperatorRole } from '../../auth/operator-roles.js';
import type { Db } from '../../store/database.js';
import { toStoredTime } from '../../store/time.js';

export type { Operator };

export const TOKEN_OPERATOR: Operator = { id: null, email: 'OPERATOR_TOKEN', role: 'owner' };

/** A console session lasts a working day; the operator logs in again after it. */
export const OPERATOR_SESSION_HOURS = 12;

/** Operator session tokens: `fop_` and 43 base64url characters, so they are told from the operator token and JWTs. */
export const OPERATOR_SESSION_TOKEN = /^Bearer\s+(fop_[\w-]{43})$/i;

/** How the store (and the bus, when a session ends) knows a session token: its SHA-256, hex. */
export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');
const digest = sessionDigest;

export async function findOperatorByEmail(db: Db, email: string) {
  return db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function startOperatorSession(
  db: Db,
  operatorId: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = `fop_${randomBytes(32).toString('base64url')}`;
  const expiresAt = toStoredTime(new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000));
  await db.deleteFrom('operator_sessions').where('expires_at', '<', toStoredTime(now)).execute();
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: digest(token), operator_id: operatorId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Ends the session; returns its digest, which OPERATOR_SESSIONS_ENDED_TOPIC carries to every process. */
export async function endOperatorSession(db: Db, token: string): Promise<string> {
  const tokenHash = digest(token);
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
  return tokenHash;
}

/** Which of the session digests still stand (not ended, not expired); the console's sockets close the others. */
export async function liveSessionDigests(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  // Bounded lists per query: a process holds at most a few thousand sockets.
  for (let start = 0; start < tokenHashes.length; start += 500) {
    const rows = await db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('token_hash', 'in', tokenHashes.slice(start, start + 500))
      .where('expires_at', '>', toStoredTime(now))
      .execute();
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}

/** The operator a live session token belongs to, or null. */
export async function operatorOfSession(db: Db, token: string, now: Date): Promise<Operator | null> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email', 'operators.role'])
    .where('operator_sessions.token_hash', '=', digest(token))
    .where('operator_sessions.expires_at', '>', toStoredTime(now))
    .executeTakeFirst();
  if (!row || !isOperatorRole(row.role)) return null;
  return { id: row.id, email: row.email, role: row.role, sessionToken: token };
}

export interface OperatorDefinition {
  email: string;
  role: OperatorRole;
  passwordHash: string;
}

/**
 * Adds or updates an operator. A role or password change ends the operator's sessions, so a lowered role holds from
 * the next request.
 */
export async function saveOperator(db: Db, operator: OperatorDefinition, source: 'event-file' | 'cli', now: Date) {
  const existing = await findOperatorByEmail(db, operator.email);
  if (!existing) {
    await db
      .insertInto('operators')
      .values({
        email: operator.email,
        role: operator.role,
        password_hash: operator.passwordHash,
        source,
        created_at: toStoredTime(now),
      })
      .execute();
    return;
  }
  if (existing.role === operator.role && existing.password_hash === operator.passwordHash) return;
  await db
    .updateTable('operators')
    .set({ role: operator.role, password_hash: operator.passwordHash, source })
    .where('id', '=', existing.id)
    .execute();
  await db.deleteFrom('operator_sessions').where('operator_id', '=', existing.id).execute();
}

/** The event file's operators: listed ones are saved, the file's earlier ones it no longer lists removed. */
export async function importOperators(db: Db, operators: OperatorDefinition[], now: Date = new Date()) {
  const emails = operators.map((operator) => operator.email);
  let stale = db.deleteFrom('operators').where('source', '=', 'event-file');
  if (emails.length > 0) stale = stale.where('email', 'not in', emails);
  const removed = await stale.returning('id').execute();
  if (removed.length > 0) {
    await db
      .deleteFrom('operator_sessions')
      .where(
        'operator_id',
        'in',
        removed.map((row) => row.id),
      )
      .execute();
  }
  for (const operator of operators) await saveOperator(db, operator, 'event-file', now);
}
