// Turning zod issues into Problems: a JSON path like `icons[3].value` and a sentence with a hint.

import type { z } from 'zod';
import type { Problem } from './types.ts';

/** `['icons', 3, 'value']` → `icons[3].value`; the empty path is the document itself. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(top level)' : out;
}

/** Shows a received value briefly, as JSON. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Reads the input value at a path, to say what was found there. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let here: unknown = input;
  for (const part of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[part];
  }
  return here;
}

/** A list is described by its length, not its contents. */
const countOf = (got: string, input: unknown): string => (Array.isArray(input) ? `${input.length}` : got);

const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a text (string)',
  boolean: 'true or false',
  array: 'a list (array)',
  object: 'an object',
};

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  const got = describeValue(value);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, got ${got}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string')
        return n === 1 ? `expected a non-empty text, got ${got}` : `expected at least ${n} characters, got ${got}`;
      if (issue.origin === 'array')
        return `expected ${issue.exact ? 'exactly' : 'at least'} ${n} ${n === 1 ? 'item' : 'items'}, got ${countOf(got, value)}`;
      return `expected a number ≥ ${n}, got ${got}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'array')
        return `expected ${issue.exact ? 'exactly' : 'at most'} ${n} ${n === 1 ? 'item' : 'items'}, got ${countOf(got, value)}`;
      if (issue.origin === 'string') return `expected at most ${n} characters, got ${got}`;
      return `expected a number ≤ ${n}, got ${got}`;
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `expected ${JSON.stringify(issue.values[0])}, got ${got}`;
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${got}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling)`;
    case 'invalid_format':
      return `${issue.message}, got ${got}`;
    default:
      return issue.message;
  }
}

/** Every zod issue as a Problem, in document order. */
export function problemsFromZod(error: z.ZodError, input: unknown): Problem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: describeIssue(issue, input),
  }));
}

/** One line per problem: `path: message`. */
export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `${p.path}: ${p.message}`).join('\n');
