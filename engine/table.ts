// The table as a value. A round only ever adds cards, so a Table is a prefix (its size) of shared
// append-only storage; adding to an older prefix copies the storage first, so every Table value
// stays what it was. Lookups are typed-array reads, with no allocation.

import { opposite } from './hex.ts';
import { facingIcon, rotationMaskOffset, type Rules } from './rules.ts';
import type { Cell, Placement } from './types.ts';

/** Cells are stored in a square grid of GRID × GRID around the start; 80 cards reach at most 80 cells out. */
export const GRID = 192;
const HALF = GRID / 2;
/** The furthest a coordinate may be from the start and still be stored. */
export const MAX_COORD = HALF - 2;
const MAX_CARDS = 256;

/** The cell index of (q, r) in the grid. */
export const gridKey = (q: number, r: number): number => (q + HALF) * GRID + (r + HALF);
/** The cell (q, r) of a grid key: gridKey's inverse. */
export const gridCell = (key: number): Cell => ({ q: Math.floor(key / GRID) - HALF, r: (key % GRID) - HALF });
/** Key offsets of the six directions of docs/rules.md §3. */
export const KEY_STEP = [GRID, GRID - 1, -1, -GRID, -GRID + 1, 1] as const;

/** Whether a cell lies within the stored grid. */
export const inGrid = (q: number, r: number): boolean => Math.abs(q) <= MAX_COORD && Math.abs(r) <= MAX_COORD;

class Storage {
  /** Placement index + 1 of the card on each cell; 0 when empty. */
  cellOf = new Uint16Array(GRID * GRID);
  /** Placement index + 1 of each card on the table; 0 when not placed. */
  placedAs: Uint16Array;
  card = new Int16Array(MAX_CARDS);
  rotation = new Uint8Array(MAX_CARDS);
  key = new Int32Array(MAX_CARDS);
  /** Cells next to a card, in the order they first became so, with the placement that made them so. */
  frontier = new Int32Array(MAX_CARDS * 6);
  frontierFrom = new Int16Array(MAX_CARDS * 6);
  frontierCount = 0;
  length = 0;
  constructor(cardCount: number) {
    this.placedAs = new Uint16Array(cardCount);
  }
}

/** A table: the first `size` placements of shared storage (read it through this module's functions). */
export interface Table {
  readonly storage: Storage;
  readonly size: number;
}

/** A table with no card on it, with room for a deck of `cardCount` cards. */
export const emptyTable = (cardCount: number): Table => ({ storage: new Storage(cardCount), size: 0 });

/**
 * The table's one rule for reading storage: a stored placement number (index + 1, 0 for none) counts
 * only when it is among this table's first `size` placements, as storage is shared with later tables.
 */
const counts = (table: Table, at: number): boolean => at !== 0 && at <= table.size;

/** The placement index on a cell, or -1 when the cell is empty in this table: the one way to look at a cell. */
export function placementAtKey(table: Table, key: number): number {
  const at = table.storage.cellOf[key]!;
  return counts(table, at) ? at - 1 : -1;
}

/**
 * Reads the cards beside a cell once, for the legal-move search: for each, where the icon it turns
 * toward the cell sits in a card's rotation masks (rotationMaskOffset) and its value; returns their count.
 * One loop over this module's storage, allocating nothing.
 */
export function gatherNeighbours(
  rules: Rules,
  table: Table,
  key: number,
  offset: Int16Array,
  value: Int32Array,
): number {
  const s = table.storage;
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const at = s.cellOf[key + KEY_STEP[d]!]!;
    if (!counts(table, at)) continue;
    const other = s.card[at - 1]!;
    offset[n] = rotationMaskOffset(facingIcon(rules, other, s.rotation[at - 1]!, opposite(d)), d);
    value[n] = rules.value[other]!;
    n++;
  }
  return n;
}

/** The old name of placementAtKey (it gives a placement index, not a card), kept for existing callers. */
export const cardAtKey = placementAtKey;

/** Whether a card (index) lies on this table. */
export const isOnTable = (table: Table, card: number): boolean => counts(table, table.storage.placedAs[card]!);

/** The card index of a placement (by placement index), so callers need not read storage. */
export const placedCard = (table: Table, placement: number): number => table.storage.card[placement]!;

/** The rotation of a placement. */
export const placedRotation = (table: Table, placement: number): number => table.storage.rotation[placement]!;

/** The grid key of a placement's cell. */
export const placedKey = (table: Table, placement: number): number => table.storage.key[placement]!;

/** The grid key one step from a key in direction d (docs/rules.md §3). */
export const neighbourKey = (key: number, d: number): number => key + KEY_STEP[d]!;

/** Whether two grid keys are neighbouring cells. */
export function areNeighbourKeys(a: number, b: number): boolean {
  const d = a - b;
  return d === GRID || d === -GRID || d === 1 || d === -1 || d === GRID - 1 || d === 1 - GRID;
}

/** A copy of the storage holding only the first `size` placements. */
function fork(table: Table): Storage {
  const old = table.storage;
  const s = new Storage(old.placedAs.length);
  s.cellOf.set(old.cellOf);
  s.placedAs.set(old.placedAs);
  s.card.set(old.card);
  s.rotation.set(old.rotation);
  s.key.set(old.key);
  for (let i = table.size; i < old.length; i++) {
    s.cellOf[old.key[i]!] = 0;
    s.placedAs[old.card[i]!] = 0;
  }
  let f = 0;
  while (f < old.frontierCount && old.frontierFrom[f]! < table.size) f++;
  s.frontier.set(old.frontier.subarray(0, f));
  s.frontierFrom.set(old.frontierFrom.subarray(0, f));
  s.frontierCount = f;
  s.length = table.size;
  return s;
}

/** A new table with one more card; the caller has checked that the placement is legal. */
export function addCard(table: Table, card: number, key: number, rotation: number): Table {
  const s = table.size === table.storage.length ? table.storage : fork(table);
  const i = s.length;
  s.card[i] = card;
  s.rotation[i] = rotation;
  s.key[i] = key;
  s.cellOf[key] = i + 1;
  s.placedAs[card] = i + 1;
  for (const step of KEY_STEP) {
    const n = key + step;
    if (s.cellOf[n] === 0 && !isFrontier(s, n)) {
      s.frontier[s.frontierCount] = n;
      s.frontierFrom[s.frontierCount++] = i;
    }
  }
  s.length = i + 1;
  return { storage: s, size: i + 1 };
}

/** An empty cell is on the frontier already when a card other than the one just placed touches it. */
function isFrontier(s: Storage, key: number): boolean {
  let touching = 0;
  for (const step of KEY_STEP) if (s.cellOf[key + step] !== 0) touching++;
  return touching > 1;
}

/**
 * How many frontier entries belong to this table: read them with frontierKey(table, 0 … end − 1). An
 * entry may have been filled since; check it with placementAtKey. Allocation-free, for the hot paths.
 */
export function frontierEnd(table: Table): number {
  const s = table.storage;
  if (table.size === s.length) return s.frontierCount;
  let f = 0;
  while (f < s.frontierCount && s.frontierFrom[f]! < table.size) f++;
  return f;
}

/** The grid key of frontier entry f (below frontierEnd). */
export const frontierKey = (table: Table, f: number): number => table.storage.frontier[f]!;

/** Calls visit with each empty cell that has a card beside it. */
export function forEachFrontierCell(table: Table, visit: (key: number) => void): void {
  for (let f = 0, end = frontierEnd(table); f < end; f++) {
    const key = frontierKey(table, f);
    if (placementAtKey(table, key) < 0) visit(key);
  }
}

/** The cards on the table in the order they were placed, with card ids resolved by the caller's list. */
export function placements(table: Table, cardIds: readonly string[]): Placement[] {
  const s = table.storage;
  const out: Placement[] = [];
  for (let i = 0; i < table.size; i++) {
    const { q, r } = gridCell(s.key[i]!);
    out.push({ card: cardIds[s.card[i]!]!, q, r, rotation: s.rotation[i]! });
  }
  return out;
}
