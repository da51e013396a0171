// Every legal placement of some cards on a table: each empty cell beside the table (or beside a
// just-placed core, for the bonus), each rotation that gives a distinct pattern.

import type { Rules } from './rules.ts';
import { KEY_STEP, cardAtKey, gridCell, isOnTable, type Table } from './table.ts';
import type { Placement } from './types.ts';

export interface LegalPlay extends Placement {
  points: number;
}

export type LegalVisitor = (card: number, key: number, rotation: number, points: number) => void;

/** Scratch space for one cell's neighbours, one set per nesting depth so a visitor may search again. */
interface Scratch {
  /** icon * 6 + direction of each neighbour: its offset in a card's block of rotation masks. */
  offset: Int16Array;
  value: Int32Array;
  /** The hand's cards that are not on the table, and how many. */
  live: Int16Array;
  liveCount: number;
}
const scratches: Scratch[] = [];
let depth = 0;

function scratchFor(level: number): Scratch {
  while (scratches.length <= level) scratches.push({ offset: new Int16Array(6), value: new Int32Array(6), live: new Int16Array(256), liveCount: 0 });
  return scratches[level]!;
}

/** Reads the cell's neighbours once (the icon facing the cell with its direction, the card's value); returns their count. */
function gatherNeighbours(rules: Rules, table: Table, key: number, into: Scratch): number {
  const s = table.storage;
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const at = s.cellOf[key + KEY_STEP[d]!]!;
    if (at === 0 || at > table.size) continue;
    const other = s.card[at - 1]!;
    into.offset[n] = rules.facing[other * 36 + s.rotation[at - 1]! * 6 + ((d + 3) % 6)]! * 6 + d;
    into.value[n] = rules.value[other]!;
    n++;
  }
  return n;
}

function visitCell(rules: Rules, table: Table, key: number, visit: LegalVisitor, sc: Scratch): void {
  const n = gatherNeighbours(rules, table, key, sc);
  if (n === 0) return;
  const { allowedRotations, matchingRotations, rotationMask, value } = rules;
  for (let h = 0; h < sc.liveCount; h++) {
    const card = sc.live[h]!;
    const block = card * 96;
    let legal = rotationMask[card]!;
    for (let i = 0; i < n && legal !== 0; i++) legal &= allowedRotations[block + sc.offset[i]!]!;
    for (let k = 0; legal !== 0; k++, legal >>= 1) {
      if ((legal & 1) === 0) continue;
      let points = value[card]!;
      for (let i = 0; i < n; i++) if ((matchingRotations[block + sc.offset[i]!]! >> k) & 1) points += sc.value[i]!;
      visit(card, key, k, points);
    }
  }
}

/**
 * Calls visit for each legal placement of the hand's cards (card indexes). With `besideKey`, only
 * cells beside that cell count: the core bonus. Allocates nothing in the search itself.
 */
export function forEachLegal(rules: Rules, table: Table, hand: readonly number[], visit: LegalVisitor, besideKey = -1): void {
  const sc = scratchFor(depth++);
  sc.liveCount = 0;
  for (const card of hand) if (!isOnTable(table, card)) sc.live[sc.liveCount++] = card;
  try {
    if (besideKey >= 0) {
      for (const step of KEY_STEP) if (cardAtKey(table, besideKey + step) < 0) visitCell(rules, table, besideKey + step, visit, sc);
      return;
    }
    const s = table.storage;
    for (let f = 0; f < s.frontierCount && s.frontierFrom[f]! < table.size; f++) {
      const key = s.frontier[f]!;
      if (cardAtKey(table, key) < 0) visitCell(rules, table, key, visit, sc);
    }
  } finally {
    depth--;
  }
}

/** True when at least one card of the hand can be placed somewhere (stops at the first). */
export function hasLegal(rules: Rules, table: Table, hand: readonly number[]): boolean {
  const sc = scratchFor(depth);
  const s = table.storage;
  for (let f = 0; f < s.frontierCount && s.frontierFrom[f]! < table.size; f++) {
    const key = s.frontier[f]!;
    if (cardAtKey(table, key) >= 0) continue;
    const n = gatherNeighbours(rules, table, key, sc);
    for (const card of hand) {
      if (isOnTable(table, card)) continue;
      let legal = rules.rotationMask[card]!;
      for (let i = 0; i < n && legal !== 0; i++) legal &= rules.allowedRotations[card * 96 + sc.offset[i]!]!;
      if (legal !== 0) return true;
    }
  }
  return false;
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
  return out.sort((a, b) => b.points - a.points || a.card.localeCompare(b.card) || a.q - b.q || a.r - b.r || a.rotation - b.rotation);
}
