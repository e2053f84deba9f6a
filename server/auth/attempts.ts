// Attempt counting for the resolvers that guard a secret (logins, passwords, tokens): the limits are in
// attempt-limits.ts, the counters in limits/.
import type { GraphQLContext } from '../context.js';
import { tooManyRequests } from '../errors.js';
import { takeAll, type Attempt } from '../limits/rate-limiter.js';

export type { Attempt };

/**
 * Counts an attempt on the keys, narrowest first, and refuses with 429 at the first one over its limit (rate-limiter
 * takeAll). Counted before anything is checked, so a concurrent burst gets exactly the limit's attempts.
 */
export async function takeAttempts(ctx: GraphQLContext, ...checks: Attempt[]): Promise<void> {
  if (!(await takeAll(ctx.limiter, checks))) throw tooManyRequests();
}

/** Gives back the attempt takeAttempts counted once it succeeded: limits on guesses count only the wrong ones. */
export async function refundAttempts(ctx: GraphQLContext, ...checks: Attempt[]): Promise<void> {
  await Promise.all(checks.map(([key]) => ctx.limiter.refund(key)));
}
