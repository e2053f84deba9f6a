// JSON bodies bounded before JSON.parse reads them (docs/security.md "Hostile input"): every JSON value from a client
// is walked once and bounded after parsing (validation.ts jsonProblem), but the parse itself is the costly part of deep
// nesting, so its depth is read first, in a pass as cheap as a flat body's parse.
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { ErrorCode } from '../errors.js';
import { JSON_INPUT_LIMITS, nestsDeeperThan, TOO_DEEP } from '../validation.js';

const { ErrorWithProps } = mercurius;

/** The level a body adds around the values it carries (a GraphQL body's object around its variables). */
const BODY_LEVELS = 1;

/** application/json: Fastify's own parser (its body limit, its prototype-poisoning checks), after a depth check. */
export function useBoundedJson(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, JSON_INPUT_LIMITS.maxDepth + BODY_LEVELS)) {
      // Mercurius answers /graphql with the extensions of an ErrorWithProps; the other routes read its code.
      const code = ErrorCode.BAD_USER_INPUT;
      const error = Object.assign(new ErrorWithProps(`The request body is ${TOO_DEEP.message}`, { code }, 400), {
        code,
      });
      return done(error, undefined);
    }
    parse(request, text, done);
  });
}
