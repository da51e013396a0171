// The back forgives a mis-cut (no frame near the cut), the low-ink variant saves ink on faces and
// backs, and the deck's name fits its medallion: measured on rendered pixels where it can be.

import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { renderBackSvg, renderCardSvg } from '../../../generator/print/card-svg.ts';
import { type CardView, viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { measureText } from '../../../generator/print/text-measure.ts';
import { shapedDeck } from '../../support/shaped-deck.ts';

const { deck } = loadDeck();
const art = loadDeckArt(loadDeck());
const tgc = SIZE_PRESETS['tgc-hex']!;
const WIDTH = 400;

/** The pixels inside the trim, each with its distance (mm) inside the nearest cut edge. */
function insideTrim(view: CardView, svg: string): { inset: number; rgb: [number, number, number] }[] {
  const { width, height, pixels } = renderPixels(svg, WIDTH);
  const mm = view.geometry.width / width;
  const g = view.geometry;
  const out: { inset: number; rgb: [number, number, number] }[] = [];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const [x, y] = [(px + 0.5) * mm - g.centre.x, (py + 0.5) * mm - g.centre.y];
      // Pointed-top hex: the sides' normals point at 0°, ±60°, 180°, ±120°.
      const reach = Math.max(
        ...[0, 60, 120].map((d) => Math.abs(x * Math.cos((d * Math.PI) / 180) + y * Math.sin((d * Math.PI) / 180))),
      );
      const inset = g.apothem - reach;
      if (inset < 0) continue;
      const i = 4 * (py * width + px);
      out.push({ inset, rgb: [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] });
    }
  }
  return out;
}

/** Ink coverage: 0 for paper white, 1 for black, averaged over the trim. */
const coverage = (px: { rgb: [number, number, number] }[]): number =>
  px.reduce((s, p) => s + (765 - p.rgb[0] - p.rgb[1] - p.rgb[2]) / 765, 0) / px.length;

describe('the back', () => {
  it('has nothing but its even striped field within 12 mm of the cut, so a mis-cut shows no frame', () => {
    const back = viewCardBack(deck, tgc);
    const edge = insideTrim(back, renderBackSvg(back, deck.name)).filter((p) => p.inset < 12);
    const field = [
      [0x1f, 0x2a, 0x44],
      [0x2a, 0x37, 0x58],
    ];
    // Every pixel near the cut is the field, a stripe, or a blend of the two (anti-aliasing).
    const off = edge.filter((p) => !p.rgb.every((v, i) => v >= field[0]![i]! - 3 && v <= field[1]![i]! + 3));
    expect(off.length / edge.length).toBe(0);
  });

  it.each(['Jibe', 'Hexagonia Deluxe', 'A Very Long Deck Name Indeed'])(
    'fits the name %j inside its medallion',
    (name) => {
      const back = viewCardBack({ ...deck, name }, tgc);
      const text = back.texts[0]!;
      const width = measureText(text.text, true, text.size);
      // The medallion is a hex of 0.62 radii; at the name's line it is at least 2 × 0.62 × 0.866 radii wide.
      expect(width).toBeLessThanOrEqual(2 * 0.62 * 0.866 * back.geometry.radius);
      expect(text.size).toBeGreaterThan(2);
    },
  );

  it.each([2, 3, 4, 5, 6])('keeps the discs of %i colours apart and inside the medallion', (n) => {
    const shaped = shapedDeck(Array.from({ length: n }, () => 3));
    for (const size of Object.values(SIZE_PRESETS)) {
      const back = viewCardBack(shaped, size);
      const g = back.geometry;
      const fills = new Set(shaped.colours.map((c) => c.screen));
      // A disc's path starts at its leftmost point and its first arc names its radius.
      const discs = back.paths
        .filter((p) => p.fill !== null && fills.has(p.fill))
        .map((p) => {
          const [x, , r] = /^M([\d.]+) ([\d.]+)A([\d.]+)/.exec(p.d)!.slice(1).map(Number) as [number, number, number];
          return { x: x + r - g.centre.x, r };
        });
      expect(discs).toHaveLength(n);
      // Millimetres scale with the card: 1 mm on the 3.75 in card.
      const mm = g.radius / 47.625;
      const halfWidth = 0.62 * 0.866 * g.radius;
      for (const disc of discs) expect(Math.abs(disc.x) + disc.r).toBeLessThanOrEqual(halfWidth - mm);
      for (let i = 1; i < n; i++) expect(discs[i]!.x - discs[i - 1]!.x).toBeGreaterThan(2 * discs[i]!.r);
      expect(discs[0]!.r).toBeGreaterThan(2.5 * mm);
    }
  });
});

describe('low ink', () => {
  it('prints under a third of the ink on the back and under two thirds on a face', () => {
    const back = (lowInk: boolean) => {
      const v = viewCardBack(deck, tgc, { lowInk });
      return coverage(insideTrim(v, renderBackSvg(v, deck.name)));
    };
    const card = enumerateCards(deck).find((c) => c.id === 'key-fire')!;
    const face = (lowInk: boolean) => {
      const v = viewCardFace(deck, card, tgc, { lowInk });
      return coverage(insideTrim(v, renderCardSvg(v, art)));
    };
    expect(back(true)).toBeLessThan(back(false) / 3);
    expect(face(true)).toBeLessThan((face(false) * 2) / 3);
  });
});
