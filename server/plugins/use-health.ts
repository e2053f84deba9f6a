import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Bus } from '../bus/bus.js';
import type { Db } from '../store/database.js';
import { ANSWERS_UNDER_PRESSURE, type LoadState } from './use-load-shedding.js';

export interface HealthOptions {
  db: Db;
  /** The bus to the other processes (Redis with REDIS_URL); checked alongside the store. */
  bus: Bus;
  /** Whether the server sheds new work now (use-load-shedding.ts): named `event-loop` among what fails. */
  load?: LoadState;
  endpoint?: string;
}

/**
 * GET /health: 200 {status:'ok'} while the store and the bus answer and the event loop keeps up; 503
 * {status:'unavailable', failing:[...]} naming each dependency that does not (`event-loop` while the server sheds new
 * work, with Retry-After), so a load balancer stops sending visitors to a process that would fail them.
 */
export function useHealth(app: FastifyInstance, { db, bus, load, endpoint = '/health' }: HealthOptions): void {
  const checks: [string, () => Promise<unknown>][] = [
    ['store', () => sql`select 1`.execute(db)],
    [bus.name, () => bus.check()],
  ];
  app.get(endpoint, { config: ANSWERS_UNDER_PRESSURE }, async (request, reply) => {
    const results = await Promise.allSettled(checks.map(([, check]) => check()));
    const failing = checks.flatMap(([name], index) => {
      const result = results[index];
      if (result?.status !== 'rejected') return [];
      request.log.error({ err: result.reason, dependency: name }, 'Health check: a dependency does not answer');
      return [name];
    });
    if (load?.shedding()) {
      failing.push('event-loop');
      reply.header('retry-after', load.retryAfterSeconds);
    }
    if (failing.length === 0) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', failing });
  });
}
