// The event loop guarded as a resource (docs/security.md "Hostile input", docs/scaling.md): the server's one JavaScript
// thread is every visitor's, so past a set event-loop delay it sheds new work, every HTTP request and WebSocket upgrade,
// with 503 and Retry-After (@fastify/under-pressure) rather than queueing it behind what already waits. /health answers
// for itself and says so, and a load balancer sends visitors to another process meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

export interface LoadSheddingOptions {
  /** Mean event-loop delay over a second (ms) past which new work is shed; 0: never. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

/** The code of a shed request's answer (@fastify/under-pressure's error). */
export const SHED_ERROR_CODE = 'FST_UNDER_PRESSURE';

export interface LoadState {
  /** Whether new work is being shed now. */
  shedding(): boolean;
  /** The mean event-loop delay of the last second, in milliseconds. */
  eventLoopDelayMs(): number;
  retryAfterSeconds: number;
}

/** A route that answers while the server sheds (`config` of the route): /health must say it is shedding. */
export const ANSWERS_UNDER_PRESSURE = { pressureHandler: (): void => undefined };

export async function useLoadShedding(
  app: FastifyInstance,
  { maxEventLoopDelayMs, retryAfterSeconds }: LoadSheddingOptions,
): Promise<LoadState> {
  // A shed request gets 503 with Retry-After and the error SHED_ERROR_CODE (use-error-masking.ts lets it through).
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: retryAfterSeconds,
    message: `The server is busy; try again in ${retryAfterSeconds} s`,
  });
  return {
    shedding: () => maxEventLoopDelayMs > 0 && app.isUnderPressure(),
    eventLoopDelayMs: () => app.memoryUsage().eventLoopDelay,
    retryAfterSeconds,
  };
}

/** The histogram's timer: its samples include it, and are reported without it. */
const RESOLUTION_MS = 10;

/**
 * Benches and tests only (EVENT_LOOP_STATS=on): GET /test/event-loop answers the event-loop delay's percentiles since
 * the last call (perf_hooks.monitorEventLoopDelay), in milliseconds, and starts counting again (bench/hostile.mjs).
 */
export function useEventLoopStats(app: FastifyInstance): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const delay = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  app.get('/test/event-loop', { config: ANSWERS_UNDER_PRESSURE }, async () => {
    const stats = {
      count: histogram.count,
      p50Ms: delay(histogram.percentile(50)),
      p99Ms: delay(histogram.percentile(99)),
      maxMs: delay(histogram.max),
    };
    histogram.reset();
    return stats;
  });
  app.addHook('onClose', async () => histogram.disable());
}
