// The names under the value, measured on the rendered face: every pixel the name darkens must lie
// on paper, never on a dark icon disc (black text on charcoal cannot be read). Counterfactual: the
// face drawn without its name shows what lies under each of the name's pixels.

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

/** The name's pixels (darker with the name than without it) and how many of them lie on dark ground. */
function nameOnDark(id: string, sizeId: string): { name: number; onDark: number } {
  const size = parseCardSize(sizeId);
  const view = viewCardFace(loaded.deck, cards.find((c) => c.id === id)!, size);
  // The first text is the value; the rest are the name's lines.
  const bare = { ...view, texts: view.texts.slice(0, 1) };
  // About 600 DPI on a small card: each letter stroke several pixels wide.
  const width = 1300;
  const a = renderPixels(CARD_RENDERER.face(view, art), width).pixels;
  const b = renderPixels(CARD_RENDERER.face(bare, art), width).pixels;
  let name = 0;
  let onDark = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(luma(b, i) - luma(a, i)) < 8) continue;
    name++;
    if (luma(b, i) < 128) onDark++;
  }
  return { name, onDark };
}

describe.each(['small', 'tgc-hex', '60mm'])('names on %s cards', (size) => {
  it.each(['can-joker', 'beakers-key', 'joker-beakers', 'star-plane'])(
    '%s: no pixel of the name on a dark disc',
    (id) => {
      const { name, onDark } = nameOnDark(id, size);
      expect(name).toBeGreaterThan(500);
      expect(onDark).toBe(0);
    },
  );
});
