// The table reader's module-grid fit (marks/read/module-grid.ts): a Data Matrix drawn small,
// shifted, turned, blurred and noisy in a patch is found and each module read as printed.

import { describe, expect, test } from 'vitest';
import { encodeDataMatrix } from '../../marks/data-matrix.ts';
import { fitModuleGrid, type Samples } from '../../marks/read/module-grid.ts';

const PITCH = 5;

/** A patch with the symbol's centre at (cx, cy), `pitch` samples a module, turned `degrees`, grey 60 on 200. */
function patchWith(
  modules: Uint8Array,
  n: number,
  at: { cx: number; cy: number; pitch: number; degrees: number },
  size: number,
  noiseSeed: number,
): Samples {
  const values = new Float32Array(size * size);
  const a = (at.degrees * Math.PI) / 180;
  // Eight subsamples a sample (area averaging), as a camera pixel sees a printed module.
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let dark = 0;
      for (let k = 0; k < 16; k++) {
        const px = x + ((k % 4) + 0.5) / 4 - at.cx;
        const py = y + (Math.floor(k / 4) + 0.5) / 4 - at.cy;
        const u = (Math.cos(a) * px + Math.sin(a) * py) / at.pitch + n / 2;
        const v = (-Math.sin(a) * px + Math.cos(a) * py) / at.pitch + n / 2;
        const i = Math.floor(u);
        const j = Math.floor(v);
        if (i >= 0 && j >= 0 && i < n && j < n && modules[j * n + i] === 1) dark++;
      }
      values[y * size + x] = 200 - (140 * dark) / 16;
    }
  // A box blur of one sample, then noise of ±6.
  const blurred = new Float32Array(values.length);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= size || yy >= size) continue;
          sum += values[yy * size + xx]!;
          count++;
        }
      let state = (noiseSeed * 7919 + y * size + x) * 2654435761;
      state = (state ^ (state >>> 13)) >>> 0;
      blurred[y * size + x] = sum / count + ((state % 13) - 6);
    }
  return { size, values: blurred };
}

describe('module-grid fit', () => {
  test.each([
    ['centred and upright', { dx: 0, dy: 0, pitch: PITCH, degrees: 0 }],
    ['a module and a half off, turned 3°', { dx: 7, dy: -8, pitch: PITCH, degrees: 3 }],
    ['far off, 6 % larger, turned −2°', { dx: -20, dy: 15, pitch: PITCH * 1.06, degrees: -2 }],
  ])('a symbol %s is read module for module', (_, place) => {
    for (const text of ['00512', '17342', '90001']) {
      const symbol = encodeDataMatrix(text);
      expect(symbol.size).toBe(10);
      const size = 110;
      const samples = patchWith(
        symbol.modules,
        10,
        { cx: size / 2 + place.dx, cy: size / 2 + place.dy, pitch: place.pitch, degrees: place.degrees },
        size,
        Number(text),
      );
      const fit = fitModuleGrid(samples, 10, PITCH, 30, 30);
      expect(fit).not.toBeNull();
      expect([...fit!.dark]).toEqual([...symbol.modules]);
      // The symbol's corner is where it was drawn, within half a sample.
      const corner = fit!.at(0, 0);
      const a = (place.degrees * Math.PI) / 180;
      const half = 5 * place.pitch;
      expect(corner.x).toBeCloseTo(size / 2 + place.dx - half * Math.cos(a) + half * Math.sin(a), -0.3);
      expect(corner.y).toBeCloseTo(size / 2 + place.dy - half * Math.sin(a) - half * Math.cos(a), -0.3);
    }
  });

  test('a patch with no symbol in it gives no fit', () => {
    const size = 110;
    const values = new Float32Array(size * size);
    for (let i = 0; i < values.length; i++) values[i] = i % size < size / 2 ? 90 : 180;
    expect(fitModuleGrid({ size, values }, 10, PITCH, 30, 30)).toBeNull();
  });
});
