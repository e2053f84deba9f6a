import { SESSION_TOKEN } from '../../plugins/use-auth.js';
import { carriesBearerKey } from '../../auth/bearer-key.js';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden, tooManyRequests } from '../../errors.js';
import type { RateLimiter } from '../../limits/rate-limiter.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/database.js';
import { OPERATOR_SESSION_TOKEN, operatorOfSession, TOKEN_OPERATOR, type Operator } from './operator-accounts.js';

/** Whether `Authorization: Bearer <token>` carries the configured operator token (never without one configured). */
export function isOperatorRequest(authorization: string | undefined, operatorToken: string | undefined): boolean {
  return carriesBearerKey(authorization, operatorToken);
}

/** Asks once per request, when the first operator-only field does, whether the request carries the operator token. */
export type OperatorCheck = () => Promise<boolean>;

export interface OperatorCheckOptions {
  authorization: string | undefined;
  operatorToken: string | undefined;
  limiter: RateLimiter;
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * The operator check of one request. A token offered for an operator-only field counts against the caller's address
 * before it is compared; the right one is given back and always passes, a wrong one is logged with the address and,
 * past the limit, answered 429. The count does not lock the real operators out of a shared address (everyone behind
 * one NAT, or a proxy without TRUST_PROXY: ten bogus tokens did for 15 minutes, issue #25): the token is at least 32
 * characters (config.ts), so guessing it is hopeless however many guesses are compared, and the count is there to
 * slow and show a flood, not to stand between a guesser and a token they could find.
 */
export function operatorCheck({ authorization, operatorToken, limiter, ip, log }: OperatorCheckOptions): OperatorCheck {
  let answer: Promise<boolean> | undefined;
  async function check(): Promise<boolean> {
    // A visitor's session token (a JWT, even an expired one) is no operator attempt: it must not use up the limit.
    // Nor is an operator account's session token (operatorIdentity counts those).
    if (
      !operatorToken ||
      !authorization ||
      SESSION_TOKEN.test(authorization) ||
      OPERATOR_SESSION_TOKEN.test(authorization)
    ) {
      return false;
    }
    const key = `operator:ip:${ip}`;
    const withinLimit = await limiter.take(key, LIMITS.operatorFailuresPerIp);
    if (isOperatorRequest(authorization, operatorToken)) {
      await limiter.refund(key);
      return true;
    }
    if (!withinLimit) {
      log.warn({ ip }, 'Operator token refused: too many wrong tokens from this address');
      throw tooManyRequests();
    }
    log.warn({ ip }, 'Wrong operator token');
    return false;
  }
  return () => (answer ??= check());
}

/** Who the operator of a request is: an account's session, the operator token (as an owner), or nobody. */
export type OperatorIdentity = () => Promise<Operator | null>;

export interface OperatorIdentityOptions {
  authorization: string | undefined;
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  ip: string;
  log: FastifyBaseLogger;
  /** The operator token's check of the same request. */
  operator: OperatorCheck;
}

/**
 * The operator identity of one request, asked once. An operator session token counts against the caller's address
 * like a wrong operator token (the same limit), and is given back when it is live: a live one always passes (it is a
 * random token of the server's making), an unknown one past the limit is answered 429.
 */
export function operatorIdentity({
  authorization,
  db,
  clock,
  limiter,
  ip,
  log,
  operator,
}: OperatorIdentityOptions): OperatorIdentity {
  let answer: Promise<Operator | null> | undefined;
  async function identify(): Promise<Operator | null> {
    const sessionToken = authorization ? OPERATOR_SESSION_TOKEN.exec(authorization)?.[1] : undefined;
    if (sessionToken === undefined) return (await operator()) ? TOKEN_OPERATOR : null;
    const key = `operator:ip:${ip}`;
    const withinLimit = await limiter.take(key, LIMITS.operatorFailuresPerIp);
    const found = await operatorOfSession(db, sessionToken, clock());
    if (found) {
      await limiter.refund(key);
      return found;
    }
    if (!withinLimit) {
      log.warn({ ip }, 'Operator session refused: too many unknown sessions from this address');
      throw tooManyRequests();
    }
    return null;
  }
  return () => (answer ??= identify());
}

export async function requireOperator(operator: OperatorCheck): Promise<void> {
  if (!(await operator())) throw forbidden('This operation needs the operator token');
}
