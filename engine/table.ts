// The table as a value. A round only ever adds cards, so a Table is a prefix (its size) of shared
// append-only storage; adding to an older prefix copies the storage first, so every Table value
// stays what it was. Lookups are typed-array reads, with no allocation. A table of n cards reaches at
// most n − 1 cells out, but most stay near the start: the stored square of cells starts small and
// grows as cards go further, so it stays small enough to be quick to make and to read. Each empty
// cell beside a card (a frontier entry) keeps the cards beside it in the order they were placed, so
// the legal search of a table of any size reads its cells' neighbours as the first of those.

import { opposite } from './hex.ts';
import { facingIcon, rotationMaskOffset, type Rules } from './rules.ts';
import type { Cell, Placement } from './types.ts';

// Grid keys name cells the same way for every deck and every table, so a key can be kept, compared
// and turned back into its cell without the table: (q, r) is row q and column r of a square of
// KEY_STRIDE × KEY_STRIDE cells around the start. The table stores only the part of that square its
// deck can reach (see Storage).
const KEY_BITS = 11;
const KEY_STRIDE = 1 << KEY_BITS;
const KEY_MASK = KEY_STRIDE - 1;
const KEY_HALF = KEY_STRIDE / 2;
/** The furthest a coordinate may be from the start and still have a grid key: beyond the reach of any deck (MAX_CARDS). */
export const MAX_COORD = KEY_HALF - 2;

/** The grid key of (q, r), for a cell within MAX_COORD of the start (see inGrid). */
export const gridKey = (q: number, r: number): number => (q + KEY_HALF) * KEY_STRIDE + (r + KEY_HALF);
/** The cell (q, r) of a grid key: gridKey's inverse. */
export const gridCell = (key: number): Cell => ({ q: (key >> KEY_BITS) - KEY_HALF, r: (key & KEY_MASK) - KEY_HALF });
/** Key offsets of the six directions of docs/rules.md §3. */
export const KEY_STEP = [KEY_STRIDE, KEY_STRIDE - 1, -1, -KEY_STRIDE, -KEY_STRIDE + 1, 1] as const;

/** Whether a cell has a grid key: check this before gridKey on a cell from outside. */
export const inGrid = (q: number, r: number): boolean => Math.abs(q) <= MAX_COORD && Math.abs(r) <= MAX_COORD;

/** Steps from the start to a cell (docs/rules.md §3): the hex distance. */
export const stepsFromStart = (q: number, r: number): number => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));

/**
 * How far from the start a card of a deck of `cardCount` cards can lie: the start core is at (0, 0)
 * and each card placed touches one before it, so the table's n-th card is at most n − 1 steps out.
 */
export const reachOf = (cardCount: number): number => Math.max(1, cardCount - 1);

/** Rows and columns from the start that a new table's stored square holds cards in (see Storage.span). */
const FIRST_SPAN = 8;

/** A frontier entry's slots in near: one per side of its cell. */
const NEAR_SLOTS = 6;
/** A near slot holds (placement index << NEAR_SHIFT) + direction. */
const NEAR_SHIFT = 3;
const NEAR_PLACEMENT = 1 << NEAR_SHIFT;

class Storage {
  /** How many steps from the start a card can lie (reachOf). */
  readonly reach: number;
  /**
   * The stored square holds the cells up to `span` rows and columns from the start, where every card
   * so far lies, and two more around them (the empty cells beside the cards and the cells beside those,
   * which a search reads): rows and columns −half to half with half = span + 2. The span grows, up to
   * the reach, when a card goes further (see spread).
   */
  span = 0;
  /** The side of the stored square: 2 × half + 1. */
  side = 0;
  /** Added to a key's row and column (each 0 to KEY_STRIDE − 1) to give the stored row and column. */
  shift = 0;
  /** Offsets in cellOf of the six directions of docs/rules.md §3 (never changed: a new square makes new ones). */
  step!: Int32Array;
  // Three buffers hold the arrays (each array a view of one): a search forks a table for each move it
  // tries, and making an array buffer costs far more than viewing one; a fork copies each in one go.
  /** The square's buffer: cellOf and entryOf. */
  square!: ArrayBuffer;
  /** Placement index + 1 of the card on each stored cell; 0 when empty. */
  cellOf!: Uint16Array;
  /** Frontier entry + 1 of each stored cell that is one; 0 for the others. */
  entryOf!: Uint16Array;
  /** The placements' buffer: key, placedAs, card and rotation. */
  cards!: ArrayBuffer;
  /** The grid key of each placement. */
  key!: Int32Array;
  /** Placement index + 1 of each card on the table; 0 when not placed. */
  placedAs!: Uint16Array;
  card!: Int16Array;
  rotation!: Uint8Array;
  /** The frontier's buffer: the arrays below, room for `room` entries, laid out anew when more are needed (a placement adds at most six). */
  entries!: ArrayBuffer;
  room = 0;
  /**
   * The frontier: cells next to a card (grid keys), in the order they first became so, each with the
   * placement that made it so (frontierFrom, never decreasing), the placement + 1 that filled it
   * (filledBy, 0 while empty) and the cards beside it while it was empty (near).
   */
  frontier!: Int32Array;
  frontierFrom!: Int16Array;
  filledBy!: Uint16Array;
  /**
   * Per frontier entry, NEAR_SLOTS slots: each card beside the cell (its placement index and the
   * direction from the cell to it, see NEAR_SHIFT), in the order they were placed, so that a table of
   * any size reads its own as the first ones; nearCount says how many slots are used.
   */
  near!: Uint16Array;
  nearCount!: Uint8Array;
  /**
   * What the search reads of a near slot, worked out with `nearRules` when first read: the
   * rotationMaskOffset of the icon its card turns toward the cell, + 1 (0: not yet), and its value.
   */
  nearOffset!: Int16Array;
  nearValue!: Int32Array;
  nearRules: Rules | null = null;
  frontierCount = 0;
  length = 0;
  /** An empty storage for a deck of `cardCount` cards, or a copy of `copy` (every placement and entry of it). */
  constructor(cardCount: number, copy: Storage | null = null) {
    this.reach = reachOf(cardCount);
    viewCards(this, copy === null ? new ArrayBuffer(cardCount * CARD_BYTES) : copy.cards.slice(0), cardCount);
    if (copy === null) {
      const room = firstRoom(cardCount);
      viewEntries(this, new ArrayBuffer(room * ENTRY_BYTES), room);
      spread(this, Math.min(FIRST_SPAN, this.reach));
      return;
    }
    viewEntries(this, copy.entries.slice(0), copy.room);
    this.span = copy.span;
    this.side = copy.side;
    this.shift = copy.shift;
    this.step = copy.step;
    viewSquare(this, copy.square.slice(0));
    this.nearRules = copy.nearRules;
    this.frontierCount = copy.frontierCount;
    this.length = copy.length;
  }
}

/**
 * Frontier entries a new storage has room for: a table of n cards has about 2n + 4 when they lie in a
 * line and fewer when they huddle (a round of the classic deck makes about 150); more are made room for when needed.
 */
const firstRoom = (cardCount: number): number => 2 * cardCount + 8;

/** Bytes of the placements' buffer per card: key, placedAs, card and rotation. */
const CARD_BYTES = 4 + 2 + 2 + 1;

function viewCards(s: Storage, buffer: ArrayBuffer, cardCount: number): void {
  s.cards = buffer;
  s.key = new Int32Array(buffer, 0, cardCount);
  s.placedAs = new Uint16Array(buffer, cardCount * 4, cardCount);
  s.card = new Int16Array(buffer, cardCount * 6, cardCount);
  s.rotation = new Uint8Array(buffer, cardCount * 8, cardCount);
}

/** Bytes of the frontier's buffer per entry: its key, from, filledBy and count, and its slots' near, offset and value. */
const ENTRY_BYTES = 4 + 2 + 2 + 1 + NEAR_SLOTS * (2 + 2 + 4);

/** Views the frontier's arrays in a buffer with room for `room` entries: the 4-byte arrays first, then the 2-byte ones, then the counts, each aligned. */
function viewEntries(s: Storage, buffer: ArrayBuffer, room: number): void {
  const slots = room * NEAR_SLOTS;
  s.entries = buffer;
  s.room = room;
  s.frontier = new Int32Array(buffer, 0, room);
  s.nearValue = new Int32Array(buffer, room * 4, slots);
  const twos = room * 4 + slots * 4;
  s.frontierFrom = new Int16Array(buffer, twos, room);
  s.filledBy = new Uint16Array(buffer, twos + room * 2, room);
  s.near = new Uint16Array(buffer, twos + room * 4, slots);
  s.nearOffset = new Int16Array(buffer, twos + room * 4 + slots * 2, slots);
  s.nearCount = new Uint8Array(buffer, twos + room * 4 + slots * 4, room);
}

/** Gives the frontier room for `room` entries, keeping those it has. */
function makeRoom(s: Storage, room: number): void {
  const { frontier, nearValue, frontierFrom, filledBy, near, nearOffset, nearCount } = s;
  viewEntries(s, new ArrayBuffer(room * ENTRY_BYTES), room);
  s.frontier.set(frontier);
  s.nearValue.set(nearValue);
  s.frontierFrom.set(frontierFrom);
  s.filledBy.set(filledBy);
  s.near.set(near);
  s.nearOffset.set(nearOffset);
  s.nearCount.set(nearCount);
}

function viewSquare(s: Storage, buffer: ArrayBuffer): void {
  const cells = s.side * s.side;
  s.square = buffer;
  s.cellOf = new Uint16Array(buffer, 0, cells);
  s.entryOf = new Uint16Array(buffer, cells * 2, cells);
}

/**
 * Lays the stored square out for cards up to `span` rows and columns from the start, with every
 * placement and frontier cell of the storage in it. Tables sharing the storage read the new square as they did the old.
 */
function spread(s: Storage, span: number): void {
  const half = span + 2;
  s.span = span;
  s.side = 2 * half + 1;
  s.shift = half - KEY_HALF;
  s.step = Int32Array.from([s.side, s.side - 1, -1, -s.side, -s.side + 1, 1]);
  viewSquare(s, new ArrayBuffer(s.side * s.side * 4));
  for (let i = 0; i < s.length; i++) s.cellOf[cellIndex(s, s.key[i]!)] = i + 1;
  for (let f = 0; f < s.frontierCount; f++) s.entryOf[cellIndex(s, s.frontier[f]!)] = f + 1;
}

/** Where a grid key's cell is stored in cellOf, or -1 when it lies outside the stored square. */
function cellIndex(s: Storage, key: number): number {
  const row = (key >> KEY_BITS) + s.shift;
  const column = (key & KEY_MASK) + s.shift;
  return row >= 0 && row < s.side && column >= 0 && column < s.side ? row * s.side + column : -1;
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
  const s = table.storage;
  const index = cellIndex(s, key);
  if (index < 0) return -1;
  const at = s.cellOf[index]!;
  return counts(table, at) ? at - 1 : -1;
}

/** How many steps from the start a card of this table's deck can lie: a table of n cards reaches n − 1 out. */
export const tableReach = (table: Table): number => table.storage.reach;

/** Whether a card could lie on (q, r) in this table: within its reach of the start core. */
export const withinReach = (table: Table, q: number, r: number): boolean => stepsFromStart(q, r) <= table.storage.reach;

/**
 * Reads the cards beside a cell once, for the legal-move search: for each, where the icon it turns
 * toward the cell sits in a card's rotation masks (rotationMaskOffset) and its value, written from
 * index `from` on; returns their count. Reads the cell's frontier entry when it has one and is empty,
 * else its six sides; allocates nothing.
 */
export function gatherNeighbours(
  rules: Rules,
  table: Table,
  key: number,
  offset: Int16Array,
  value: Int32Array,
  from = 0,
): number {
  const s = table.storage;
  const row = (key >> KEY_BITS) + s.shift;
  const column = (key & KEY_MASK) + s.shift;
  // A cell on or beyond the stored square's edge is more than span + 1 rows or columns out: no card is beside it.
  if (row < 1 || row >= s.side - 1 || column < 1 || column >= s.side - 1) return 0;
  const centre = row * s.side + column;
  const entry = s.entryOf[centre]!;
  if (entry !== 0 && !counts(table, s.filledBy[entry - 1]!))
    return gatherFrontierNeighbours(rules, table, entry - 1, offset, value, from);
  // No card of the storage has ever been beside an empty cell that is not on the frontier.
  if (entry === 0 && s.cellOf[centre] === 0) return 0;
  let n = from;
  for (let d = 0; d < 6; d++) {
    const at = s.cellOf[centre + s.step[d]!]!;
    if (!counts(table, at)) continue;
    const other = s.card[at - 1]!;
    offset[n] = rotationMaskOffset(facingIcon(rules, other, s.rotation[at - 1]!, opposite(d)), d);
    value[n] = rules.value[other]!;
    n++;
  }
  return n - from;
}

/**
 * gatherNeighbours for frontier entry f (below frontierEnd) that is empty in this table: its cards
 * beside it as it keeps them, the first ones being this table's.
 */
export function gatherFrontierNeighbours(
  rules: Rules,
  table: Table,
  f: number,
  offset: Int16Array,
  value: Int32Array,
  from = 0,
): number {
  const s = nearFor(rules, table.storage);
  const { near, nearValue } = s;
  const size = table.size;
  let n = from;
  for (let j = f * NEAR_SLOTS, end = j + s.nearCount[f]!; j < end; j++) {
    if (near[j]! >> NEAR_SHIFT >= size) break;
    offset[n] = nearOffsetOf(rules, s, j) - 1;
    value[n] = nearValue[j]!;
    n++;
  }
  return n - from;
}

/**
 * The legal search's first look at the frontier, without copying what lies beside each cell: writes
 * to `out` each entry below frontierEnd that is empty in this table and where some group of cards
 * fits, in order, and to fits[i × groups + g] group g's fitting rotations on the i-th, and returns
 * how many. Group g's allowed rotations (lanes of 6 bits) start as start[g] and are ANDed, for each
 * card beside the cell, with lanes[g × stride + offset], offset being the rotationMaskOffset
 * gatherFrontierNeighbours gives for that card. `out` and `fits` have room for frontierEnd entries (and one more).
 */
export function fittingFrontier(
  rules: Rules,
  table: Table,
  groups: number,
  start: Int32Array,
  lanes: Int32Array,
  stride: number,
  out: Int32Array,
  fits: Int32Array,
): number {
  const s = nearFor(rules, table.storage);
  // In locals: the loop stores nothing the engine could think they alias, so it reads each once.
  const { near, nearCount, nearOffset, filledBy } = s;
  const size = table.size;
  let found = 0;
  for (let f = 0, end = frontierEnd(table); f < end; f++) {
    if (counts(table, filledBy[f]!)) continue;
    const first = f * NEAR_SLOTS;
    const last = first + nearCount[f]!;
    let any = 0;
    for (let g = 0, base = 0; g < groups; g++, base += stride) {
      let fit = start[g]!;
      for (let j = first; j < last && fit !== 0; j++) {
        if (near[j]! >> NEAR_SHIFT >= size) break;
        const known = nearOffset[j]!;
        fit &= lanes[base + (known !== 0 ? known : nearOffsetOf(rules, s, j)) - 1]!;
      }
      fits[found * groups + g] = fit;
      any |= fit;
    }
    if (any !== 0) out[found++] = f;
  }
  return found;
}

/** The storage, its near slots' offsets and values kept for these rules (another layout turns other icons outward: those for other rules are forgotten). */
function nearFor(rules: Rules, s: Storage): Storage {
  if (s.nearRules !== rules) {
    s.nearOffset.fill(0);
    s.nearRules = rules;
  }
  return s;
}

/** Near slot j's rotationMaskOffset + 1, worked out (with its card's value) when first read. */
function nearOffsetOf(rules: Rules, s: Storage, j: number): number {
  const known = s.nearOffset[j]!;
  if (known !== 0) return known;
  const slot = s.near[j]!;
  const at = slot >> NEAR_SHIFT;
  const other = s.card[at]!;
  const d = slot & (NEAR_PLACEMENT - 1);
  const offset = rotationMaskOffset(facingIcon(rules, other, s.rotation[at]!, opposite(d)), d) + 1;
  s.nearOffset[j] = offset;
  s.nearValue[j] = rules.value[other]!;
  return offset;
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
  return d === KEY_STRIDE || d === -KEY_STRIDE || d === 1 || d === -1 || d === KEY_STRIDE - 1 || d === 1 - KEY_STRIDE;
}

/** A copy of the storage holding only the first `size` placements. */
function fork(table: Table): Storage {
  const old = table.storage;
  const size = table.size;
  const f = frontierEnd(table);
  const s = new Storage(old.placedAs.length, old);
  for (let i = size; i < old.length; i++) {
    s.cellOf[cellIndex(s, old.key[i]!)] = 0;
    s.placedAs[old.card[i]!] = 0;
  }
  // The entries the later placements made are forgotten (addCard clears an entry as it makes it);
  // those of this table lose what the later ones added.
  for (let g = f; g < old.frontierCount; g++) s.entryOf[cellIndex(s, old.frontier[g]!)] = 0;
  for (let g = 0; g < f; g++) {
    if (s.filledBy[g]! > size) s.filledBy[g] = 0;
    let count = s.nearCount[g]!;
    const first = g * NEAR_SLOTS;
    while (count > 0 && s.near[first + count - 1]! >= size * NEAR_PLACEMENT) count--;
    s.nearCount[g] = count;
  }
  s.frontierCount = f;
  s.length = size;
  return s;
}

/** A new table with one more card; the caller has checked that the placement is legal (and so within reach). */
export function addCard(table: Table, card: number, key: number, rotation: number): Table {
  const q = (key >> KEY_BITS) - KEY_HALF;
  const r = (key & KEY_MASK) - KEY_HALF;
  if (!withinReach(table, q, r)) throw new Error(`(${q}, ${r}) is beyond the table's reach of ${table.storage.reach}`);
  const s = table.size === table.storage.length ? table.storage : fork(table);
  const out = Math.max(Math.abs(q), Math.abs(r));
  if (out > s.span) spread(s, Math.min(s.reach, Math.max(out, 2 * s.span)));
  const i = s.length;
  const index = cellIndex(s, key);
  s.card[i] = card;
  s.rotation[i] = rotation;
  s.key[i] = key;
  s.cellOf[index] = i + 1;
  s.placedAs[card] = i + 1;
  const filled = s.entryOf[index]!;
  if (filled !== 0) s.filledBy[filled - 1] = i + 1;
  const most = s.placedAs.length * 6;
  if (s.frontierCount + 6 > s.room && s.room < most) makeRoom(s, Math.min(2 * s.room, most));
  for (let d = 0; d < 6; d++) {
    const n = index + s.step[d]!;
    if (s.cellOf[n] !== 0) continue;
    let entry = s.entryOf[n]!;
    if (entry === 0) {
      const made = s.frontierCount++;
      s.frontier[made] = key + KEY_STEP[d]!;
      s.frontierFrom[made] = i;
      // A copy's storage may hold what a later placement of the original put here.
      s.filledBy[made] = 0;
      s.nearCount[made] = 0;
      entry = made + 1;
      s.entryOf[n] = entry;
    }
    // Seen from that cell, the new card lies in the opposite direction.
    const slot = (entry - 1) * NEAR_SLOTS + s.nearCount[entry - 1]!++;
    s.near[slot] = i * NEAR_PLACEMENT + opposite(d);
    s.nearOffset[slot] = 0;
  }
  s.length = i + 1;
  return { storage: s, size: i + 1 };
}

/**
 * How many frontier entries belong to this table: read them with frontierKey(table, 0 … end − 1) and
 * skip those frontierOpen says are filled. Allocation-free, for the hot paths.
 */
export function frontierEnd(table: Table): number {
  const s = table.storage;
  if (table.size === s.length) return s.frontierCount;
  // The entries are in the order of the placements that made them: the first made by a later one ends the table's.
  let low = 0;
  let high = s.frontierCount;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (s.frontierFrom[mid]! < table.size) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The grid key of frontier entry f (below frontierEnd). */
export const frontierKey = (table: Table, f: number): number => table.storage.frontier[f]!;

/** Whether frontier entry f (below frontierEnd) is still empty in this table. */
export const frontierOpen = (table: Table, f: number): boolean => !counts(table, table.storage.filledBy[f]!);

/**
 * Calls visit with each empty cell that has a card beside it, in the order they became so (add no
 * card to the table while it runs).
 */
export function forEachFrontierCell(table: Table, visit: (key: number) => void): void {
  for (let f = 0, end = frontierEnd(table); f < end; f++) if (frontierOpen(table, f)) visit(frontierKey(table, f));
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
