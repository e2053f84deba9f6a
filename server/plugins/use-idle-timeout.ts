import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * IDLE_TIMEOUT_SECONDS closes a connection with nothing sent or received for that long: a client that stopped sending
 * its request, a kept-alive one with nothing more to ask, a client that does not read its answer. Node's socket timer
 * also runs while the server works on a request it has received whole, which is no idleness of the client's: under
 * load a vote stored after 32 s lost its answer, and the client's second attempt was refused as already voted
 * (bench/votes.mjs, issue #31). So the timer rests from the moment the request is in until its answer starts, and runs
 * again while the answer is written and after it (Node's keep-alive timeout).
 */
export function useIdleTimeout(app: FastifyInstance, idleMs: number): void {
  // A request injected in-process (app.inject) has no network socket, and no timer.
  const setIdle = ({ raw: { socket } }: FastifyRequest, ms: number) => {
    if (socket instanceof Socket) socket.setTimeout(ms);
  };
  app.addHook('preHandler', async (request) => {
    setIdle(request, 0);
  });
  app.addHook('onSend', async (request) => {
    setIdle(request, idleMs);
  });
}
