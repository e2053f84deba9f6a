import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusCommonOptions } from 'mercurius';
import { ErrorCode, FoyerError } from '../errors.js';
import { SHED_ERROR_CODE } from './use-load-shedding.js';

export interface ErrorMaskingOptions {
  /** What the client sees instead of an unexpected error. */
  message?: string;
  /** Applied to every error the client sees as it is (codes and masked hints for parse and validation errors). */
  formatExpected?: (error: GraphQLError) => GraphQLError;
}

type ErrorFormatter = NonNullable<MercuriusCommonOptions['errorFormatter']>;

/** An answer of ours, not a fault: a 4xx, or the 503 of a request shed while the server is under pressure. */
function clientStatus(error: unknown): number | undefined {
  if (isShed(error)) return 503;
  const { statusCode: status } = (error ?? {}) as { statusCode?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function isShed(error: unknown): boolean {
  const { statusCode: status, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return status === 503 && code === SHED_ERROR_CODE;
}

/**
 * Errors the client should see as they are: ours (FoyerError), GraphQL's own parse, validation and coercion
 * errors, and request errors with a 4xx status (bad JSON, body too large).
 */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (original === undefined || original === null) return true;
  if (original instanceof FoyerError) return true;
  if (original instanceof GraphQLError) return isExpected(original);
  return clientStatus(original) !== undefined;
}

/** The message a client sees in place of an unexpected error. */
const UNEXPECTED = 'Internal server error';

/**
 * An error as the client may see it: an expected one through `formatExpected`, an unexpected one logged with its stack
 * and replaced by `message` with code INTERNAL_SERVER_ERROR. For errors outside Mercurius's answers too (the console's
 * subscriptions, features/operator/console-sockets.ts).
 */
export function clientError(
  error: GraphQLError,
  log: FastifyBaseLogger,
  { message = UNEXPECTED, formatExpected = (expected: GraphQLError) => expected }: ErrorMaskingOptions = {},
): GraphQLError {
  if (isShed(error.originalError)) {
    // A GraphQL client reads the code (ours read the status and Retry-After): the request was shed, not refused.
    // The original stays: Mercurius answers with its status, 503.
    const { originalError } = error;
    return new GraphQLError(error.message, {
      ...(originalError ? { originalError } : {}),
      extensions: { code: ErrorCode.SERVICE_UNAVAILABLE },
    });
  }
  if (isExpected(error)) {
    // Mercurius wraps parse and validation errors in one error that holds them (GraphQLErrors, though maybe from
    // another copy of graphql than ours).
    const wrapped = error.originalError as { errors?: unknown } | undefined;
    if (Array.isArray(wrapped?.errors)) {
      wrapped.errors = wrapped.errors.map((inner: GraphQLError) => formatExpected(inner));
    }
    return formatExpected(error);
  }
  log.error({ err: error.originalError ?? error, path: error.path }, 'Unexpected error in a resolver');
  return new GraphQLError(message, {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  });
}

/**
 * Unexpected errors become `message` with code INTERNAL_SERVER_ERROR and are logged with their stack; errors we
 * throw keep their message and `extensions.code`. Sets the app's error handler for non-GraphQL routes and returns
 * the formatter for Mercurius.
 */
export function useErrorMasking(app: FastifyInstance, options: ErrorMaskingOptions = {}): ErrorFormatter {
  const message = options.message ?? UNEXPECTED;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = clientStatus(error);
    if (status !== undefined) {
      return reply
        .code(status)
        .send({ statusCode: status, code: error.code, error: error.name, message: error.message });
    }
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send({ statusCode: 500, code: ErrorCode.INTERNAL_SERVER_ERROR, message });
  });

  return (execution, context) => {
    const errors = execution.errors.map((error) => clientError(error, context.reply.log, options));
    return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  };
}
