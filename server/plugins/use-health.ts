import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../store/database.js';

export interface HealthOptions {
  db: Db;
  endpoint?: string;
}

/** GET /health: 200 {status:'ok'} once the store answers, 503 otherwise. Load balancers and start-server poll it. */
export function useHealth(app: FastifyInstance, { db, endpoint = '/health' }: HealthOptions): void {
  app.get(endpoint, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the store does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
