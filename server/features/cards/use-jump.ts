// §2 /jump/zoomExchangeMeeting: the link-rotation card opens it in a new tab; the server sends each visitor on to
// the next of the card's targets. ?card=<code> picks a card; without it the first visible link-rotation card.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../store/database.js';
import { nextRotationTarget } from './card-store.js';

export const JUMP_PATH = '/jump/zoomExchangeMeeting';

export function useJump(app: FastifyInstance, { db }: { db: Db }): void {
  app.get<{ Querystring: { card?: string } }>(JUMP_PATH, async (request, reply) => {
    const card = typeof request.query.card === 'string' ? request.query.card.slice(0, 255) : undefined;
    const target = await nextRotationTarget(db, card);
    reply.header('cache-control', 'no-store');
    if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('No link rotation is set up.');
    return reply.redirect(target, 302);
  });
}
