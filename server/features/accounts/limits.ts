// Attempt limits (issue #3: login, registration, reset and resend, per IP and per account) and token lifetimes.
// Per-IP limits are generous because visitors of one company often share one address. Failed logins are limited per
// account and address, so nobody can lock a user out from elsewhere, under a looser ceiling per account that stops
// guessing from many addresses (docs/accounts.md#attempt-limits).
import type { Limit } from '../../limits/rate-limiter.js';

const MINUTE = 60_000;

export const LIMITS = {
  /** Failed logins for one e-mail address from one IP address: the 11th attempt in 15 minutes is refused. */
  loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /** Failed logins for one e-mail address from anywhere: a guesser needs at least 10 addresses to reach it. */
  loginFailuresPerAccount: { max: 100, windowMs: 15 * MINUTE },
  /** Failed logins (e-mail, event password, login link) from one address. */
  loginFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
  registrationsPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Reset and resend mails per e-mail address, counted whether or not it is registered. */
  mailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  mailsPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Invite checks and token uses (activation, reset) from one address. */
  tokenChecksPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** Wrong passwords when deleting the account. */
  deleteFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export const ACTIVATION_TOKEN_TTL_SECONDS = 72 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const LOGIN_LINK_TTL_SECONDS = 15 * 60;

/** portal.md §9 "Password minimum 8; company and position minimum 2." */
export const PASSWORD_MIN_LENGTH = 8;
export const COMPANY_POSITION_MIN_LENGTH = 2;
/** The fields whose minimum §9 names; other configured fields have none unless minLength is set. */
export const FIELDS_WITH_SPEC_MINIMUM = ['business', 'position'];
