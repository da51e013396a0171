// The names under the value, measured on the rendered face: every pixel the name darkens must lie
// on paper, never on a dark icon disc (black text on charcoal cannot be read) nor on an icon's
// coloured art. Counterfactual: the face drawn without its name shows what lies under each of the
// name's pixels.

import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { parseCardSize } from '../../../draw/card-size.ts';
import { CARD_RENDERER } from '../../../generator/print/card-svg.ts';
import { viewCardFace } from '../../../draw/card-view.ts';

const loaded = loadDeck();
const art = loadDeckArt(loaded);
const cards = enumerateCards(loaded.deck);
const luma = (p: Buffer, i: number): number => 0.299 * p[i]! + 0.587 * p[i + 1]! + 0.114 * p[i + 2]!;

/** The name's pixels (darker with the name than without it), how many lie on dark ground and how many on any ink. */
function nameOver(id: string, sizeId: string, width: number): { name: number; onDark: number; onInk: number } {
  const size = parseCardSize(sizeId);
  const view = viewCardFace(loaded.deck, cards.find((c) => c.id === id)!, size);
  // The first text is the value; the rest are the name's lines.
  const bare = { ...view, texts: view.texts.slice(0, 1) };
  const a = renderPixels(CARD_RENDERER.face(view, art), width).pixels;
  const b = renderPixels(CARD_RENDERER.face(bare, art), width).pixels;
  let name = 0;
  let onDark = 0;
  let onInk = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(luma(b, i) - luma(a, i)) < 8) continue;
    name++;
    if (luma(b, i) < 128) onDark++;
    if (Math.min(b[i]!, b[i + 1]!, b[i + 2]!) < 236) onInk++;
  }
  return { name, onDark, onInk };
}

describe.each(['small', 'tgc-hex', '60mm'])('names on %s cards', (size) => {
  it.each(['can-joker', 'beakers-key', 'joker-beakers', 'star-plane'])(
    '%s: no pixel of the name on a dark disc',
    (id) => {
      // About 600 DPI on a small card: each letter stroke several pixels wide.
      const { name, onDark } = nameOver(id, size, 1300);
      expect(name).toBeGreaterThan(500);
      expect(onDark).toBe(0);
    },
  );
});

describe.each(['small', 'tgc-hex'])('every name on %s cards', (size) => {
  // The names rise clear of the lower icons' art as well (on small cards they reached the tops of a
  // bulb and a key); checked on every card of the deck, at about 280 DPI.
  it('lies on paper alone, off every icon', () => {
    const over = cards
      .map((c) => ({ id: c.id, ...nameOver(c.id, size, 600) }))
      .filter((c) => c.name < 100 || c.onInk > 0);
    expect(over).toEqual([]);
  });
});
