import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import type { GraphQLContext } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Stream } from '../../schema/resolvers.generated.js';
import { formatPath } from '../../validation.js';
import { admitVisitor } from '../live-limits.js';
import {
  countVisitors,
  deleteStalePresence,
  otherSessionWatching,
  recordLeave,
  recordPing,
  recordViewerSample,
  type Visitor,
} from './presence-store.js';
import { findStream, listStreams, type StoredStream } from './stream-store.js';
import { presenceChanged } from './presence-events.js';
import { signZoomMeeting } from './zoom-signature.js';

const streamCode = z
  .string()
  .max(255, { error: 'at most 255 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'expected letters, digits, - and _' });

const presenceArgs = z.object({
  code: streamCode,
  anonymousCustomerId: z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(64, { error: 'at most 64 characters' })
    .nullish(),
});

const getStreamArgs = z.object({
  projectId: z.int().positive({ error: 'expected a positive project id' }).nullish(),
  code: streamCode.nullish(),
  noSession: z.boolean().nullish(),
});

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

const streams = ({ cache, db }: GraphQLContext) => cache.get('streams', () => listStreams(db));

async function streamOrNotFound(context: GraphQLContext, code: string): Promise<StoredStream> {
  const stream = findStream(await streams(context), { code });
  if (!stream) throw notFound(`No stream "${code}"`);
  return stream;
}

const windowMs = ({ config }: GraphQLContext) => config.streamPresenceWindowSeconds * 1000;

/** The visitor a presence call is about: the session's customer, else the anonymous id. 400 with neither. */
function visitorOf({ session, sessionKey }: GraphQLContext, anonymousCustomerId: string | null | undefined): Visitor {
  if (session) return { key: `c:${session.customerId}`, sessionKey };
  if (anonymousCustomerId) return { key: `a:${anonymousCustomerId}`, sessionKey: null };
  throw badUserInput('anonymousCustomerId: required without a session');
}

async function rejectSecondSession(context: GraphQLContext, stream: StoredStream, visitor: Visitor): Promise<void> {
  if (!stream.singleSessionPerCustomer) return;
  if (await otherSessionWatching(context.db, stream.code, visitor, context.clock(), windowMs(context))) {
    throw conflict(`Stream "${stream.code}" is already in use by another session of this customer`);
  }
}

/**
 * A zoom stream's join params for a visitor the access policy admitted: with ZOOM_SDK_KEY and ZOOM_SDK_SECRET set, a
 * signature signed now for its meeting and the SDK key as apiKey; without them, the event file's values as they are.
 */
async function paramsFor({ config, clock }: GraphQLContext, stream: StoredStream): Promise<Stream['params']> {
  const join = stream.params['joinParams'] as { meetingNumber?: string } | undefined;
  if (stream.platform !== 'zoom' || !config.zoomSdk || !join?.meetingNumber) return stream.params;
  const signature = await signZoomMeeting(config.zoomSdk, join.meetingNumber, clock());
  return { ...stream.params, joinParams: { ...join, signature, apiKey: config.zoomSdk.key } };
}

async function toGraphQL(context: GraphQLContext, stream: StoredStream): Promise<Stream> {
  return {
    code: stream.code,
    guid: stream.code,
    platform: stream.platform,
    type: stream.type,
    params: await paramsFor(context, stream),
    actions: stream.actions as unknown as Stream['actions'],
    content: stream.content,
    navTitle: stream.navTitle,
    showVisitorCount: stream.showVisitorCount,
    failureText: stream.failureText,
    chat: stream.chat,
  };
}

/** portal.md §7 getStream (for sessions the event admits, access-policy.ts): 404 for an unknown stream, 409 for a second session on a one-session stream. */
export const getStream: QueryResolvers['getStream'] = async (_parent, args, context) => {
  await authorize(context, 'watchStream');
  const { projectId, code, noSession } = parse(getStreamArgs, args);
  const stream = findStream(await streams(context), { code, projectId });
  if (!stream) throw notFound(code == null ? 'This project has no stream' : `No stream "${code}"`);
  if (!noSession && context.session) {
    await rejectSecondSession(context, stream, visitorOf(context, null));
  }
  return toGraphQL(context, stream);
};

/** Distinct visitors who pinged within the presence window (STREAM_PRESENCE_WINDOW_SECONDS, default 130 s). */
export const getStreamVisitorCount: QueryResolvers['getStreamVisitorCount'] = async (_parent, args, context) => {
  await authorize(context, 'watchStream');
  const { code } = parse(presenceArgs, { code: args.streamCode });
  const stream = await streamOrNotFound(context, code);
  return { count: await countVisitors(context.db, stream.code, context.clock(), windowMs(context)) };
};

/** Stale rows are cleared at most this often per stream and process; they stop counting at once anyway. */
const STALE_CLEANUP_INTERVAL_MS = 30_000;
const lastCleanup = new Map<string, number>();
/** The viewer count is sampled for the Audience tab at most this often per stream and process. */
const VIEWER_SAMPLE_INTERVAL_MS = 15_000;
const lastSample = new Map<string, number>();

export const pingStream: MutationResolvers['pingStream'] = async (_parent, args, context) => {
  await authorize(context, 'watchStream');
  const { code, anonymousCustomerId } = parse(presenceArgs, args);
  const visitor = visitorOf(context, anonymousCustomerId);
  const stream = await streamOrNotFound(context, code);
  // One address counts for at most LIVE_LIMIT_VISITORS_PER_IP viewers of a stream: ids made up by one caller do not.
  await admitVisitor(context, `presence:${stream.code}`, visitor.key, windowMs(context));
  await rejectSecondSession(context, stream, visitor);
  const now = context.clock();
  await recordPing(context.db, stream.code, visitor, now);
  const cleaned = lastCleanup.get(stream.code);
  if (cleaned === undefined || Math.abs(now.getTime() - cleaned) > STALE_CLEANUP_INTERVAL_MS) {
    lastCleanup.set(stream.code, now.getTime());
    await deleteStalePresence(context.db, stream.code, now, windowMs(context));
  }
  // The consoles count the stream's viewers again (features/operator/show/stream-status.ts).
  await presenceChanged(context.bus, stream.code);
  const sampled = lastSample.get(stream.code);
  if (sampled === undefined || Math.abs(now.getTime() - sampled) > VIEWER_SAMPLE_INTERVAL_MS) {
    lastSample.set(stream.code, now.getTime());
    await recordViewerSample(context.db, stream.code, now, windowMs(context));
  }
  return true;
};

export const leaveStream: MutationResolvers['leaveStream'] = async (_parent, args, context) => {
  await authorize(context, 'watchStream');
  const { code, anonymousCustomerId } = parse(presenceArgs, args);
  const visitor = visitorOf(context, anonymousCustomerId);
  const stream = await streamOrNotFound(context, code);
  await recordLeave(context.db, stream.code, visitor);
  // The consoles count the stream's viewers again (features/operator/show/stream-status.ts).
  await presenceChanged(context.bus, stream.code);
  return true;
};
