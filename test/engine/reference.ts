// A slow, obviously correct reading of docs/rules.md §3–5, written from the text with plain objects, to
// compare the fast engine against. It uses none of the engine's tables or functions: only the deck,
// its list of cards and the types. Each position is read once into maps (cards by id, the table by
// cell), so checking a placement is a handful of map look-ups rather than a scan of the table.

import type { Card, Deck, Placement, WildScope } from '../../engine/types.ts';

/** docs/rules.md §3: the steps of directions 0–5, east, north-east, north-west, west, south-west, south-east. */
const STEPS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
] as const;

/** The reference's answer for one placement: legal or not, its points, the ids of the neighbours it scored from. */
export interface RefResult {
  legal: boolean;
  points?: number;
  matched?: string[];
}

/** A position read once: what every check needs, looked up by id or by cell. */
interface Reading {
  wild: string;
  wildScope: WildScope;
  cardById: Map<string, Card>;
  colourOf: Map<string, string>;
  /** The table by cell, "q,r". */
  cardAt: Map<string, Placement>;
  /** The ids of the cards on the table. */
  onTable: Set<string>;
}

const cellName = (q: number, r: number): string => `${q},${r}`;

function read(deck: Deck, cards: Card[], table: Placement[], wildScope: WildScope): Reading {
  return {
    wild: deck.wild,
    wildScope,
    cardById: new Map(cards.map((c) => [c.id, c])),
    colourOf: new Map(deck.icons.map((i) => [i.id, i.colour])),
    cardAt: new Map(table.map((p) => [cellName(p.q, p.r), p])),
    onTable: new Set(table.map((p) => p.card)),
  };
}

/** docs/rules.md §3: with rotation k, side s faces direction (s + k) mod 6, so the icon facing d is sides[(d − k) mod 6]. */
const iconFacing = (card: Card, rotation: number, d: number): string => card.sides[(((d - rotation) % 6) + 6) % 6]!;

/** docs/rules.md §4–5 for one placement on a position already read. */
function check(at: Reading, place: Placement): RefResult {
  const card = at.cardById.get(place.card)!;
  if (at.onTable.has(place.card)) return { legal: false };
  if (at.cardAt.has(cellName(place.q, place.r))) return { legal: false };
  // §8 wildScope "card": a card carrying a wild set skips the colour rule on every side.
  const cardIsWild = at.wildScope === 'card' && card.sets.includes(at.wild);
  let points = card.value;
  const matched: string[] = [];
  let neighbours = 0;
  for (let d = 0; d < 6; d++) {
    const [dq, dr] = STEPS[d]!;
    const other = at.cardAt.get(cellName(place.q + dq, place.r + dr));
    if (other === undefined) continue;
    neighbours++;
    // The two touching sides: mine faces d, the neighbour's faces back, the opposite direction (d + 3) mod 6.
    const mine = iconFacing(card, place.rotation, d);
    const otherCard = at.cardById.get(other.card)!;
    const theirs = iconFacing(otherCard, other.rotation, (d + 3) % 6);
    const wild = mine === at.wild || theirs === at.wild;
    // §4: colour-compatible = the same colour, or either icon wild.
    if (!wild && !cardIsWild && at.colourOf.get(mine) !== at.colourOf.get(theirs)) return { legal: false };
    // §5: a neighbour scores its value when the touching icons are the same, or either is wild.
    if (wild || mine === theirs) {
      points += otherCard.value;
      matched.push(other.card);
    }
  }
  // §4: a card needs at least one card beside it.
  if (neighbours === 0) return { legal: false };
  return { legal: true, points, matched: matched.sort() };
}

/** Checks one placement against a table, straight from the rules text. */
export function referenceCheck(
  deck: Deck,
  cards: Card[],
  table: Placement[],
  place: Placement,
  wildScope = deck.options.wildScope,
): RefResult {
  return check(read(deck, cards, table, wildScope), place);
}

/** The rotations of a card that show different side patterns (turning a core changes nothing). */
function distinctRotations(card: Card): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (let rotation = 0; rotation < 6; rotation++) {
    const pattern = STEPS.map((_, d) => iconFacing(card, rotation, d)).join();
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    out.push(rotation);
  }
  return out;
}

/**
 * Every legal placement by brute force: every card of the hand, every empty cell beside a card on the
 * table (no other cell can have a neighbour), every rotation with a distinct pattern.
 */
export function referenceLegal(deck: Deck, cards: Card[], table: Placement[], hand: string[]): string[] {
  const at = read(deck, cards, table, deck.options.wildScope);
  const cells = new Map<string, [number, number]>();
  for (const p of table) {
    for (const [dq, dr] of STEPS) {
      const [q, r] = [p.q + dq, p.r + dr];
      if (!at.cardAt.has(cellName(q, r))) cells.set(cellName(q, r), [q, r]);
    }
  }
  const out = new Set<string>();
  for (const id of hand) {
    const rotations = distinctRotations(at.cardById.get(id)!);
    for (const [q, r] of cells.values()) {
      for (const rotation of rotations) {
        const result = check(at, { card: id, q, r, rotation });
        if (result.legal) out.add(`${id}@${q},${r}/${rotation}=${result.points}`);
      }
    }
  }
  return [...out].sort();
}
