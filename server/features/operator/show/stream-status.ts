// The streams in the console (docs/operators.md "Running the show"): what each plays, whether its project's schedule
// makes it live, and its viewers now, live. The stream feature publishes STREAM_PRESENCE_TOPIC on the bus when a
// visitor pings or leaves (at most once a second per stream and process); each process counts a changed stream's
// viewers at most every THROTTLE_MS and hands the count to its own subscribers.
import type { FastifyInstance } from 'fastify';
import { authorizeOperator } from '../../../auth/access-policy.js';
import { STREAM_PRESENCE_TOPIC, type Bus } from '../../../bus/bus.js';
import type { Clock } from '../../../clock.js';
import type { GraphQLContext } from '../../../context.js';
import { notFound } from '../../../errors.js';
import type {
  OperatorStream,
  QueryResolvers,
  StreamVisitorCountChange,
  SubscriptionResolvers,
} from '../../../schema/resolvers.generated.js';
import type { Db, Project } from '../../../store/database.js';
import { parseArgs } from '../../../validation.js';
import { listProjects } from '../../stream-access/index.js';
import { countVisitors, listStreams, type StoredStream } from '../../stream/index.js';
import type { SubscriptionContext } from '../console-sockets.js';
import { bridgeChanges } from '../live-results.js';
import type { LiveTopics } from '../live-topics.js';
import { z } from 'zod';

export const streamTopic = (code: string) => `console.stream:${code}`;

/** What the player plays, without secrets (passcodes, keys and signatures stay out). */
function sourceOf(stream: StoredStream): string | null {
  const params = stream.params as {
    link?: string;
    externUrl?: string;
    videoId?: string;
    dataId?: string;
    joinParams?: { meetingNumber?: string };
  };
  const meeting = params.joinParams?.meetingNumber;
  return (
    params.link ??
    params.externUrl ??
    params.videoId ??
    params.dataId ??
    (meeting === undefined ? null : `meeting ${meeting}`)
  );
}

/** A stream's project: its own, else the event's first (as the portal's default project). */
function projectOf(stream: StoredStream, projects: Project[]): Project | undefined {
  return projects.find((project) => project.id === stream.projectId) ?? projects[0];
}

function stateOf(project: Project | undefined, now: number): OperatorStream['state'] {
  if (!project) return 'live';
  if (now < Date.parse(project.starts_at)) return 'upcoming';
  if (now >= Date.parse(project.ends_at)) return 'ended';
  return 'live';
}

const windowMs = (ctx: Pick<GraphQLContext, 'config'>) => ctx.config.streamPresenceWindowSeconds * 1000;

export const getOperatorStreams: QueryResolvers['getOperatorStreams'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  const [streams, projects] = await Promise.all([listStreams(ctx.db), listProjects(ctx.db)]);
  const now = ctx.clock();
  return Promise.all(
    streams.map(async (stream) => {
      const project = projectOf(stream, projects);
      return {
        code: stream.code,
        platform: stream.platform,
        type: stream.type,
        source: sourceOf(stream),
        state: stateOf(project, now.getTime()),
        startsAt: project?.starts_at ?? null,
        endsAt: project?.ends_at ?? null,
        visitorCount: await countVisitors(ctx.db, stream.code, now, windowMs(ctx)),
      };
    }),
  );
};

export interface StreamPresenceOptions {
  db: Db;
  bus: Bus;
  clock: Clock;
  presenceWindowMs: number;
  topics: LiveTopics;
}

/** Bridges the bus to this process's console subscribers; ends with the app. */
export function useStreamPresence(
  app: FastifyInstance,
  { db, bus, clock, presenceWindowMs, topics }: StreamPresenceOptions,
) {
  bridgeChanges(app, { bus, topic: STREAM_PRESENCE_TOPIC, what: 'Live stream viewers' }, async (code) => {
    const change: StreamVisitorCountChange = {
      code,
      visitorCount: await countVisitors(db, code, clock(), presenceWindowMs),
    };
    topics.publish(streamTopic(code), { streamVisitorCountChanged: change });
  });
}

const streamArgs = z.object({ code: z.string().min(1).max(255) });

export const streamVisitorCountChanged: SubscriptionResolvers['streamVisitorCountChanged'] = {
  subscribe: async (_root, args, context) => {
    const ctx = context as SubscriptionContext;
    await authorizeOperator(ctx, 'readShow');
    const { code } = parseArgs(streamArgs, args);
    if (!(await listStreams(ctx.db)).some((stream) => stream.code === code)) throw notFound(`No stream "${code}"`);
    return ctx.topics.subscribe(streamTopic(code));
  },
  resolve: (payload: { streamVisitorCountChanged: StreamVisitorCountChange }) => payload.streamVisitorCountChanged,
};
