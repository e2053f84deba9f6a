import { ApolloError } from '@apollo/client';
import { ErrorCode, errorCodeOf } from '../core/api/error-codes';

/** The locale key telling an operator why an action failed. */
export function consoleErrorKey(error: unknown): string {
  const first = error instanceof ApolloError ? error.graphQLErrors[0] : undefined;
  const code = first ? errorCodeOf(first) : undefined;
  if (code === ErrorCode.Forbidden) return 'console.errors.forbidden';
  if (code === ErrorCode.NotFound) return 'console.errors.notFound';
  return 'console.errors.failed';
}
