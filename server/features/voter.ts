import type { SessionClaims } from '../auth/tokens.js';
import { unauthenticated } from '../errors.js';
import { ANONYMOUS_ALIAS } from '../auth/customers.js';

/**
 * Who votes: an anonymous customer by its anonymous id (it survives a new anonymous login on the same device),
 * anyone else by the customer id. Nobody without a valid session token.
 */
export function voterOf(session: SessionClaims | null): string {
  if (!session) throw unauthenticated();
  if (session.alias === ANONYMOUS_ALIAS && session.anonymousCustomerId) {
    return `anonymous:${session.anonymousCustomerId}`;
  }
  return `customer:${session.customerId}`;
}

/** The voter of a session, or null for a caller without one (who may still read a poll). */
export function optionalVoterOf(session: SessionClaims | null): string | null {
  return session ? voterOf(session) : null;
}
