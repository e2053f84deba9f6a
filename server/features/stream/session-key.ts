import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Tells two sessions of one customer apart (portal.md §8's 409 'stream already in use'): a hash of the verified
 * Bearer token, so no token is stored. Null without a valid session.
 */
export function sessionKeyOf(request: FastifyRequest): string | null {
  if (!request.session) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex').slice(0, 32) : null;
}
