// The machine-readable mark on every card face: what it says (the card's place in its deck and a
// check for the deck) and where it sits. The card generator draws it, the table reader looks for
// it there. Pure.

import type { Card } from '../engine/index.ts';

/**
 * Where the symbol sits on the upright face (pointed top up, as printed), in units of the card's
 * flat-to-flat width, from the card's centre, x to the right and y down. `side` is the symbol's
 * side without its quiet zone, `quiet` the white margin around it: the white tile is
 * `side + 2 · quiet` across, centred on (x, y). The symbol is printed upright (its finder L on the
 * left and bottom edges), so its orientation in a photo is the card's.
 *
 * It sits on the face's bottom corner, below the two bottom icons, where the two bottom bands
 * meet: a white tile over the inner rule's corner. Measured on the preset sizes (generator
 * card-size.ts): its top stays 0.4 mm below the bottom icons' squares on the 3.75 in card and its
 * bottom corners 0.5 mm inside the safe zone on the 63 mm card, the tighter of the two limits.
 */
export const MARK_ON_FACE: { x: number; y: number; side: number; quiet: number } = {
  x: 0,
  y: 0.4045,
  side: (0.132 * 10) / 13,
  quiet: (0.132 * 1.5) / 13,
};

/** Modules a side of every card's symbol: five digits are three codewords, a 10 × 10 symbol. */
export const MARK_MODULES = 10;

/** The side of one module, in mm, on a card `widthMm` wide flat to flat. */
export function markModuleMm(widthMm: number): number {
  return (MARK_ON_FACE.side * widthMm) / MARK_MODULES;
}

/** Digits of the card's index in the deck's card list. */
const INDEX_DIGITS = 3;
const MARK_LENGTH = INDEX_DIGITS + 2;

/** Two digits from the deck id (FNV-1a over its UTF-16 code units, mod 100). */
export function deckCheck(deckId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < deckId.length; i++) {
    hash ^= deckId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 100).padStart(2, '0');
}

/**
 * The text of a card's mark: its index in `cards` (the engine's enumerated cards of the deck),
 * three digits, then the deck's two-digit check. Throws if the card is not in the list or the list
 * is longer than three digits can count.
 */
export function markText(cards: readonly Card[], deckId: string, cardId: string): string {
  const index = cards.findIndex((c) => c.id === cardId);
  if (index < 0) throw new RangeError(`mark: card "${cardId}" is not in the deck "${deckId}"`);
  if (index >= 10 ** INDEX_DIGITS)
    throw new RangeError(`mark: card "${cardId}" is number ${index + 1}; a mark counts at most ${10 ** INDEX_DIGITS}`);
  return String(index).padStart(INDEX_DIGITS, '0') + deckCheck(deckId);
}

/** The card a mark's text names in this deck, or undefined for any text that is not one of ours. */
export function cardIdFromMarkText(cards: readonly Card[], deckId: string, text: string): string | undefined {
  if (typeof text !== 'string' || text.length !== MARK_LENGTH || !/^[0-9]+$/.test(text)) return undefined;
  if (text.slice(INDEX_DIGITS) !== deckCheck(deckId)) return undefined;
  return cards[Number(text.slice(0, INDEX_DIGITS))]?.id;
}
