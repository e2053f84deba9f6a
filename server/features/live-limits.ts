// Rate limits on live actions (votes, words, emoji clicks, form submissions, tracking, stream presence), per
// visitor and per IP address, counted in the app's counter store: in Redis with REDIS_URL, so every process counts
// together. One address may also act for at most LIVE_LIMIT_VISITORS_PER_IP distinct visitors at a time, so
// anonymous identities made up by one caller cannot multiply its votes or its presence.
import type { GraphQLContext } from '../context.js';
import { tooManyRequests } from '../errors.js';
import type { Limit } from '../limits/rate-limiter.js';
import { LIVE_RATE_LIMITS, LIVE_VISITORS_WINDOW_MS } from './live-constants.js';

export type LiveAction = keyof typeof LIVE_RATE_LIMITS;

const refused = () => tooManyRequests('Too many at once, please wait a minute and try again');

/**
 * Lets visitor in to the distinct visitors the caller's address acts for within windowMs (key names what they act
 * on); 429 when LIVE_LIMIT_VISITORS_PER_IP others are in already.
 */
export async function admitVisitor(
  context: GraphQLContext,
  key: string,
  visitor: string,
  windowMs: number,
): Promise<void> {
  const limit: Limit = { max: context.config.liveLimitVisitorsPerIp, windowMs };
  if (!(await context.limiter.admit(`${key}:ip:${context.ip}`, visitor, limit))) throw refused();
}

/**
 * Counts the action for the visitor, lets the visitor in to the address's visitors, then counts it for the address;
 * 429 at the first refusal, and the later ones are not counted then (rate-limiter takeAll).
 */
export async function takeLiveAction(context: GraphQLContext, action: LiveAction, visitor: string): Promise<void> {
  const { limiter, ip, config } = context;
  const perVisitor = LIVE_RATE_LIMITS[action];
  if (!(await limiter.take(`${action}:visitor:${visitor}`, perVisitor))) throw refused();
  await admitVisitor(context, 'live-visitors', visitor, LIVE_VISITORS_WINDOW_MS);
  const perIp = { max: perVisitor.max * config.liveLimitVisitorsPerIp, windowMs: perVisitor.windowMs };
  if (!(await limiter.take(`${action}:ip:${ip}`, perIp))) throw refused();
}
