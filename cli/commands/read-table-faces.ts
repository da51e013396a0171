// The deck's faces as the table reader takes them (marks/read/faces.ts): each card's face drawn as
// the build draws it (the deck's look: size, fonts, templates, icon art), small, upright. Made
// here, at the edge, so marks/ stays pure: pixels in, cards out.

import { join } from 'node:path';
import { enumerateCards } from '../../engine/index.ts';
import type { FaceImage } from '../../marks/read/index.ts';
import type { LoadedDeck } from '../../generator/deck-fs.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { renderPixels } from '../../generator/print/card-png.ts';
import { canvasSize, SIZE_PRESETS } from '../../draw/card-size.ts';
import { cardCanvas } from '../../generator/print/card-svg.ts';
import { viewCardFace } from '../../draw/card-view.ts';
import { loadDeckLook, lookStyle } from '../../generator/print/look-fs.ts';

/** Pixels across a face: its samples (20 a card width) each average a few pixels. */
const FACE_PX = 120;

/** Every face of a loaded deck, FACE_PX wide, with its pixels a card width (flat side to flat side). */
export function deckFaceImages(loaded: LoadedDeck): FaceImage[] {
  const look = loadDeckLook(loaded, join(loaded.dir, 'deck.json'));
  const size = look.size ?? SIZE_PRESETS['tgc-hex']!;
  const art = loadDeckArt(loaded);
  const style = lookStyle(look);
  return enumerateCards(loaded.deck).map((card) => {
    const view = viewCardFace(loaded.deck, card, size, style);
    const { width, height, pixels } = renderPixels(
      look.renderer.face(view, art, cardCanvas(view)),
      FACE_PX,
      look.fonts,
    );
    const perUnit = (width / canvasSize(size).width) * ((Math.sqrt(3) * size.cornerToCorner) / 2);
    return { card: card.id, width, height, data: new Uint8Array(pixels), perUnit };
  });
}
