// What one GraphQL request may ask for: graphql-armor's limits at their defaults, one credential check and one
// anonymous login per request, no introspection or "did you mean" hints outside development (docs/security.md).
import { blockFieldSuggestionsDefaultOptions } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokenDefaultOptions } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import { GraphQLError, visit, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';

/** extensions.code of every limit error; the message says which limit and by how much. */
export const LIMIT_EXCEEDED = 'GRAPHQL_LIMIT_EXCEEDED';
/** extensions.code of the other parse and validation errors (unknown field, bad syntax, wrong argument type). */
export const GRAPHQL_VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/**
 * Fields that check a password, a secret token or a code someone could guess: each alias would be one more guess
 * inside one request, past the per-request attempt counters.
 */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'customerLogin',
  'customerPasswordLogin',
  'customerParentEventLogin',
  'customerLoginLinkLogin',
  'deleteCurrentCustomer',
  'setCustomerPassword',
  'resetCustomerPassword',
  'activateCustomer',
  'checkInvite',
  'registerCustomer',
  'getCustomPageForFrontend',
  'operatorLogin',
  'operatorLinkLogin',
  'requestOperatorLoginLink',
]);

/** Each one creates a customer row: one request must not create a thousand. */
export const ANONYMOUS_LOGIN_FIELDS: ReadonlySet<string> = new Set(['customerAnonymousLogin']);

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: LIMIT_EXCEEDED } });
}

/** graphql-armor's rules throw by default, which Mercurius would answer with a 500; report instead. */
const reportToContext: GraphQLArmorCallbackConfiguration = {
  propagateOnRejection: false,
  onReject: [(context, error) => context?.reportError(limitError(error.message.replace(/^Syntax Error: /, '')))],
};

/**
 * At most `max` fields named in `fields` in each operation, with its aliases and the fragments it spreads. The names
 * are root fields (Query, Mutation) that no other type has.
 */
function maxRootFieldsRule(fields: ReadonlySet<string>, max: number, what: string): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const found: string[] = [];
      for (const node of [operation, ...context.getRecursivelyReferencedFragments(operation)]) {
        visit(node, {
          Field(field) {
            if (fields.has(field.name.value)) found.push(field.alias?.value ?? field.name.value);
          },
        });
      }
      if (found.length > max) {
        context.reportError(
          limitError(`At most ${max} ${what} per request, found ${found.length}: ${found.slice(0, 5).join(', ')}.`),
        );
      }
    },
  });
}

/**
 * No __schema or __type outside development. graphql's NoSchemaIntrospectionCustomRule does the same by type, but
 * its type checks fail when the rule and Mercurius load different copies of graphql (ESM and CommonJS under vitest).
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(`GraphQL introspection is not allowed here, but the query asked for "${node.name.value}".`, {
          nodes: node,
          extensions: { code: GRAPHQL_VALIDATION_FAILED },
        }),
      );
    }
  },
});

export interface GraphQLLimits {
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
  /**
   * For the client: a parse or validation error gets its extensions.code (the token limit's LIMIT_EXCEEDED), and
   * "Did you mean ...?" hints are masked unless development help is on.
   */
  formatRequestError(error: GraphQLError): GraphQLError;
}

/**
 * Every hint graphql gives ("Did you mean "x"?", "... "x" or "y"?", "... the enum value "day"?", "... to use an inline
 * fragment on "T"?"), masked with graphql-armor-block-field-suggestions' mask. Its own pattern misses the enum values'
 * hints (issue #25), its plugin is for envelop, and its formatter skips errors of another copy of graphql.
 */
const SUGGESTION = /Did you mean [^?]*\?/;

const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more that (\d+) tokens/;

function withCode(error: GraphQLError): GraphQLError {
  if (error.originalError || error.extensions['code'] !== undefined) return error;
  const tokens = TOKEN_LIMIT_MESSAGE.exec(error.message);
  if (tokens) return limitError(`Token limit of ${tokens[1]} exceeded.`);
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    extensions: { ...error.extensions, code: GRAPHQL_VALIDATION_FAILED },
  });
}

/** `developmentHelp`: introspection and field suggestions allowed (GRAPHQL_INTROSPECTION=on). */
export function graphqlLimits({ developmentHelp = false } = {}): GraphQLLimits {
  const validationRules: ValidationRule[] = [
    maxAliasesRule(reportToContext),
    maxDepthRule(reportToContext),
    maxDirectivesRule(reportToContext),
    costLimitRule(reportToContext),
    maxRootFieldsRule(CREDENTIAL_FIELDS, 1, 'login, password or secret-token field'),
    maxRootFieldsRule(ANONYMOUS_LOGIN_FIELDS, 1, 'anonymous login'),
  ];
  if (!developmentHelp) validationRules.push(noIntrospectionRule);
  return {
    validationRules,
    // graphql's own token counter stops the parser early (graphql-armor-max-tokens' default of 1,000).
    parseOptions: { maxTokens: maxTokenDefaultOptions.n },
    formatRequestError(error) {
      const coded = withCode(error);
      if (developmentHelp || !SUGGESTION.test(coded.message)) return coded;
      return new GraphQLError(coded.message.replace(SUGGESTION, blockFieldSuggestionsDefaultOptions.mask), {
        nodes: coded.nodes ?? null,
        path: coded.path ?? null,
        extensions: coded.extensions,
      });
    },
  };
}
