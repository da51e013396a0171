import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readViewBox } from '../../site/build/site-data-fs.ts';
import {
  cutShareOf,
  describeCardArt,
  faceSize,
  faceUrl,
  formatArtBox,
  readCardArt,
} from '../../site/src/table/card-face.ts';

/** A pointed-top hex of corner-to-corner c with bleed b on every side, as the print step draws a face. */
const faceBox = (c: number, b: number) => ({ width: (c * Math.sqrt(3)) / 2 + 2 * b, height: c + 2 * b });

describe('card face on the board', () => {
  it.each([
    ['the default card (3.75 in hex, 1/8 in bleed)', 95.25, 3.175],
    ['a larger card with more bleed', 120, 5],
    ['a card without bleed', 80, 0],
  ])('finds the cut hex of %s from the face box alone', (_, c, b) => {
    const box = faceBox(c, b);
    expect(cutShareOf(box.width, box.height)).toBeCloseTo(c / (c + 2 * b), 6);
  });

  it('reads the printed faces of the classic deck, when they are built', () => {
    const svg = join(import.meta.dirname, '..', '..', 'output', 'classic', 'cards', 'key-fire.svg');
    let text: string;
    try {
      text = readFileSync(svg, 'utf8');
    } catch {
      return expect(cutShareOf(88.839, 101.6)).toBeCloseTo(95.25 / 101.6, 3);
    }
    const box = readViewBox(text)!;
    const manifest = JSON.parse(readFileSync(join(svg, '..', '..', 'manifest.json'), 'utf8')) as {
      size: { cornerToCornerMm: number; bleedMm: number };
    };
    expect(cutShareOf(box.width, box.height)).toBeCloseTo(
      manifest.size.cornerToCornerMm / (manifest.size.cornerToCornerMm + 2 * manifest.size.bleedMm),
      3,
    );
  });

  it('takes a box that is no pointed hex with bleed as the hex itself', () => {
    expect(cutShareOf(2, Math.sqrt(3))).toBe(1);
    expect(cutShareOf(100, 100)).toBe(1);
  });

  it('draws the face so that its cut hex spans the board hex, in the face proportions', () => {
    const art = describeCardArt('/jibe/cards/', faceBox(95.25, 3.175));
    const size = faceSize(art, 98);
    expect(size.height * art.cut).toBeCloseTo(98, 6);
    expect(size.width / size.height).toBeCloseTo(art.width / art.height, 9);
    expect(faceUrl(art, 'core-joker-1')).toBe('/jibe/cards/core-joker-1.svg');
  });

  it("names a face with the faces' version, so that a rebuilt face is a new URL", () => {
    const box = faceBox(95.25, 3.175);
    expect(faceUrl(describeCardArt('/jibe/cards/', box, '3f2a9c01d4e5'), 'key-fire')).toBe(
      '/jibe/cards/key-fire.svg?v=3f2a9c01d4e5',
    );
    expect(faceUrl(describeCardArt('/cards/', box, 'a b&c'), 'a/b')).toBe('/cards/a%2Fb.svg?v=a%20b%26c');
  });

  it('travels through the page attributes and back', () => {
    const art = describeCardArt('/cards/', { width: 88.839, height: 101.6 }, '0123abcd');
    expect(readCardArt('/cards/', formatArtBox({ width: 88.839, height: 101.6 }), '0123abcd')).toEqual(art);
    expect(readCardArt('/cards/', formatArtBox({ width: 88.839, height: 101.6 }))?.version).toBe('');
    expect(readCardArt(undefined, '1 2')).toBeNull();
    expect(readCardArt('/cards/', 'garbage')).toBeNull();
  });
});
