// Reading JSON input from a file or standard input, with the place named in every error. What JSON.parse
// accepts but the rest of the program cannot take is refused here: nesting deep enough to overflow the
// stack of the schema check, and numbers beyond a double's range (JSON.parse makes them Infinity, which
// the schema then reported as "got null").

import { readFileSync } from 'node:fs';
import { formatPath } from '../engine/index.ts';
import { findJsonSyntaxError } from '../lib/json-place.ts';
import { InputError } from '../lib/input-error.ts';
import { readInputFile } from './read-file-fs.ts';

/** Deck files, records and positions nest 6 deep at most; 64 leaves room and stays far from the stack's limit. */
export const MAX_JSON_DEPTH = 64;

/** How deeply the text's arrays and objects nest, read in one pass without parsing (strings skipped). */
export function measureJsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

// A number beyond 1.8e308 has a decimal exponent of 100 or more, or else over 200 digits before
// its point: text without either cannot hold one, and the walk below is skipped (a long record's
// hundreds of thousands of values would otherwise cost more than the parse).
const MAY_OVERFLOW = /\d{200}|[eE]\+?0*[1-9]\d\d/;

/** The path of the first number JSON.parse turned into Infinity, or null; no recursion. */
function findInfinity(value: unknown): (string | number)[] | null {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  for (;;) {
    const next = stack.pop();
    if (next === undefined) return null;
    const [here, path] = next;
    if (typeof here === 'number' && !Number.isFinite(here)) return path;
    if (Array.isArray(here)) for (let i = here.length - 1; i >= 0; i--) stack.push([here[i], [...path, i]]);
    else if (here !== null && typeof here === 'object')
      for (const key of Object.keys(here).reverse())
        stack.push([(here as Record<string, unknown>)[key], [...path, key]]);
  }
}

/** Parses JSON text read from `place` (a file path or "standard input"); a leading byte-order mark is dropped. */
export function parseJsonText(text: string, place: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (measureJsonDepth(body) > MAX_JSON_DEPTH)
    throw new InputError(place, `nests lists and objects more than ${MAX_JSON_DEPTH} deep`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    // Where the text breaks, as an editor counts: the parser's message does not always say.
    const at = findJsonSyntaxError(body);
    const where = at ? ` at line ${at.line}, column ${at.column}` : '';
    throw new InputError(place, `not valid JSON${where} (${(e as Error).message})`);
  }
  const infinite = MAY_OVERFLOW.test(body) ? findInfinity(value) : null;
  if (infinite !== null)
    throw new InputError(place, [
      { path: formatPath(infinite), message: 'the number is out of range (beyond about 1.8e308)' },
    ]);
  return value;
}

export function readJsonFile(file: string): unknown {
  return parseJsonText(readInputFile(file), file);
}

/** A file path, or `-` (or nothing) for standard input. */
export function readJsonInput(file: string | undefined): unknown {
  if (file === undefined || file === '-' || file === '')
    return parseJsonText(readFileSync(0, 'utf8'), 'standard input');
  return readJsonFile(file);
}

/** How input is named in messages: the file path, or "standard input". */
export const inputName = (file: string | undefined): string =>
  file === undefined || file === '-' || file === '' ? 'standard input' : file;
