// The machine-readable mark of a face (marks/card-mark.ts says what it carries and where it sits):
// the Data Matrix of the card's mark text in ink on a paper-white tile, so its contrast does not
// depend on the card's colours. Pure, in mm on the card's canvas like the rest of the view.

import { type Card, type Deck, enumerateCards } from '../engine/index.ts';
import { MARK_ON_FACE, markText } from '../marks/card-mark.ts';
import { encodeDataMatrix } from '../marks/data-matrix.ts';
import { fmt, type Point } from './hex-geometry.ts';

/** The smallest module a home printer at 300 DPI prints cleanly enough for a phone to read (issue 17). */
export const MIN_MARK_MODULE = 0.5;

export interface MarkView {
  /** What the symbol says: the card's index in the deck and the deck's check (marks/card-mark.ts). */
  text: string;
  /** Centre of the symbol and of its tile. */
  x: number;
  y: number;
  /** The symbol's side without quiet zone, the tile's side (symbol and quiet zone), one module. */
  side: number;
  tile: number;
  module: number;
  /** Modules a side. */
  modules: number;
  /** The tile's paper-white square, then the dark modules as one path of merged runs. */
  tilePath: string;
  modulesPath: string;
}

// The deck's card list, enumerated once per deck: a mark counts a card's place in it.
const cardLists = new WeakMap<Deck, Card[]>();

function cardsOf(deck: Deck): Card[] {
  let cards = cardLists.get(deck);
  if (!cards) {
    cards = enumerateCards(deck);
    cardLists.set(deck, cards);
  }
  return cards;
}

/**
 * The mark of `card` on a face whose trimmed hex is `width` wide flat to flat, centred on `centre`;
 * undefined when the deck turns marks off.
 */
export function viewMark(deck: Deck, card: Card, centre: Point, width: number): MarkView | undefined {
  if (deck.marks === false) return undefined;
  const text = markText(cardsOf(deck), deck.id, card.id);
  const symbol = encodeDataMatrix(text);
  const side = MARK_ON_FACE.side * width;
  const tile = side + 2 * MARK_ON_FACE.quiet * width;
  const module = side / symbol.size;
  const x = centre.x + MARK_ON_FACE.x * width;
  const y = centre.y + MARK_ON_FACE.y * width;
  const left = x - side / 2;
  const top = y - side / 2;
  // Every edge from the same formula, so neighbouring runs share their edges exactly.
  const at = (origin: number, i: number): string => fmt(origin + i * module);
  const runs: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    let col = 0;
    while (col < symbol.size) {
      if (symbol.modules[row * symbol.size + col] !== 1) {
        col++;
        continue;
      }
      const start = col;
      while (col < symbol.size && symbol.modules[row * symbol.size + col] === 1) col++;
      runs.push(`M${at(left, start)} ${at(top, row)}H${at(left, col)}V${at(top, row + 1)}H${at(left, start)}Z`);
    }
  }
  const t = tile / 2;
  return {
    text,
    x,
    y,
    side,
    tile,
    module,
    modules: symbol.size,
    tilePath: `M${fmt(x - t)} ${fmt(y - t)}H${fmt(x + t)}V${fmt(y + t)}H${fmt(x - t)}Z`,
    modulesPath: runs.join(''),
  };
}
