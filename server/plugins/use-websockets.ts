// The server's one WebSocket stack: @fastify/websocket registered once, on the root, so /chat and the console's
// /graphql socket upgrade through one `ws` server. Two registrations each listened for every upgrade, and the second
// failed on a socket the first had taken (ERR_HTTP_SOCKET_ASSIGNED on every upgrade). `ws` refuses a frame larger
// than the largest path's limit before buffering it (close 1009); each path checks its own, smaller limit on the
// frame it got, before parsing it.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';

/** WebSocket close code 1009 (RFC 6455): a message too big to process. */
export const CLOSE_TOO_BIG = 1009;
/** WebSocket close code 1008 (RFC 6455): a policy violation (no login in time, too many frames). */
export const CLOSE_POLICY = 1008;

export interface WebSocketsOptions {
  /** The largest frame any path takes; `ws` refuses larger ones while reading their header. */
  maxPayload: number;
}

/**
 * A route constraint `{ upgrade: 'websocket' }`: a WebSocket route on the path of an HTTP route (the console's socket
 * at /graphql, where Mercurius answers POST and GET). Requests without the header take the unconstrained route.
 */
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteStore = ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>;

const upgradeStrategy: ConstraintStrategy = {
  name: 'upgrade',
  storage() {
    const handlers = new Map<unknown, RouteStore>();
    return { get: (value) => handlers.get(value) ?? null, set: (value, store) => void handlers.set(value, store) };
  },
  deriveConstraint: (request) => String(request.headers.upgrade ?? '').toLowerCase(),
  mustMatchWhenDerived: false,
};

export const WEBSOCKET_UPGRADE = { upgrade: 'websocket' } as const;

export async function useWebSockets(app: FastifyInstance, { maxPayload }: WebSocketsOptions): Promise<void> {
  app.addConstraintStrategy(upgradeStrategy);
  await app.register(websocket, {
    options: { maxPayload },
    // A socket that errs (a frame over maxPayload, a broken connection) is closed; `ws` has sent its close code.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'WebSocket error');
      socket.terminate();
    },
  });
}

/** The size of a received frame, as `ws` hands it over. */
export function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data.byteLength;
}
