import { ApolloError } from '@apollo/client';
import { ErrorCode, errorCodeOf } from '../../core/api/error-codes';

/** §8 custom page errors, as keys under customPage.error: the one place that maps the codes to texts. */
export type CustomPageError = 'notFound' | 'loginRequired' | 'notAvailable' | 'password' | 'ticketCategory' | 'default';

const BY_CODE: Record<string, CustomPageError> = {
  [ErrorCode.NotFound]: 'notFound',
  [ErrorCode.Forbidden]: 'loginRequired',
  [ErrorCode.PageNotAvailable]: 'notAvailable',
  [ErrorCode.PagePassword]: 'password',
  [ErrorCode.PageTicketCategory]: 'ticketCategory',
};

/** §8 "Custom page: 404 ..., 403 ..., 4031 ..., 4032 ..., 4033 ...; default 'Error accessing the page'". */
export function customPageErrorOf(error: unknown): CustomPageError {
  const first = error instanceof ApolloError ? error.graphQLErrors[0] : undefined;
  const code = first ? errorCodeOf(first) : undefined;
  return (code !== undefined && BY_CODE[code]) || 'default';
}
