// Session tokens: HS256 JWTs with an expiry. The portal reads `anonymousCustomerId` and `exp` from the payload.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';
import { ConfigError } from '../config.js';
import type { Db } from '../store/database.js';
import { deleteSetting, readSetting } from '../store/settings.js';

/** How the session was started: an anonymous login, the event password, or a customer account (access-policy.ts). */
export type SessionKind = 'anonymous' | 'event-password' | 'account';

const SESSION_KINDS: readonly unknown[] = ['anonymous', 'event-password', 'account'] satisfies SessionKind[];

export function isSessionKind(value: unknown): value is SessionKind {
  return SESSION_KINDS.includes(value);
}

/**
 * Whom a chat token stands for: a portal session of one of those kinds, or `host`, a host site's own user whose
 * server asked POST /chat/tokens with the server key (chat/host-chat-tokens.ts). Only chat tokens carry `host`.
 */
export type ChatSessionKind = SessionKind | 'host';

export function isChatSessionKind(value: unknown): value is ChatSessionKind {
  return value === 'host' || isSessionKind(value);
}

export interface SessionClaims {
  customerId: string;
  alias: string | null;
  anonymousCustomerId?: string;
  /** The revocable session of a named customer (features/accounts/sessions.ts); anonymous tokens have none. */
  sessionId?: string;
  /** Absent in tokens issued before kinds existed; access-policy.ts then infers it. */
  kind?: SessionKind;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenService {
  issue(claims: Omit<SessionClaims, 'exp'>): Promise<string>;
  /** The claims of a valid token; null for a forged, malformed or expired one. */
  verify(token: string): Promise<SessionClaims | null>;
}

export interface TokenServiceOptions {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
  /** How many verified tokens to remember; polling visitors send the same token every few seconds. */
  cacheSize?: number;
}

export function createTokenService({
  secret,
  ttlSeconds,
  clock,
  // As many as the session registry remembers (sessions.ts): an event's visitors, each polling with one token. Evicted
  // oldest first, so a cache smaller than the visitors polling in turn would miss on every request; about 0.6 KiB a
  // token (the JWT text and its claims), 30 MiB when full.
  cacheSize = 50_000,
}: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(secret);
  // Only tokens whose signature checked out are kept, so a hit needs just the expiry check.
  const verified = new Map<string, SessionClaims>();

  async function verifySignature(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        customerId: payload.sub,
        alias: typeof payload['alias'] === 'string' ? payload['alias'] : null,
        ...(typeof payload['anonymousCustomerId'] === 'string'
          ? { anonymousCustomerId: payload['anonymousCustomerId'] }
          : {}),
        ...(typeof payload['sid'] === 'string' ? { sessionId: payload['sid'] } : {}),
        ...(isSessionKind(payload['kind']) ? { kind: payload['kind'] } : {}),
        exp: payload.exp,
      };
    } catch {
      return null;
    }
  }

  return {
    async issue({ customerId, alias, anonymousCustomerId, sessionId, kind }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({
        alias,
        ...(anonymousCustomerId ? { anonymousCustomerId } : {}),
        ...(sessionId ? { sid: sessionId } : {}),
        ...(kind ? { kind } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > clock().getTime() / 1000) return known;
        verified.delete(token);
        return null;
      }
      const claims = await verifySignature(token);
      if (claims) {
        if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
      }
      return claims;
    },
  };
}

/** Where stores before issue #11 kept a generated secret in plain text; moved out and deleted at start. */
const LEGACY_JWT_SECRET_KEY = 'auth.jwtSecret';
/** The generated secret's file in DATA_DIR, readable by the server's user only (docs/decisions/0010). */
export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

export interface JwtSecretSettings {
  jwtSecret: string | undefined;
  dataDir: string;
}

/**
 * JWT_SECRET when it is set; otherwise the secret in DATA_DIR/jwt-secret (mode 0600), generated on first start. The
 * store never holds it: a copy left there by an older version is moved to the file (SQLite) or deleted.
 */
export async function resolveJwtSecret(db: Db, { jwtSecret, dataDir }: JwtSecretSettings): Promise<string> {
  const legacy = await readSetting(db, LEGACY_JWT_SECRET_KEY);
  const secret = jwtSecret ?? (await secretFromFile(join(dataDir, JWT_SECRET_FILE), legacy));
  if (legacy !== undefined) await deleteSetting(db, LEGACY_JWT_SECRET_KEY);
  return secret;
}

async function secretFromFile(file: string, legacy: string | undefined): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so a secret written earlier (or by a racing start) is never replaced.
    await writeFile(file, legacy ?? randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      {
        setting: 'JWT_SECRET',
        problem: `the generated secret in ${file} is shorter than ${MIN_SECRET_LENGTH} characters; delete the file to generate a new one (every visitor logs in again), or set JWT_SECRET`,
      },
    ]);
  }
  return secret;
}
