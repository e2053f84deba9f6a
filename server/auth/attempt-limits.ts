// Attempt limits (issues #3 and #11: logins, passwords, registration, reset and resend, per IP and per account).
// Per-IP limits are generous because visitors of one company often share one address. Password
// guesses are limited per account (or shared password) and address, so nobody can lock a user out from elsewhere,
// under a looser ceiling per account that one address cannot reach and that stops guessing from many addresses.
// Every attempt is counted before the password is checked; one that succeeds is given back (docs/security.md).
import type { Limit } from '../limits/rate-limiter.js';

const MINUTE = 60_000;

export const LIMITS = {
  /** Failed logins for one e-mail address from one IP address: the 11th attempt in 15 minutes is refused. */
  loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Failed logins for one e-mail address from anywhere, an hour (ASVS 2.2.1: no more than 100 an hour). One address
   * adds at most 50 (five of its 15-minute windows touch an hour), so it takes at least three to reach it.
   */
  loginFailuresPerAccount: { max: 100, windowMs: 60 * MINUTE },
  /** Failed logins (e-mail, event password, login link) from one address. */
  loginFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
  /**
   * Wrong guesses of one shared password (the event's, a page's, a chat group's) from one address: many visitors
   * behind one company address type it, so more than for an account.
   */
  sharedPasswordFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong guesses of one shared password from anywhere: 34 addresses at least to reach it. */
  sharedPasswordFailures: { max: 1000, windowMs: 15 * MINUTE },
  /** Wrong guesses of any page or group password from one address. */
  passwordFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
  registrationsPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Reset and resend mails per e-mail address from one address, counted whether or not it is registered. */
  mailsPerAccountAndIp: { max: 3, windowMs: 60 * MINUTE },
  /** Reset and resend mails per e-mail address from anywhere: 4 addresses at least to reach it. */
  mailsPerAccount: { max: 10, windowMs: 60 * MINUTE },
  mailsPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Invite checks and token uses (activation, reset) from one address. */
  tokenChecksPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Wrong passwords when deleting the account, from one address. */
  deleteFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords when deleting the account, from anywhere (a stolen session on several addresses). */
  deleteFailuresPerAccount: { max: 20, windowMs: 15 * MINUTE },
  /** Requests for operator-only fields with a wrong token, from one address. */
  operatorFailuresPerIp: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
