// The blur measure behind Scan's "hold still" (marks/read/sharpness.ts): known answers on drawn
// edges, and on synthetic photos (test/support/table-photo.ts) sharp ones stay under BLURRED while
// the motion blur and defocus that stop marks reading at 200 px a card come over it.

import { describe, expect, test } from 'vitest';
import { BLURRED } from '../../marks/read/index.ts';
import { greyOf } from '../../marks/read/image.ts';
import { measureBlur } from '../../marks/read/sharpness.ts';
import { makeTablePhoto, type PhotoSpec, randomTable } from '../support/table-photo.ts';

/** Vertical bars 24 px apart, each edge a ramp `ramp` pixels wide from 40 to 220. */
function bars(ramp: number): { grey: Uint8Array; width: number; height: number } {
  const width = 240;
  const height = 120;
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.abs((x % 48) - 24);
      const t = Math.max(0, Math.min(1, (d - 12) / ramp + 0.5));
      grey[y * width + x] = 40 + 180 * t;
    }
  return { grey, width, height };
}

describe('the blur measure', () => {
  test.each([1, 3, 6])('edges drawn %i px wide measure about that wide', (ramp) => {
    const { grey, width, height } = bars(ramp);
    expect(measureBlur(grey, width, height)).toBeGreaterThanOrEqual(ramp * 0.8);
    expect(measureBlur(grey, width, height)).toBeLessThanOrEqual(ramp + 1.2);
  });

  test('a plain picture has no edges to measure: 0, never blurred', () => {
    expect(measureBlur(new Uint8Array(100 * 100).fill(128), 100, 100)).toBe(0);
  });

  const photo = (seed: number, more: Partial<PhotoSpec>) => {
    const spec = { seed, tableCards: 15, around: 1, centre: randomTable(seed, 15).last.card, cardPx: 200 };
    const p = makeTablePhoto({ ...spec, tilt: 20, noise: 5, jpegQuality: 75, ...more });
    return measureBlur(greyOf(p), p.width, p.height);
  };

  test.each([
    ['sharp', {}, false],
    ['a slight blur', { motion: 2 }, false],
    ['6 px of motion', { motion: 6 }, true],
    ['a 2.5 px defocus', { defocus: 2.5 }, true],
  ] as const)('a photo with %s at 200 px a card: blurred is %s', (_, more, blurred) => {
    for (const seed of [31, 32]) expect(photo(seed, more) >= BLURRED).toBe(blurred);
  });
});
