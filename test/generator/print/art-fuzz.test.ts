// Damaged art files (cut short, bytes changed, pieces moved) are either drawn or refused with an
// input error naming the file: never an internal error, never a reference outside the file.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { importArt } from '../../../generator/print/art-import.ts';
import { InputError } from '../../../lib/input-error.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'art');
const files = ['illustrator.svg', 'inkscape.svg'].map((f) => readFileSync(join(FIXTURES, f), 'utf8'));
const PIECES = [
  '<',
  '>',
  '"',
  "'",
  '&',
  '#',
  '/',
  '<!DOCTYPE x>',
  '<![CDATA[',
  'href="/etc/x"',
  'url(#',
  '<use href="#Ray"/>',
  ':',
  ';',
  '{',
  '}',
];

test.prop(
  [
    fc.constantFrom(...files),
    fc.array(fc.tuple(fc.nat(), fc.nat(12), fc.constantFrom(...PIECES)), { minLength: 1, maxLength: 4 }),
  ],
  { numRuns: 150 },
)('a damaged file is drawn or refused by name', (text, edits) => {
  let damaged = text;
  for (const [at, cut, piece] of edits) {
    const i = at % damaged.length;
    damaged = damaged.slice(0, i) + piece + damaged.slice(i + cut);
  }
  try {
    const art = importArt(damaged, 'art/x.svg', '#D55E00');
    expect(JSON.stringify(art.nodes) + JSON.stringify(art.defs)).not.toMatch(/etc\/x|href/);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^art\/x\.svg: /);
  }
});
