import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Bus } from '../bus/bus.js';
import type { Db } from '../store/database.js';

export interface HealthOptions {
  db: Db;
  /** The bus to the other processes (Redis with REDIS_URL); checked alongside the store. */
  bus: Bus;
  endpoint?: string;
}

/**
 * GET /health: 200 {status:'ok'} while the store and the bus answer; 503 {status:'unavailable', failing:[...]} naming
 * each dependency that does not, so a load balancer stops sending visitors to a process that would fail them.
 */
export function useHealth(app: FastifyInstance, { db, bus, endpoint = '/health' }: HealthOptions): void {
  const checks: [string, () => Promise<unknown>][] = [
    ['store', () => sql`select 1`.execute(db)],
    [bus.name, () => bus.check()],
  ];
  app.get(endpoint, async (request, reply) => {
    const results = await Promise.allSettled(checks.map(([, check]) => check()));
    const failing = checks.flatMap(([name], index) => {
      const result = results[index];
      if (result?.status !== 'rejected') return [];
      request.log.error({ err: result.reason, dependency: name }, 'Health check: a dependency does not answer');
      return [name];
    });
    if (failing.length === 0) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', failing });
  });
}
