// The audit log of operator actions (who, what, when; issue #18), readable by owners (getOperatorAudit).
import { z } from 'zod';
import type { GraphQLContext } from '../../context.js';
import { toStoredTime } from '../../store/time.js';
import type { Operator } from './operator-accounts.js';

export const AUDIT_REASON_MAX = 500;

/** A moderation reason: optional, trimmed, at most 500 characters. */
export const auditReason = z
  .string()
  .trim()
  .max(AUDIT_REASON_MAX, { error: `at most ${AUDIT_REASON_MAX} characters` })
  .nullish()
  .transform((reason) => (reason ? reason : null));

/** Writes one action of an operator; call it after the action succeeded. */
export async function audit(
  { db, clock }: Pick<GraphQLContext, 'db' | 'clock'>,
  operator: Operator,
  action: string,
  target: string,
  reason: string | null = null,
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({ actor: operator.email, action, target: target.slice(0, 255), reason, at: toStoredTime(clock()) })
    .execute();
}
