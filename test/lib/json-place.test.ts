// Places in JSON files as an editor counts them: the value a schema path names, the first place a
// text breaks the grammar, and list items named by their id.

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { findJsonSyntaxError, locateJsonPath, namePath, type PathStep, parsePath } from '../../lib/json-place.ts';

/** Every path to a value inside `value`, with the value. */
function paths(value: unknown, at: PathStep[] = []): [PathStep[], unknown][] {
  const here: [PathStep[], unknown][] = [[at, value]];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return here;
}
const offsetOf = (text: string, place: { line: number; column: number }) =>
  text
    .split('\n')
    .slice(0, place.line - 1)
    .reduce((n, l) => n + l.length + 1, 0) +
  place.column -
  1;

describe('json-place', () => {
  test.prop([fc.jsonValue({ maxDepth: 4 }), fc.boolean()])(
    'every value is found where its text starts',
    (value, pretty) => {
      const text = JSON.stringify(value, null, pretty ? 2 : 0);
      for (const [steps, sub] of paths(value)) {
        // Keys such as "__proto__" or "a.b" cannot be written as a dotted path; the locator takes steps.
        const place = locateJsonPath(text, steps);
        expect(place).not.toBeNull();
        const offset = offsetOf(text, place!);
        // The value's own text starts there: a scalar whole, a list or object by its bracket.
        const compact = JSON.stringify(sub);
        if (sub !== null && typeof sub === 'object') expect(text[offset]).toBe(compact[0]);
        else expect(text.slice(offset, offset + compact.length)).toBe(compact);
      }
    },
  );

  test('a missing key is placed at the object that lacks it', () => {
    const text = '{\n  "options": {\n    "wild": 1\n  }\n}';
    expect(locateJsonPath(text, ['options', 'handSize'])).toEqual({ line: 2, column: 14 });
  });

  test.prop([fc.jsonValue({ maxDepth: 3 }), fc.nat(), fc.constantFrom(',', ':', '}', ']', '"', 'x', '[', '{', '')])(
    'a syntax error is found exactly when JSON.parse refuses the text',
    (value, at, junk) => {
      const good = JSON.stringify(value, null, 1);
      const cut = at % (good.length + 1);
      const text = good.slice(0, cut) + junk + good.slice(cut);
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      const error = findJsonSyntaxError(text);
      expect(error === null).toBe(parses);
      if (error) expect(offsetOf(text, error)).toBeLessThanOrEqual(text.length);
    },
  );

  test('the place of a syntax error, as an editor counts it', () => {
    expect(findJsonSyntaxError('{\n  "icons": [,\n 1]}')).toEqual({ line: 2, column: 13 });
    expect(findJsonSyntaxError('{"a":1\n "b":2}')).toEqual({ line: 2, column: 2 });
    expect(findJsonSyntaxError('[1,]')).toEqual({ line: 1, column: 4 });
    expect(findJsonSyntaxError('')).toEqual({ line: 1, column: 1 });
  });

  test('deep nesting is read without recursion', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(findJsonSyntaxError(deep)).toBeNull();
    expect(locateJsonPath(deep, [0, 0, 0])).toEqual({ line: 1, column: 4 });
  });

  test('paths are read and list items named by their id', () => {
    expect(parsePath('icons[5].colour')).toEqual(['icons', 5, 'colour']);
    expect(parsePath('')).toEqual([]);
    expect(parsePath('a..b')).toBeNull();
    const deck = { icons: [{ id: 'can' }, { id: 'note', colour: 'x' }], colours: [{ name: 'Red' }] };
    expect(namePath(deck, ['icons', 1, 'colour'])).toBe('icons[1] (note).colour');
    expect(namePath(deck, ['colours', 0])).toBe('colours[0] (Red)');
    expect(namePath(deck, ['icons', 9, 'id'])).toBe('icons[9].id');
  });
});
