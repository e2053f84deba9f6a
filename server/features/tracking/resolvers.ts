import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import { badUserInput } from '../../errors.js';
import { formatPath } from '../../validation.js';
import type { MutationResolvers } from '../../schema/resolvers.generated.js';
import { toStoredTime } from '../../store/time.js';
import { takeLiveAction } from '../live-limits.js';

const trackArgs = z.object({
  event: z.enum(['visit', 'click']),
  targetType: z.enum(['CTA', 'page']),
  target: z.string().min(1, { error: 'must not be empty' }).max(2048, { error: 'at most 2048 characters' }),
  anonymousCustomerId: z.string().max(64, { error: 'at most 64 characters' }).nullish(),
});

/** Records a visit or click; works without login (access-policy.ts: write-only, it reveals nothing). */
export const track: MutationResolvers['track'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'track');
  const { db, session, clock } = ctx;
  const parsed = trackArgs.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  const { event, targetType, target, anonymousCustomerId } = parsed.data;
  // Every event is a row: counted per visitor (the caller's address without one) before it is written.
  const visitor = session ? `customer:${session.customerId}` : `anonymous:${anonymousCustomerId ?? ctx.ip}`;
  await takeLiveAction(ctx, 'trackingEvents', visitor);
  const customerId = Number(session?.customerId);
  await db
    .insertInto('tracking_events')
    .values({
      event,
      target_type: targetType,
      target,
      customer_id: Number.isSafeInteger(customerId) ? customerId : null,
      anonymous_customer_id: anonymousCustomerId ?? session?.anonymousCustomerId ?? null,
      created_at: toStoredTime(clock()),
    })
    .execute();
  return true;
};
