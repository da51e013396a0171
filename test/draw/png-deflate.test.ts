// The PNG deflate that `jibe build` and the Studio share: whatever the rows, zlib inflates its
// stream back to them, and on card-like rows it compresses about as zlib does at level 3.

import { inflateSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { deflatePngRows } from '../../draw/png-deflate.ts';

/** Rows of `width` RGB pixels with the filter byte in front, each byte from `at(x, y, channel)`. */
function rows(width: number, height: number, at: (x: number, y: number, c: number) => number): Uint8Array {
  const stride = width * 3 + 1;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    out[y * stride] = 1;
    for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) out[y * stride + 1 + 3 * x + c] = at(x, y, c) & 255;
  }
  return out;
}

const CASES: { name: string; width: number; height: number; at: (x: number, y: number, c: number) => number }[] = [
  { name: 'flat colour', width: 400, height: 300, at: () => 0 },
  { name: 'noise', width: 97, height: 61, at: (x, y, c) => (x * 7919 + y * 104729 + c * 31) % 251 },
  { name: 'an even gradient', width: 300, height: 40, at: (_x, _y, c) => c + 1 },
  { name: 'vertical stripes', width: 500, height: 50, at: (x) => (x % 37 === 0 ? 200 : 0) },
  { name: 'a pattern of period 7 pixels', width: 350, height: 20, at: (x, y) => ((x + y) % 7) * 30 },
  { name: 'one pixel', width: 1, height: 1, at: () => 9 },
  { name: 'rows wider than the window', width: 12_000, height: 3, at: (x, y) => (x * y) % 5 },
];

describe('deflatePngRows', () => {
  test.each(CASES)('$name inflates back to the same rows', ({ width, height, at }) => {
    const data = rows(width, height, at);
    expect(Buffer.from(inflateSync(deflatePngRows(data, width * 3 + 1, 3))).equals(Buffer.from(data))).toBe(true);
  });

  test.prop([fc.uint8Array({ maxLength: 5000 }), fc.integer({ min: 1, max: 400 })])(
    'any bytes inflate back to themselves',
    (data, stride) => {
      expect(Buffer.from(inflateSync(deflatePngRows(data, stride, 3))).equals(Buffer.from(data))).toBe(true);
    },
  );

  test('flat rows shrink to a small fraction of themselves', () => {
    const data = rows(1000, 1000, (x, y) => (x < 500 ? 0 : x === 500 ? y : 0));
    expect(deflatePngRows(data, 3001, 3).length).toBeLessThan(data.length / 100);
  });
});
