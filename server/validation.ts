// Turns zod issues into lines a person can act on: `projects[0].schedule.start: expected an ISO date-time`.
import { GraphQLError, type ValidationRule } from 'graphql';
import type { z } from 'zod';
import { badUserInput, ErrorCode, type InputProblem } from './errors.js';

export function formatPath(path: readonly PropertyKey[]): string {
  let result = '';
  for (const segment of path) {
    if (typeof segment === 'number') result += `[${segment}]`;
    else result += result === '' ? String(segment) : `.${String(segment)}`;
  }
  return result === '' ? '(top level)' : result;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return `${typeof value} ${String(value)}`;
}

const expectedNames: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a text',
  int: 'an integer',
  number: 'a number',
  boolean: 'true or false',
};

function issueLine(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      return issue.input === undefined
        ? `${formatPath(issue.path)}: required, expected ${expected}`
        : `${formatPath(issue.path)}: expected ${expected}, got ${describe(issue.input)}`;
    }
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => `${formatPath([...issue.path, key])}: unknown key (see docs/event-file.md for the allowed keys)`)
        .join('\n');
    case 'invalid_value':
      return `${formatPath(issue.path)}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, got ${describe(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'array') return `${formatPath(issue.path)}: expected at least ${issue.minimum} entries`;
      if (issue.origin === 'string') return `${formatPath(issue.path)}: must not be empty`;
      return `${formatPath(issue.path)}: expected at least ${issue.minimum}, got ${describe(issue.input)}`;
    case 'too_big':
      return `${formatPath(issue.path)}: expected at most ${issue.maximum}, got ${describe(issue.input)}`;
    default:
      return `${formatPath(issue.path)}: ${issue.message}`;
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map(issueLine);
}

/** The same issues as problems a client words itself: the field as formatIssues names it, and the kind of fault. */
export function inputProblems(issues: readonly z.core.$ZodIssue[]): InputProblem[] {
  return issues.flatMap((issue): InputProblem[] => {
    const field = formatPath(issue.path);
    switch (issue.code) {
      case 'invalid_type':
        return [{ field, reason: issue.input === undefined ? 'required' : 'type' }];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ field: formatPath([...issue.path, key]), reason: 'unknownKey' }));
      case 'invalid_value':
        return [{ field, reason: 'value' }];
      case 'too_small':
        return [
          issue.origin === 'string' && Number(issue.minimum) <= 1
            ? { field, reason: 'empty' }
            : { field, reason: 'tooSmall', limit: Number(issue.minimum) },
        ];
      case 'too_big':
        return [{ field, reason: 'tooBig', limit: Number(issue.maximum) }];
      case 'invalid_format':
        return [{ field, reason: 'format' }];
      default:
        return [{ field, reason: 'invalid' }];
    }
  });
}

/** A resolver's arguments checked against a schema; BAD_USER_INPUT naming each problem when they do not fit. */
export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

/** A visitor's text as shown: NFC, trimmed, every run of white space (line breaks too) one space. */
export function tidyText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** PostgreSQL cannot store U+0000 in text while SQLite can: refused at the edge, so both stores behave alike. */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** The path of the first string holding U+0000 in a parsed JSON value ('' for the value itself); null if none. */
export function findNul(value: unknown, path: readonly PropertyKey[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? formatPath(path) : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key is text the resolvers may store as well.
    if (key.includes('\u0000')) return formatPath(path);
    const found = findNul(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== null) return found;
  }
  return null;
}

/** A GraphQL validation rule: string literals in the query, escaped as "\u0000", are refused like variables. */
export const noNulInStrings: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) {
      context.reportError(
        new GraphQLError(NUL_MESSAGE, { nodes: node, extensions: { code: ErrorCode.BAD_USER_INPUT } }),
      );
    }
  },
});
