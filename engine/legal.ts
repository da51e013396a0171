// Every legal placement of some cards on a table: each empty cell beside the table (or beside a
// just-placed core, for the bonus), each rotation that gives a distinct pattern.

import { allowedOf, allowedRotationsAt, matchingOf, rotationMaskBlock, type Rules } from './rules.ts';
import {
  forEachFrontierCell,
  gridCell,
  isOnTable,
  neighbourKey,
  gatherNeighbours,
  placementAtKey,
  type Table,
} from './table.ts';
import type { Placement } from './types.ts';

/** A legal placement with its points, as listLegal gives it. */
export interface LegalPlay extends Placement {
  points: number;
}

/** Called once per legal placement (card index, grid key, rotation, points), so a search need not build a list. */
export type LegalVisitor = (card: number, key: number, rotation: number, points: number) => void;

/**
 * Called once per card and cell with at least one legal placement, before them: how many there are
 * and the most points any of them scores. Returning false skips them (a search that cannot use them).
 */
export type LegalFilter = (card: number, key: number, count: number, mostPoints: number) => boolean;

/** Set bits of a 6-bit rotation mask. */
const ROTATION_COUNT = Uint8Array.from({ length: 64 }, (_, m) => m.toString(2).replaceAll('0', '').length);

/** Scratch space for one cell's neighbours, one set per nesting depth so a visitor may search again. */
interface Scratch {
  /** The rotationMaskOffset of each neighbour: where it sits in a card's rotation masks. */
  offset: Int16Array;
  value: Int32Array;
  /** For the card being tried: its matching rotations against each neighbour. */
  matched: Uint8Array;
  /** The hand's cards that are not on the table, and how many. */
  live: Int16Array;
  liveCount: number;
}
const scratches: Scratch[] = [];
let depth = 0;

function scratchFor(level: number): Scratch {
  while (scratches.length <= level) {
    // One literal with every field, so that each scratch object has the same fast shape.
    scratches.push({
      offset: new Int16Array(6),
      value: new Int32Array(6),
      matched: new Uint8Array(6),
      live: new Int16Array(64),
      liveCount: 0,
    });
  }
  return scratches[level]!;
}

/** The rotations (6-bit mask) of a card that every gathered neighbour allows. */
function legalRotations(rules: Rules, card: number, sc: Scratch, n: number): number {
  let legal = rules.rotationMask[card]!;
  for (let i = 0; i < n && legal !== 0; i++) legal &= allowedRotationsAt(rules, card, sc.offset[i]!);
  return legal;
}

function visitCell(
  rules: Rules,
  table: Table,
  key: number,
  visit: LegalVisitor,
  filter: LegalFilter | undefined,
  sc: Scratch,
): void {
  const n = gatherNeighbours(rules, table, key, sc.offset, sc.value);
  if (n === 0) return;
  // The arrays are kept in locals: after each call of `visit` the engine would otherwise read them again.
  const { rotationMasks, rotationMask, value } = rules;
  const { offset, live, matched } = sc;
  const worth = sc.value;
  for (let h = 0; h < sc.liveCount; h++) {
    const card = live[h]!;
    const block = rotationMaskBlock(rules, card);
    let legal = rotationMask[card]!;
    // Most cards fit nowhere on a cell: their matching rotations are read only for those that do.
    for (let i = 0; i < n; i++) legal &= allowedOf(rotationMasks[block + offset[i]!]!);
    if (legal === 0) continue;
    for (let i = 0; i < n; i++) matched[i] = matchingOf(rotationMasks[block + offset[i]!]!);
    if (filter !== undefined) {
      let most = value[card]!;
      for (let i = 0; i < n; i++) if ((matched[i]! & legal) !== 0) most += worth[i]!;
      if (!filter(card, key, ROTATION_COUNT[legal]!, most)) continue;
    }
    for (let k = 0; legal !== 0; k++, legal >>= 1) {
      if ((legal & 1) === 0) continue;
      let points = value[card]!;
      for (let i = 0; i < n; i++) if ((matched[i]! >> k) & 1) points += worth[i]!;
      visit(card, key, k, points);
    }
  }
}

/**
 * Calls visit for each legal placement of the hand's cards (card indexes). With `besideKey`, only
 * cells beside that cell count: the core bonus. With `filter`, a card's placements on a cell are
 * visited only when it lets them. Allocates nothing in the search itself.
 */
export function forEachLegal(
  rules: Rules,
  table: Table,
  hand: readonly number[],
  visit: LegalVisitor,
  besideKey = -1,
  filter?: LegalFilter,
): void {
  const sc = scratchFor(depth++);
  // A hand grows with every pass while the pile lasts: the scratch grows with it.
  if (sc.live.length < hand.length) sc.live = new Int16Array(Math.max(hand.length, 2 * sc.live.length));
  sc.liveCount = 0;
  for (const card of hand) if (!isOnTable(table, card)) sc.live[sc.liveCount++] = card;
  try {
    if (besideKey >= 0) {
      for (let d = 0; d < 6; d++) {
        const key = neighbourKey(besideKey, d);
        if (placementAtKey(table, key) < 0) visitCell(rules, table, key, visit, filter, sc);
      }
      return;
    }
    forEachFrontierCell(table, (key) => visitCell(rules, table, key, visit, filter, sc));
  } finally {
    depth--;
  }
}

/** True when at least one card of the hand can be placed somewhere (stops at the first). */
export function hasLegal(rules: Rules, table: Table, hand: readonly number[]): boolean {
  const sc = scratchFor(depth);
  let found = false;
  forEachFrontierCell(table, (key) => {
    if (found) return;
    const n = gatherNeighbours(rules, table, key, sc.offset, sc.value);
    for (const card of hand) if (!isOnTable(table, card) && legalRotations(rules, card, sc, n) !== 0) found = true;
  });
  return found;
}

/** The legal placements as a list, best points first, then by card, cell and rotation. */
export function listLegal(rules: Rules, table: Table, hand: readonly number[], besideKey = -1): LegalPlay[] {
  const out: LegalPlay[] = [];
  forEachLegal(
    rules,
    table,
    hand,
    (card, key, rotation, points) => {
      const { q, r } = gridCell(key);
      out.push({ card: rules.cards[card]!.id, q, r, rotation, points });
    },
    besideKey,
  );
  return out.sort(
    (a, b) => b.points - a.points || a.card.localeCompare(b.card) || a.q - b.q || a.r - b.r || a.rotation - b.rotation,
  );
}
