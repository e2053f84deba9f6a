// The chat login token (getCometChatToken): an HS256 JWT with audience 'chat' and the customer id as subject.
// Its key is derived from JWT_SECRET with HKDF, so a chat token can never pass as a portal session token (whose
// verifier does not look at the audience), and one secret still rules both.
import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isChatSessionKind, type ChatSessionKind } from '../auth/tokens.js';
import type { Clock } from '../clock.js';

export const CHAT_TOKEN_AUDIENCE = 'chat';

export interface ChatTokenClaims {
  uid: string;
  /** The portal session the token was issued for (named customers); the socket checks it is still live. */
  sessionId?: string;
  /**
   * The kind of portal session it was issued for, or `host` for a host site's user (host-chat-tokens.ts); the
   * handshake asks the access policy whether the event admits it.
   */
  kind?: ChatSessionKind;
  /** The users list shows this user's friends only (a host's `userListing: friends`, host-chat-tokens.ts). */
  friendsOnly?: true;
  exp: number;
}

export interface ChatTokenService {
  /** ttlSeconds: this token's lifetime instead of the service's. */
  issue(claims: {
    uid: string;
    sessionId?: string;
    kind?: ChatSessionKind;
    friendsOnly?: true;
    ttlSeconds?: number;
  }): Promise<string>;
  /** The claims of a valid chat token; null for a forged, expired or non-chat one. */
  verify(token: string): Promise<ChatTokenClaims | null>;
}

export function createChatTokenService({
  secret,
  ttlSeconds,
  clock,
}: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): ChatTokenService {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'foyer chat token', 32));
  return {
    async issue({ uid, sessionId, kind, friendsOnly, ttlSeconds: lifetime = ttlSeconds }) {
      const now = Math.floor(clock().getTime() / 1000);
      const claims = {
        ...(sessionId ? { sid: sessionId } : {}),
        ...(kind ? { kind } : {}),
        ...(friendsOnly ? { fo: true } : {}),
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(CHAT_TOKEN_AUDIENCE)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: CHAT_TOKEN_AUDIENCE,
          currentDate: clock(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        return {
          uid: payload.sub,
          ...(typeof payload['sid'] === 'string' ? { sessionId: payload['sid'] } : {}),
          ...(isChatSessionKind(payload['kind']) ? { kind: payload['kind'] } : {}),
          ...(payload['fo'] === true ? { friendsOnly: true as const } : {}),
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
