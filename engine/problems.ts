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

/** Shows a received value briefly, as JSON (a list or object nested too deep to write, by its kind). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? 'a list nested too deep to show' : 'an object nested too deep to show';
  }
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
  // A field that is optional in a deck file but required where the options are given in full.
  nonoptional: 'a value',
};

/** The inner schema of a wrapper (optional, default, nullable, a pipe's input), or the schema itself. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let here = schema;
  for (let i = 0; i < 10; i++) {
    const def = here._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (next === undefined) return here;
    here = next;
  }
  return here;
}

/** The field names an object schema knows at `path` (list items by their element schema), or none. */
export function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  let here = unwrap(schema);
  for (const step of path) {
    const def = here._zod.def as {
      type: string;
      element?: z.core.$ZodType;
      shape?: Record<string, z.core.$ZodType>;
      options?: z.core.$ZodType[];
    };
    // A union's object branch holds the fields (a record's deck given inline).
    const branches = def.type === 'union' ? (def.options ?? []).map(unwrap) : [here];
    const next = branches
      .map((b) => b._zod.def as typeof def)
      .map((d) => (typeof step === 'number' ? d.element : d.shape?.[String(step)]))
      .find((n) => n !== undefined);
    if (next === undefined) return [];
    here = unwrap(next);
  }
  const def = here._zod.def as { type: string; shape?: Record<string, z.core.$ZodType>; options?: z.core.$ZodType[] };
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => fieldsAt(option, []));
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** Edits (insert, delete, change, swap of neighbours) from one word to another, case ignored. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[x.length]![y.length]!;
}

/** The known field an unknown one was probably meant to be: close in spelling, else none. */
export function suggestField(unknown: string, known: readonly string[]): string | null {
  // Names are short: a bounded key keeps the table small whatever the input.
  if (unknown.length > 64) return null;
  // How many edits still look like a slip: one in a short name, two or three in longer ones.
  const limit = unknown.length <= 3 ? 1 : unknown.length <= 8 ? 2 : 3;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const name of known) {
    const d = distance(unknown, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown, schema?: z.core.$ZodType): string {
  const value = valueAt(input, issue.path);
  const got = describeValue(value);
  if (issue.code === 'unrecognized_keys') {
    const known = schema ? fieldsAt(schema, issue.path) : [];
    return issue.keys
      .map((key) => {
        const near = suggestField(key, known);
        return `unknown field "${key}" (${near ? `did you mean "${near}"?` : 'check the spelling'})`;
      })
      .join('; ');
  }
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
    case 'invalid_format':
      return `${issue.message}, got ${got}`;
    default:
      return issue.message;
  }
}

/** An issue that says only that the value is of another type than its branch of a union wants. */
const isWrongType = (issue: z.core.$ZodIssue): boolean => issue.code === 'invalid_type' && issue.path.length === 0;

/**
 * A union's issue, said as the branch the value was meant for says it: the first branch whose type
 * the value has (an object given for "a deck id or a deck file" is a deck file, and its problems are
 * named inside it). A value of none of the branches' types is told the types it may have.
 */
function unionIssues(issue: z.core.$ZodIssue, input: unknown, schema?: z.core.$ZodType): Problem[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0)
    return [{ path: formatPath(issue.path), message: describeIssue(issue, input, schema) }];
  const meant = issue.errors.find((branch) => branch.length > 0 && !branch.every(isWrongType));
  if (meant === undefined) {
    const types = [...new Set(issue.errors.flat().map((i) => (i.code === 'invalid_type' ? i.expected : '')))];
    const named = types.filter((t) => t !== '').map((t) => TYPE_NAMES[t] ?? t);
    if (named.length === 0) return [{ path: formatPath(issue.path), message: describeIssue(issue, input, schema) }];
    const got = describeValue(valueAt(input, issue.path));
    return [{ path: formatPath(issue.path), message: `expected ${named.join(' or ')}, got ${got}` }];
  }
  return meant.flatMap((inner) => unionIssues({ ...inner, path: [...issue.path, ...inner.path] }, input, schema));
}

/** Every zod issue as a Problem, in document order; with the schema, unknown fields get a "did you mean". */
export function problemsFromZod(error: z.ZodError, input: unknown, schema?: z.core.$ZodType): Problem[] {
  return error.issues.flatMap((issue) => unionIssues(issue, input, schema));
}

/** One line per problem: `path: message`. */
export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `${p.path}: ${p.message}`).join('\n');
