// The errors the API reports on purpose, each with the code from portal.md §8 in `extensions.code`.
// Anything else thrown in a resolver is masked as INTERNAL_SERVER_ERROR (plugins/use-error-masking.ts).

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  CONFLICT: '409',
  NOT_ACTIVATED: '412',
  NOT_AVAILABLE_NOW: '4031',
  PASSWORD_REQUIRED: '4032',
  WRONG_TICKET_CATEGORY: '4033',
  TOO_MANY_REQUESTS: '429',
  /** A request shed while the server's event loop lags (plugins/use-load-shedding.ts); Retry-After says when to retry. */
  SERVICE_UNAVAILABLE: '503',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * One refused field of an input, for a client that words it in its own language (the operator console): where, as
 * the message names it, why (`reason`), and the limit a too_small or too_big broke.
 */
export interface InputProblem {
  field: string;
  reason: 'required' | 'type' | 'unknownKey' | 'value' | 'empty' | 'tooSmall' | 'tooBig' | 'format' | 'invalid';
  limit?: number;
}

/** An error whose message and code reach the client unchanged (with the problems of refused input, if given). */
export class FoyerError extends Error {
  readonly extensions: { code: ErrorCode; problems?: InputProblem[] };
  constructor(code: ErrorCode, message: string, problems?: InputProblem[]) {
    super(message);
    this.name = 'FoyerError';
    this.extensions = problems ? { code, problems } : { code };
  }
}

/** No valid token, or its customer is gone: the client logs the visitor out. */
export const unauthenticated = (message = 'You need to be logged in') =>
  new FoyerError(ErrorCode.UNAUTHENTICATED, message);

/** The request's arguments are wrong; the message says which and why. */
export const badUserInput = (message: string, problems?: InputProblem[]) =>
  new FoyerError(ErrorCode.BAD_USER_INPUT, message, problems);

/** Logged in, but not allowed (for logins: this kind of credential is not enabled for the event). */
export const forbidden = (message = 'Forbidden') => new FoyerError(ErrorCode.FORBIDDEN, message);

export const notFound = (message = 'Not found') => new FoyerError(ErrorCode.NOT_FOUND, message);

/** Already in use or closed: a stream taken by another session, a form that takes no more submissions. */
export const conflict = (message: string) => new FoyerError(ErrorCode.CONFLICT, message);

/** The account exists but its activation link was not followed yet. */
export const notActivated = (message = 'The account is not activated yet') =>
  new FoyerError(ErrorCode.NOT_ACTIVATED, message);

/** A custom page outside its time window. */
export const notAvailableNow = (message = 'The page is not available yet or any longer') =>
  new FoyerError(ErrorCode.NOT_AVAILABLE_NOW, message);

/** A password-protected custom page, asked for without the right password. */
export const passwordRequired = (message = 'The page is password protected') =>
  new FoyerError(ErrorCode.PASSWORD_REQUIRED, message);

/** A custom page limited to other ticket categories. */
export const wrongTicketCategory = (message = 'The page is not available for your ticket category') =>
  new FoyerError(ErrorCode.WRONG_TICKET_CATEGORY, message);

/** Too many login, registration, reset or resend attempts from one address or for one account. */
export const tooManyRequests = (message = 'Too many attempts, please wait a few minutes and try again') =>
  new FoyerError(ErrorCode.TOO_MANY_REQUESTS, message);
