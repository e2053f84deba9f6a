// Rate limits on live actions (votes, words, emoji clicks, form submissions), per visitor and per IP address,
// counted in the app's counter store: in Redis with REDIS_URL, so every process counts together.
import type { GraphQLContext } from '../context.js';
import { tooManyRequests } from '../errors.js';
import { takeAll } from '../limits/rate-limiter.js';
import { LIVE_RATE_LIMITS } from './live-constants.js';

export type LiveAction = keyof typeof LIVE_RATE_LIMITS;

/** Counts the action for the visitor and the caller's address; 429 when either is over its limit. */
export async function takeLiveAction(context: GraphQLContext, action: LiveAction, visitor: string): Promise<void> {
  const perVisitor = LIVE_RATE_LIMITS[action];
  const perIp = { max: perVisitor.max * context.config.liveLimitVisitorsPerIp, windowMs: perVisitor.windowMs };
  const within = await takeAll(context.limiter, [
    [`${action}:visitor:${visitor}`, perVisitor],
    [`${action}:ip:${context.ip}`, perIp],
  ]);
  if (!within) throw tooManyRequests('Too many at once, please wait a minute and try again');
}
