import type { GraphQLFormattedError } from 'graphql';

/** The codes of portal.md §8 as they arrive in a GraphQL error's extensions.code. */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  BadUserInput: 'BAD_USER_INPUT',
  Forbidden: '403',
  NotActivated: '412',
  Conflict: '409',
  NotFound: '404',
  PageNotAvailable: '4031',
  PagePassword: '4032',
  PageTicketCategory: '4033',
} as const;

export function errorCodeOf(error: Pick<GraphQLFormattedError, 'extensions'>): string | undefined {
  const code = error.extensions?.['code'];
  return code === undefined || code === null ? undefined : String(code);
}
