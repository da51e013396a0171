// Low-ink tints, measured on the rendered faces: in grey (a black-and-white printer) any two deck
// colours' bands differ by about 10 L* (one tint share for all left red and blue 0.4 L* apart), and
// every colour-vision deficiency keeps them further apart than before: a protanope's closest pair,
// 10.4 with one share and 13.1 with the tints in lightness order, is over the print check's 25.

import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { CARD_RENDERER } from '../../../generator/print/card-svg.ts';
import { viewCardFace } from '../../../draw/card-view.ts';
import { deltaE, labAs, VISIONS } from '../../../draw/colour-vision.ts';
import { lowInkTints } from '../../../draw/low-ink.ts';
import { PRINT_LIMITS } from '../../../draw/print-limits.ts';

const loaded = loadDeck();
const { deck } = loaded;
const art = loadDeckArt(loaded);
const size = SIZE_PRESETS['tgc-hex']!;
const hex = (r: number, g: number, b: number): string =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const pairs = <T>(xs: T[]): [T, T][] => xs.flatMap((a, i) => xs.slice(i + 1).map((b): [T, T] => [a, b]));

/** The band colour of every deck colour, sampled on rendered low-ink faces 5 mm beside each mark. */
let sampled: Map<string, string> | undefined;
function renderedBands(): Map<string, string> {
  if (sampled) return sampled;
  const bands = new Map<string, string>();
  for (const card of enumerateCards(deck).filter((c) => c.kind === 'pair')) {
    const view = viewCardFace(deck, card, size, { lowInk: true });
    const { width, pixels } = renderPixels(CARD_RENDERER.face(view, art), 600);
    const px = width / view.geometry.width;
    for (const side of view.sides) {
      if (bands.has(side.colour)) continue;
      const along = ((side.angle + 90) * Math.PI) / 180;
      const [x, y] = [side.mark.x + 5 * Math.cos(along), side.mark.y + 5 * Math.sin(along)];
      const i = 4 * (Math.floor(y * px) * width + Math.floor(x * px));
      bands.set(side.colour, hex(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
    }
    if (bands.size === deck.colours.length) break;
  }
  sampled = bands;
  return bands;
}

describe('low-ink bands', () => {
  it('are the tints lowInkTints gives, one for each deck colour', () => {
    const bands = renderedBands();
    const tints = lowInkTints(deck.colours.map((c) => c.screen));
    expect([...bands.keys()].sort()).toEqual(deck.colours.map((c) => c.id).sort());
    for (const c of deck.colours) expect(deltaE(bands.get(c.id)!, tints.get(c.screen)!)).toBeLessThan(1.5);
  });

  it('differ by 9.5 L* or more in grey, and by more than before in every vision', () => {
    const bands = [...renderedBands().values()];
    for (const [a, b] of pairs(bands))
      expect(Math.abs(labAs(a, 'normal')[0] - labAs(b, 'normal')[0]), `${a} ${b}`).toBeGreaterThanOrEqual(9.5);
    // One share (30 %) for all gave 22.6 normal, 10.8 deutan, 10.4 protan, 11.0 tritan at the closest.
    const before = { normal: 22.6, deuteranopia: 10.8, protanopia: 10.4, tritanopia: 11.0 };
    for (const v of VISIONS) {
      const closest = Math.min(...pairs(bands).map(([a, b]) => deltaE(a, b, v)));
      expect(closest, v).toBeGreaterThan(before[v] + 2);
    }
  });

  it('keep the closest pair as far apart as the print check asks for protanopes, and 20 for every eye', () => {
    const bands = [...renderedBands().values()];
    const closestIn = (v: (typeof VISIONS)[number]) => Math.min(...pairs(bands).map(([a, b]) => deltaE(a, b, v)));
    // Measured: 44.3 normal, 23.9 deutan, 26.2 protan, 21.0 tritan (in lightness order 31.4, 16.0, 13.1, 22.4).
    expect(closestIn('protanopia')).toBeGreaterThanOrEqual(PRINT_LIMITS.deltaE.protanopia);
    for (const v of VISIONS) expect(closestIn(v), v).toBeGreaterThanOrEqual(20);
  });

  it.each([[['#C33C1E', '#1E69A5']], [['#FFEE00', '#FFEE10', '#FFFFFF']], [['#000000']]])(
    'of %j are tints of their colour, lighter or the colour itself',
    (colours) => {
      const tints = lowInkTints(colours);
      for (const c of colours) {
        const t = tints.get(c)!;
        expect(labAs(t, 'normal')[0]).toBeGreaterThanOrEqual(labAs(c, 'normal')[0] - 0.5);
      }
    },
  );
});
