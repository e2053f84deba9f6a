import { ApolloError } from '@apollo/client';
import { ErrorCode, errorCodeOf } from '../core/api/error-codes';

/** §8 login errors, as keys under account.error. */
export type LoginError = 'notActivated' | 'forbidden' | 'invalidCredentials' | 'serviceUnavailable' | 'tooManyAttempts';

/** The server's answer when a visitor tried too often (rate limits of issue #3). */
export const TOO_MANY_REQUESTS = '429';

function firstCode(error: unknown): string | undefined | null {
  if (!(error instanceof ApolloError)) return null;
  const [first] = error.graphQLErrors;
  if (first) return errorCodeOf(first);
  // No GraphQL error: the request failed on the way (network, API down).
  return null;
}

/** §8 "Login: 412 ... 403 ... other codes or BAD_USER_INPUT show 'Ungültige Zugangsdaten'; network or API failure
 * shows 'Service vorübergehend nicht erreichbar'". */
export function loginErrorOf(error: unknown): LoginError {
  const code = firstCode(error);
  if (code === null) return 'serviceUnavailable';
  if (code === ErrorCode.NotActivated) return 'notActivated';
  if (code === ErrorCode.Forbidden) return 'forbidden';
  if (code === TOO_MANY_REQUESTS) return 'tooManyAttempts';
  return 'invalidCredentials';
}

export type RegistrationError = 'notActivated' | 'emailInUse' | 'serviceUnavailable' | 'tooManyAttempts';

/** §8 "Registration: 412 not activated (resend link); any other failure shows the duplicate e-mail message". */
export function registrationErrorOf(error: unknown): RegistrationError {
  const code = firstCode(error);
  if (code === null) return 'serviceUnavailable';
  if (code === ErrorCode.NotActivated) return 'notActivated';
  if (code === TOO_MANY_REQUESTS) return 'tooManyAttempts';
  return 'emailInUse';
}

/** True when the answer is a GraphQL error with this code. */
export function hasCode(error: unknown, code: string): boolean {
  return firstCode(error) === code;
}
