// Card PNGs measured as a shop's prepress would: a card at N DPI is its canvas in inches times N,
// rounded, in both directions (resvg alone derives the height from the width and rounds it up).

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { fitRows } from '../../../generator/print/card-png.ts';
import { canvasSize, SIZE_PRESETS } from '../../../draw/card-size.ts';
import type { Manifest } from '../../../generator/print/manifest.ts';

const pngSize = (file: string): [number, number] => {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};
const pngDpi = (file: string): number => {
  const png = readFileSync(file);
  const at = png.indexOf('pHYs');
  return Math.round((png.readUInt32BE(at + 4) * 25.4) / 1000);
};

describe.each([72, 150, 600, 1000])('cards built at %i DPI', (dpi) => {
  it('are their canvas in inches times the DPI, rounded, both ways, as the manifest says', async () => {
    const out = mkdtempSync(join(tmpdir(), 'jibe-png-size-'));
    await buildDeck(parseBuildFlags({ out, dpi, only: 'key-fire', paper: 'a4' }));
    // The tgc-hex canvas: 88.84 × 101.6 mm (4 in).
    const mm = canvasSize(SIZE_PRESETS['tgc-hex']!);
    const want = [Math.round((mm.width / 25.4) * dpi), Math.round((mm.height / 25.4) * dpi)];
    const dir = join(out, 'classic');
    expect(pngSize(join(dir, 'cards', 'key-fire.png'))).toEqual(want);
    expect(pngSize(join(dir, 'cards', 'back.png'))).toEqual(want);
    expect(pngDpi(join(dir, 'cards', 'key-fire.png'))).toBe(dpi);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect([manifest.png.width, manifest.png.height]).toEqual(want);
  }, 60_000);
});

describe('fitRows', () => {
  const rows = (height: number): Uint8Array => Uint8Array.from({ length: 2 * 4 * height }, (_, i) => Math.floor(i / 8));
  it.each([
    [3, 3, [0, 1, 2]],
    [3, 2, [0, 1]],
    [2, 4, [0, 1, 1, 1]],
  ])('turns %i rows into %i, dropping or repeating the last', (from, to, want) => {
    const out = fitRows(rows(from), 2, from, to);
    expect(out.length).toBe(2 * 4 * to);
    expect(Array.from({ length: to }, (_, y) => out[y * 8])).toEqual(want);
  });
});
