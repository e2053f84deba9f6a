import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../errors.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `Authorization: Bearer <token>` carries the configured operator token (never without one configured). */
export function isOperatorRequest(authorization: string | undefined, operatorToken: string | undefined): boolean {
  if (!operatorToken || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  // Compared as digests so the comparison takes the same time whatever the length.
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(operatorToken));
}

export function requireOperator(operator: boolean): void {
  if (!operator) throw forbidden('This operation needs the operator token');
}
