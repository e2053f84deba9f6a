import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';

/** A clock that follows the system clock plus an offset that POST /test/clock sets. */
export function createMovableClock(base: Clock): Clock & { moveTo(date: Date): void } {
  let offsetMs = 0;
  const clock = () => new Date(base().getTime() + offsetMs);
  clock.moveTo = (date: Date) => {
    offsetMs = date.getTime() - base().getTime();
  };
  return clock;
}

/**
 * Tests only (TEST_CLOCK=on): `POST /test/clock { "now": "2099-12-31T23:59:59Z" }` moves the server's clock, so
 * browser tests can see the event open, not yet open and over. Time keeps running from the new instant.
 */
export function useTestClock(app: FastifyInstance, clock: ReturnType<typeof createMovableClock>): void {
  app.post<{ Body: { now?: unknown } }>('/test/clock', async (request, reply) => {
    const now = typeof request.body?.now === 'string' ? new Date(request.body.now) : null;
    if (now === null || Number.isNaN(now.getTime())) {
      return reply.code(400).send({ error: 'expected { "now": "<ISO date-time>" }' });
    }
    clock.moveTo(now);
    return { now: clock().toISOString() };
  });
}
