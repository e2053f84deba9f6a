import type { FastifyInstance } from 'fastify';
import type { SessionClaims, TokenService } from '../auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified Bearer token's claims; null without a valid token. */
    session: SessionClaims | null;
    /** A session token (a JWT) came with the request and was refused: forged, expired, ended or idle. */
    sessionRefused: boolean;
  }
}

export interface AuthOptions {
  tokens: TokenService;
  /** Requests under these path prefixes are verified; others never look at the header. */
  paths?: string[];
  /**
   * Whether a validly signed token's session still counts (not logged out, not replaced). Runs after the token
   * service, whose cache knows only signatures, so an ended session is refused even for a cached token.
   */
  isSessionLive?: (claims: SessionClaims) => boolean | Promise<boolean>;
}

/** A session token is a JWT: three dot-separated parts. The operator token never is (config.ts). */
export const SESSION_TOKEN = /^Bearer\s+[\w-]+\.[\w-]+\.[\w-]+$/i;

/**
 * Reads `Authorization: Bearer <token>`. A bad or expired token means no session, never an error here; the access
 * policy answers UNAUTHENTICATED to a refused session token, so the client drops it and logs in again.
 */
export function useAuth(
  app: FastifyInstance,
  { tokens, paths = ['/graphql'], isSessionLive = () => true }: AuthOptions,
): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionRefused', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !paths.some((path) => request.url.startsWith(path))) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    request.session = claims && (await isSessionLive(claims)) ? claims : null;
    request.sessionRefused = request.session === null && SESSION_TOKEN.test(header);
  });
}
