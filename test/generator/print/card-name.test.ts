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
import { checkFaceTexts, checkTextsOverArt } from '../../../draw/print-warnings.ts';
import { measureText } from '../../../generator/print/text-measure.ts';

const loaded = loadDeck();
const art = loadDeckArt(loaded);
const cards = enumerateCards(loaded.deck);
const luma = (p: Buffer, i: number): number => 0.299 * p[i]! + 0.587 * p[i + 1]! + 0.114 * p[i + 2]!;

/** The name's pixels (darker with the name than without it), how many lie on dark ground and how many on any ink. */
function nameOver(id: string, sizeId: string, width: number): { name: number; onDark: number; onInk: number } {
  const size = parseCardSize(sizeId);
  const view = viewCardFace(loaded.deck, cards.find((c) => c.id === id)!, size);
  return namePixels(view, width);
}

/** The name's pixels of a face's view, measured as above. */
function namePixels(
  view: ReturnType<typeof viewCardFace>,
  width: number,
): { name: number; onDark: number; onInk: number } {
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

describe.each([
  // Before the value could be set smaller to let the names rise, 34 faces of 60 mm and 78 of 50 mm
  // had names on art, and jibe build said nothing of them.
  ['60mm', 11],
  ['50mm', 80],
])('names on %s cards', (sizeId, most) => {
  const size = parseCardSize(sizeId);
  const views = cards.map((c) => viewCardFace(loaded.deck, c, size));
  const measure = (text: string, bold: boolean) => measureText(text, bold, 1);

  it(`lie on art on at most ${most} faces, and each such face is warned of`, () => {
    const onArt = views.filter((view) => namePixels(view, 600).onInk > 0);
    expect(onArt.length).toBeLessThanOrEqual(most);
    // Warned of as a face whose texts no place clears, or as texts reaching into an icon's square.
    const unwarned = onArt.filter(
      (view) =>
        checkTextsOverArt([view]).length === 0 &&
        !checkFaceTexts(loaded.deck, cards, [view], measure).some((p) => p.message.includes("an icon's square")),
    );
    expect(unwarned.map((v) => v.id)).toEqual([]);
  });

  it('the faces no place clears are named in one warning', () => {
    const flagged = views.filter((v) => v.textOver === 'art');
    expect(flagged.length).toBeGreaterThan(0);
    expect(checkTextsOverArt(views).map((w) => w.message)).toContainEqual(
      expect.stringContaining(`on ${flagged.length} cards (${flagged[0]!.id}, `),
    );
  });
});

describe('names on faces of the shipped sizes', () => {
  it.each(['small', 'tgc-hex'])('%s: no face is flagged with names over a wild disc', (sizeId) => {
    const views = cards.map((c) => viewCardFace(loaded.deck, c, parseCardSize(sizeId)));
    expect(views.filter((v) => v.textOver === 'disc').map((v) => v.id)).toEqual([]);
  });
});
