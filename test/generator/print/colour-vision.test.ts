import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { MIN_CUE, viewCardFace } from '../../../draw/card-view.ts';
import { contrastRatio, deltaE, labAs, paletteDistances, VISIONS } from '../../../draw/colour-vision.ts';
import { join } from 'node:path';

describe('colour distances', () => {
  it.each([
    ['#FFFFFF', '#000000', 'normal', 100],
    // The classic deck's red and gold before issue 12, as its reviewer measured them.
    ['#D55E00', '#E69F00', 'normal', 33.4],
    ['#D55E00', '#E69F00', 'deuteranopia', 18.3],
  ] as const)('%s to %s (%s) is ΔE %d', (a, b, vision, want) => expect(deltaE(a, b, vision)).toBeCloseTo(want, 0));

  it('leaves greys grey under every simulation', () => {
    for (const vision of VISIONS) {
      const [l, a, b] = labAs('#808080', vision);
      expect(l).toBeCloseTo(53.6, 0);
      expect(Math.hypot(a, b)).toBeLessThan(1.5);
    }
  });

  it('makes red and green alike for a deuteranope, not for normal vision', () => {
    expect(deltaE('#FF0000', '#00B000')).toBeGreaterThan(80);
    expect(deltaE('#FF0000', '#00B000', 'deuteranopia')).toBeLessThan(deltaE('#FF0000', '#00B000') / 2);
  });

  it('contrast ratios run from 1 to 21', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe.each(['classic', 'edition-2018'])('the %s deck', (id) => {
  const { deck } = loadDeck(join(ROOT, 'decks', id));

  it('keeps every pair of colours ≥ 40 apart in normal vision and ≥ 25 for each colour blindness', () => {
    const close = paletteDistances(deck.colours).filter((d) => d.deltaE < (d.vision === 'normal' ? 40 : 25));
    expect(close).toEqual([]);
  });

  it('draws every cue mark at least 4 mm across with at least 3:1 contrast on its band', () => {
    const card = enumerateCards(deck).find((c) => c.kind === 'pair')!;
    for (const size of Object.values(SIZE_PRESETS)) {
      const view = viewCardFace(deck, card, size);
      // Each side: the band (a four-corner path) and then its mark.
      const marks = view.paths.filter(
        (p, i) => i > 0 && view.paths[i - 1]!.d.split('L').length === 4 && p.fill !== null,
      );
      expect(marks).toHaveLength(6);
      for (const [i, mark] of marks.entries()) {
        // A circle is drawn as two arcs: its size is its diameter; other marks are polygons.
        const arc = /A(\d+(?:\.\d+)?)/.exec(mark.d);
        const numbers = [...mark.d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
        const xs = numbers.filter((_, j) => j % 2 === 0);
        const ys = numbers.filter((_, j) => j % 2 === 1);
        const extent = arc
          ? 2 * Number(arc[1])
          : Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
        expect(extent, `${size.id} side ${i}`).toBeGreaterThanOrEqual(MIN_CUE - 0.01);
        const band = view.paths[view.paths.indexOf(mark) - 1]!.fill!;
        expect(contrastRatio(mark.fill!, band)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
