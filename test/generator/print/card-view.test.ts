import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { DIRECTIONS } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { parseCardSize, SIZE_PRESETS } from '../../../draw/card-size.ts';
import { computeGeometry, viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import type { Point } from '../../../draw/hex-geometry.ts';

const { deck } = loadDeck();
const cards = enumerateCards(deck);
const tgc = SIZE_PRESETS['tgc-hex']!;

/** Inside a convex polygon whose corners run anticlockwise on screen (y down). */
const inside = (p: Point, poly: Point[]): boolean =>
  poly.every((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) <= 1e-9;
  });

describe('computeGeometry', () => {
  it('gives the Game Crafter hex its trim, bleed and canvas', () => {
    const g = computeGeometry(tgc);
    expect(g.radius * 2).toBeCloseTo(95.25, 6);
    expect(g.apothem * 2).toBeCloseTo(82.49, 2);
    expect(g.width).toBeCloseTo(82.49 + 6.35, 2);
    expect(g.height).toBeCloseTo(101.6, 6);
    const ys = g.trim.map((p) => p.y);
    expect(Math.min(...ys)).toBeCloseTo(3.175, 6); // pointed top, one bleed below the canvas edge
    for (const p of g.bleed)
      expect(Math.hypot(p.x - g.centre.x, p.y - g.centre.y)).toBeCloseTo(g.radius + (2 * tgc.bleed) / Math.sqrt(3), 6);
  });
});

describe('viewCardFace', () => {
  it('puts side s toward the engine direction s (pointed-top axial layout)', () => {
    const view = viewCardFace(deck, cards[0]!, tgc);
    const g = view.geometry;
    view.icons.forEach((icon, s) => {
      const [q, r] = DIRECTIONS[s]!;
      // Axial → page for pointed tops: x = √3 (q + r/2), y = 3/2 r (y grows downward, r toward the south).
      const want = Math.atan2(1.5 * r, Math.sqrt(3) * (q + r / 2));
      const got = Math.atan2(icon.y - g.centre.y, icon.x - g.centre.x);
      expect(Math.cos(got - want)).toBeCloseTo(1, 9);
    });
  });

  it.each(['key-fire', 'can-joker', 'core-fire', 'core-joker-3'])(
    '%s shows its sides, its value, and keeps everything in the safe area',
    (id) => {
      const card = cards.find((c) => c.id === id)!;
      const view = viewCardFace(deck, card, tgc);
      expect(view.sides.map((s) => s.icon)).toEqual(card.sides);
      expect(view.icons.map((i) => i.icon)).toEqual(card.sides);
      expect(view.texts.map((t) => t.text)).toContain(String(card.value));
      for (const icon of view.icons) {
        for (const [dx, dy] of [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ] as const) {
          expect(
            inside({ x: icon.x + (dx * icon.size) / 2, y: icon.y + (dy * icon.size) / 2 }, view.geometry.safe),
          ).toBe(true);
        }
      }
      for (const t of view.texts) expect(inside({ x: t.x, y: t.y }, view.geometry.safe)).toBe(true);
    },
  );

  it('marks each side with its colour cue, the wild side too: the wild icon is one of its colour (docs/rules.md §8)', () => {
    const view = viewCardFace(deck, cards.find((c) => c.id === 'can-joker')!, tgc);
    expect(view.sides.map((s) => s.cue)).toEqual(['triangle', 'triangle', 'triangle', 'circle', 'circle', 'circle']);
    const band = (id: string) => deck.colours.find((c) => c.id === id)!.screen;
    expect(view.paths.filter((p) => p.fill === band('red'))).toHaveLength(3);
    expect(view.paths.filter((p) => p.fill === band('gold'))).toHaveLength(3);
    expect(view.paths.filter((p) => p.fill === band('blue'))).toHaveLength(0);
  });

  it('scales with the size preset', () => {
    const small = viewCardFace(deck, cards[0]!, SIZE_PRESETS.small!);
    expect(small.geometry.radius).toBe(31.5);
    expect(viewCardFace(deck, cards[0]!, parseCardSize('80mm')).geometry.radius).toBe(40);
  });
});

describe('viewCardBack', () => {
  it('shows the deck name and no icons', () => {
    const back = viewCardBack(deck, tgc);
    expect(back.texts.map((t) => t.text)).toEqual(['JIBE']);
    expect(back.icons).toEqual([]);
    expect(back.paths[0]!.d).toMatch(/^M-3.175 -3.175H/);
  });
});

describe('parseCardSize', () => {
  it.each([
    ['tgc-hex', 95.25],
    ['small', 63],
    ['80', 80],
    ['72.5mm', 72.5],
  ])('%s → %s mm', (text, mm) => expect(parseCardSize(text).cornerToCorner).toBeCloseTo(mm, 6));
  it.each(['tiny', '10mm', '0', '-50', '500mm'])('refuses %s', (text) =>
    expect(() => parseCardSize(text)).toThrow(/^--size: /),
  );
});
