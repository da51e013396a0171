// Damaged art files (cut short, bytes changed, pieces moved) are either drawn or refused with an
// input error naming the file: never an internal error, never a reference outside the file; and
// what is drawn draws on a card without ending the process.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { importArt } from '../../../generator/print/art-import.ts';
import { InputError } from '../../../lib/input-error.ts';
import { drawOnCard } from '../../support/art-card.ts';

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

/** The text with each edit made in turn: at a place, a few characters cut and a piece put in. */
function damage(text: string, edits: readonly (readonly [number, number, string])[]): string {
  let damaged = text;
  for (const [at, cut, piece] of edits) {
    const i = at % damaged.length;
    damaged = damaged.slice(0, i) + piece + damaged.slice(i + cut);
  }
  return damaged;
}

test.prop(
  [
    fc.constantFrom(...files),
    fc.array(fc.tuple(fc.nat(), fc.nat(12), fc.constantFrom(...PIECES)), { minLength: 1, maxLength: 4 }),
  ],
  { numRuns: 150 },
)('a damaged file is drawn or refused by name', (text, edits) => {
  const damaged = damage(text, edits);
  try {
    const art = importArt(damaged, 'art/x.svg', '#D55E00');
    expect(JSON.stringify(art.nodes) + JSON.stringify(art.defs)).not.toMatch(/etc\/x|href/);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^art\/x\.svg: /);
  }
});

// Art read in is drawn on a card: numbers far too large in a damaged file (a width of 99999924 on a
// <use>, a transform of 1e30) once made resvg end the whole process while drawing the card's PNG.
const FAR = [
  '999999',
  'e9',
  'e30',
  '-',
  '0',
  '.',
  'transform="scale(1e30)"',
  'opacity="0.5"',
  '<g opacity=".5">',
  '</g>',
];

test.prop(
  [
    fc.constantFrom(...files),
    fc.array(fc.tuple(fc.nat(), fc.nat(12), fc.constantFrom(...PIECES, ...FAR)), { minLength: 1, maxLength: 4 }),
  ],
  { numRuns: 40 },
)('damaged art that is drawn is drawn on a card too', (text, edits) => {
  const damaged = damage(text, edits);
  let art: ReturnType<typeof importArt>;
  try {
    art = importArt(damaged, 'art/x.svg', '#D55E00');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return;
  }
  const { width, pixels } = drawOnCard(art);
  expect(width).toBe(100);
  expect(pixels.length).toBeGreaterThan(0);
});
