// Our Data Matrix encoder, checked by zxing-wasm: every symbol we draw reads back as its text, and
// where zxing's own writer must draw the same symbol (every card mark, any digit string in a square
// symbol) ours matches it module for module.

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { asciiCodewords, encodeDataMatrix, reedSolomon } from '../../marks/data-matrix.ts';
import { markText } from '../../marks/card-mark.ts';
import { classicDeck } from '../support/classic.ts';
import { readDataMatrix, renderModules, zxingDataMatrix } from './zxing-node.ts';

async function decode(text: string, scale = 3, quiet = 2): Promise<string[]> {
  const results = await readDataMatrix(renderModules(encodeDataMatrix(text), scale, quiet));
  return results.filter((r) => r.isValid).map((r) => r.text);
}

describe('the symbol', () => {
  test('10 × 10 for three codewords: finder L solid, timing alternating, nothing outside', () => {
    const { size, modules } = encodeDataMatrix('01234');
    expect(size).toBe(10);
    expect(modules.length).toBe(100);
    const at = (r: number, c: number): number => modules[r * size + c]!;
    for (let i = 0; i < size; i++) {
      expect(at(i, 0), `left column, row ${i}`).toBe(1);
      expect(at(size - 1, i), `bottom row, column ${i}`).toBe(1);
      expect(at(0, i), `top row, column ${i}`).toBe(i % 2 === 0 ? 1 : 0);
      if (i < size - 1) expect(at(i, size - 1), `right column, row ${i}`).toBe(i % 2 === 1 ? 1 : 0);
    }
    expect([...modules].every((m) => m === 0 || m === 1)).toBe(true);
  });

  test('the smallest square that holds the text', () => {
    // ASCII: two digits a codeword, other characters one; the capacities of 10 × 10 to 26 × 26.
    const capacities: [number, number][] = [
      [3, 10],
      [5, 12],
      [8, 14],
      [12, 16],
      [18, 18],
      [22, 20],
      [30, 22],
      [36, 24],
      [44, 26],
    ];
    for (const [codewords, size] of capacities) {
      expect(encodeDataMatrix('a'.repeat(codewords)).size, `${codewords} codewords`).toBe(size);
      expect(encodeDataMatrix('a'.repeat(codewords + 1)).size, `${codewords + 1} codewords`).toBeGreaterThan(size);
      expect(encodeDataMatrix('7'.repeat(2 * codewords)).size, `${2 * codewords} digits`).toBe(size);
    }
  });

  test('ASCII encodation: digit pairs, characters plus one, upper shift beyond 127', () => {
    expect(asciiCodewords('12')).toEqual([142]);
    expect(asciiCodewords('123')).toEqual([142, 52]);
    expect(asciiCodewords('A1b')).toEqual([66, 50, 99]);
    expect(asciiCodewords('é')).toEqual([235, 0xe9 - 127]);
    expect(() => asciiCodewords('€')).toThrow(/U\+20AC/);
    expect(() => encodeDataMatrix('x'.repeat(175))).toThrow(/more than 174 codewords/);
  });

  test('Reed–Solomon: the codeword polynomial vanishes at α¹ … αⁿ', () => {
    const exp: number[] = [];
    for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x12d) & 0xff : x << 1) exp.push(x);
    const mul = (a: number, b: number): number => {
      let p = 0;
      for (let x = a, y = b; y > 0; y >>= 1, x = x & 0x80 ? ((x << 1) ^ 0x12d) & 0xff : x << 1) if (y & 1) p ^= x;
      return p;
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 5, max: 28 }),
        (data, n) => {
          const all = data.concat(reedSolomon(data, n));
          for (let root = 1; root <= n; root++) {
            const value = all.reduce((acc, c) => mul(acc, exp[root]!) ^ c, 0);
            expect(value, `α^${root}`).toBe(0);
          }
        },
      ),
    );
  });
});

describe('zxing-wasm reads what we draw', () => {
  const cards = enumerateCards(classicDeck);

  test('every card of the classic deck: the same text, and the same modules as zxing writes', async () => {
    for (const card of cards) {
      const text = markText(cards, classicDeck.id, card.id);
      expect(await decode(text), card.id).toEqual([text]);
      const ours = encodeDataMatrix(text);
      const theirs = await zxingDataMatrix(text);
      expect(theirs.size, card.id).toBe(ours.size);
      expect([...ours.modules], card.id).toEqual([...theirs.modules]);
    }
  });

  test.prop([fc.stringMatching(/^[0-9]{1,88}$/)], { numRuns: 60 })('random digit strings', async (digits) => {
    expect(await decode(digits)).toEqual([digits]);
  });

  // Digits have one best encodation (pairs in ASCII), so zxing's writer, held to square symbols,
  // draws the very symbol ours should: padding, error correction and placement at every size.
  test.prop([fc.stringMatching(/^[0-9]{1,348}$/)], { numRuns: 80 })(
    'random digit strings up to 48 × 48: module for module as zxing writes them',
    async (digits) => {
      const ours = encodeDataMatrix(digits);
      const theirs = await zxingDataMatrix(digits);
      expect(theirs.size).toBe(ours.size);
      expect([...ours.modules]).toEqual([...theirs.modules]);
    },
  );

  test.prop(
    [
      fc.string({
        unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
        minLength: 1,
        maxLength: 60,
      }),
    ],
    {
      numRuns: 60,
    },
  )('random short ASCII', async (text) => {
    expect(await decode(text)).toEqual([text]);
  });

  test('every size from 10 × 10 to 48 × 48, and Latin-1 through upper shift', async () => {
    const seen = new Set<number>();
    for (const n of [1, 4, 7, 11, 17, 21, 29, 35, 43, 61, 85, 113, 143, 173]) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 37) % 90))).join('');
      seen.add(encodeDataMatrix(text).size);
      expect(await decode(text, 3, 1), `${n} characters`).toEqual([text]);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([10, 12, 14, 16, 18, 20, 22, 24, 26, 32, 36, 40, 44, 48]);
    expect(await decode('Ça coûte 5 €'.replace('€', 'E'))).toEqual(['Ça coûte 5 E']);
  });
});
