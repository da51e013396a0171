// Hostile changes to a JSON input for fast-check properties: a value replaced by one an attacker
// tries, a key added or dropped, the text cut short, a number beyond a double or a deep nesting
// spliced in. Shared by the fuzz tests of the command line and of the scorekeeper's saved games.

import { fc } from '@fast-check/vitest';

/** Values an attacker tries: prototype keys, bounds, controls, emoji, wrong types, sizes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    '',
    '\u001b[2J',
    'A\u202Eb',
    '🚀',
    '中',
    '../../../../etc/passwd',
    '/dev/zero',
    'npm:../x',
    'core',
    'joker-1',
    'x'.repeat(300),
    -1,
    0,
    0.5,
    1e15,
    -1e15,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
    [[[[[]]]]],
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

type Json = unknown;

/** Every path to a value inside `value` (objects and arrays), the empty path included. */
function pathsOf(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

/** `value` with the value at `path` replaced (or, for an object, a key added). */
function changeAt(value: Json, path: (string | number)[], change: (here: Json) => Json): Json {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? changeAt(v, rest, change) : v));
  const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
  copy[head as string] = changeAt(copy[head as string], rest, change);
  return copy;
}

/** A JSON text derived from `base` by one to three hostile changes. */
export function mutatedText(base: Json): fc.Arbitrary<string> {
  const paths = pathsOf(base);
  const change = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(paths.length - 1), value: hostileValue }),
    fc.record({
      kind: fc.constant('add-key' as const),
      at: fc.nat(paths.length - 1),
      key: fc.constantFrom('__proto__', 'constructor', 'extra', 'toString'),
      value: hostileValue,
    }),
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat(paths.length - 1) }),
  );
  const text = fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    let json = base;
    for (const c of changes) {
      const path = paths[c.at]!;
      if (c.kind === 'replace') json = changeAt(json, path, () => c.value);
      else if (c.kind === 'add-key')
        json = changeAt(json, path, (here) =>
          here !== null && typeof here === 'object' && !Array.isArray(here)
            ? // Parsed, so that `__proto__` becomes an own key as in a file; spread keeps it own.
              { ...here, ...JSON.parse(`{${JSON.stringify(c.key)}:${JSON.stringify(c.value)}}`) }
            : here,
        );
      else if (path.length > 0)
        json = changeAt(json, path.slice(0, -1), (parent) => {
          if (Array.isArray(parent)) return parent.filter((_, i) => i !== path.at(-1));
          if (parent === null || typeof parent !== 'object') return parent;
          const { [path.at(-1) as string]: _, ...rest } = parent as Record<string, Json>;
          return rest;
        });
    }
    return JSON.stringify(json, null, 1);
  });
  // Sometimes the text itself is damaged: cut short, or a raw number beyond a double spliced in.
  return fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.tuple(text, fc.nat()).map(([t, n]) => t.slice(0, n % t.length)) },
    { weight: 1, arbitrary: text.map((t) => t.replace(/: (\d+)/, ': 1e999')) },
    { weight: 1, arbitrary: text.map((t) => t.replace(/: ([^,\n]+)/, `: ${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)) },
  );
}

// Deep enough to overflow a recursive reader's stack.
const DEEP = 100_000;
