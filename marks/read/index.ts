// The table reader's public face: a photo and a deck's cards in, each card's cell, rotation and
// confidence out. Pure; the symbol decoder is passed in (zxing.ts wraps zxing-wasm).

import type { Card } from '../../engine/index.ts';
import { cardIdFromMarkText, MARK_MODULES, MARK_ON_FACE } from '../card-mark.ts';
import type { FaceTemplates } from './faces.ts';
import type { Photo } from './image.ts';
import { readTable, type SymbolDecoder, type TableReading } from './read-table.ts';

export { ACCEPT_CONFIDENCE, BLURRED, REMEDIES, readTable } from './read-table.ts';
export type {
  FoundSymbol,
  MarkPlace,
  ReadCard,
  ReadOptions,
  Remedy,
  SymbolDecoder,
  TableReading,
  UnplacedCard,
} from './read-table.ts';
export type { Photo, RgbaImage } from './image.ts';
export { type FaceImage, type FaceTemplates, makeFaceTemplates } from './faces.ts';

/** Reads a photo of a deck's cards, with the deck's marks as the card generator prints them. */
export function readCards(
  photo: Photo,
  deck: { cards: readonly Card[]; deckId: string },
  decode: SymbolDecoder,
  secondPass = true,
  faces?: FaceTemplates,
): Promise<TableReading> {
  return readTable(photo, {
    decode,
    identify: (text) => cardIdFromMarkText(deck.cards, deck.deckId, text),
    mark: MARK_ON_FACE,
    modules: MARK_MODULES,
    secondPass,
    faces,
  });
}
