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

/**
 * How deep and how large a JSON value from a client may be (GraphQL variables, chat frames, the chat's HTTP bodies).
 * Every input our contracts take nests a few levels and holds a few hundred values; the bounds are far above that and
 * far below what would cost the one server thread anything to walk (docs/security.md "Hostile input").
 */
export const JSON_INPUT_LIMITS = { maxDepth: 32, maxValues: 10_000 } as const;

// The characters that matter, as charCodeAt reads them: " \ [ ] { }
const [QUOTE, BACKSLASH, OPEN_LIST, CLOSE_LIST, OPEN_OBJECT, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x5d, 0x7b, 0x7d];

/**
 * Whether JSON text opens more than maxDepth lists and objects inside each other, read before JSON.parse: V8 parses
 * deep nesting far slower than flat text of the same size (256 KiB of nested lists: 42 ms against 1.7 ms for a flat
 * body on this machine), so the depth is bounded before the parse, in one pass that knows only strings and brackets.
 * Deciding whether the text is JSON stays JSON.parse's job.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** The problem of JSON text nested deeper than JSON_INPUT_LIMITS allows, as jsonProblem words it for a value. */
export const TOO_DEEP: JsonProblem = { at: '', message: `nested deeper than ${JSON_INPUT_LIMITS.maxDepth} levels` };

export interface JsonProblem {
  /** Where in the value: the path of a string (or key) with U+0000; '' for a value too deep or too large. */
  at: string;
  message: string;
}

interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | null;
  key: PropertyKey;
}

function pathOf(visit: Visit): string {
  const keys: PropertyKey[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return formatPath(keys.reverse());
}

/**
 * The first problem of a parsed JSON value, before anything else walks it: nested deeper than maxDepth, more than
 * maxValues values, or a string or key holding U+0000. Walked with a stack of its own, never by recursion, and the
 * path is put together only for the answer, so the cost grows with the values checked, up to maxValues.
 */
export function jsonProblem(
  value: unknown,
  { maxDepth, maxValues }: { maxDepth: number; maxValues: number } = JSON_INPUT_LIMITS,
): JsonProblem | null {
  const stack: Visit[] = [{ value, depth: 0, parent: null, key: '' }];
  let counted = 1;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { at: pathOf(visit), message: NUL_MESSAGE };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth >= maxDepth) return { at: '', message: `nested deeper than ${maxDepth} levels` };
    const list = Array.isArray(current) ? (current as unknown[]) : undefined;
    const keys = list ? undefined : Object.keys(current);
    const size = list ? list.length : keys!.length;
    counted += size;
    if (counted > maxValues) return { at: '', message: `more than ${maxValues} values` };
    // Last first onto the stack, so the first value is checked first and the problem named is the first one.
    for (let index = size - 1; index >= 0; index -= 1) {
      const key = list ? index : keys![index]!;
      // A key is text the resolvers may store as well.
      if (typeof key === 'string' && key.includes('\u0000')) return { at: pathOf(visit), message: NUL_MESSAGE };
      const item = list ? list[index] : (current as Record<string, unknown>)[key as string];
      stack.push({ value: item, depth: visit.depth + 1, parent: visit, key });
    }
  }
  return null;
}

/** A JSON problem as one line, under `root` (`variables.email: ...`, `variables: nested deeper than ...`). */
export function jsonProblemText({ at, message }: JsonProblem, root = ''): string {
  const where = root && at ? `${root}${at.startsWith('[') ? '' : '.'}${at}` : root || at;
  return where ? `${where}: ${message}` : message;
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
