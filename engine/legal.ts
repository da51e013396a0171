// Every legal placement of some cards on a table: each empty cell beside the table (or beside a
// just-placed core, for the bonus), each rotation that gives a distinct pattern.

import { allowedOf, matchingOf, rotationMaskBlock, rotationMaskOffset, type Rules } from './rules.ts';
import {
  fittingFrontier,
  frontierEnd,
  frontierKey,
  gatherFrontierNeighbours,
  gatherNeighbours,
  gridCell,
  isOnTable,
  neighbourKey,
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
export const ROTATION_COUNT = Uint8Array.from({ length: 64 }, (_, m) => m.toString(2).replaceAll('0', '').length);

/**
 * The hand's cards are tried on a cell in groups of LANES, each card's allowed rotations (6 bits) in a
 * lane of one 32-bit number: a neighbour then narrows a whole group with one AND, and a cell where
 * no card of a group fits (most cells) costs one read per neighbour, not one per neighbour and card.
 */
const LANES = 5;
const LANE_BITS = 6;
const LANE_MASK = (1 << LANE_BITS) - 1;

/** Per direction d, the bits of every lane that turnLanes shifts up by d, and those it brings round. */
const TURN_KEEP = Int32Array.from({ length: 6 }, (_, d) => everyLane((LANE_MASK << d) & LANE_MASK));
const TURN_WRAP = Int32Array.from({ length: 6 }, (_, d) => everyLane((1 << d) - 1));

function everyLane(bits: number): number {
  let lanes = 0;
  for (let lane = 0; lane < LANES; lane++) lanes |= bits << (lane * LANE_BITS);
  return lanes;
}

/** turnRotations(lane, d) on every lane at once. */
const turnLanes = (lanes: number, d: number): number =>
  ((lanes << d) & TURN_KEEP[d]!) | ((lanes >>> (LANE_BITS - d)) & TURN_WRAP[d]!);

/** Scratch space for one search, one per nesting depth so a visitor may search again. */
interface Scratch {
  /** The rotationMaskOffset of each neighbour of the cell being tried: where it sits in a card's rotation masks. */
  offset: Int16Array;
  value: Int32Array;
  /** For the card being tried: its matching rotations against each neighbour. */
  matched: Uint8Array;
  /** The hand's cards that are not on the table, and how many; where each one's block of rotation masks starts. */
  live: Int16Array;
  liveCount: number;
  /** The rules the groups below were packed for. */
  rules: Rules | null;
  liveBlock: Int32Array;
  /** How many groups of LANES the live cards make, and each group's rotations before any neighbour. */
  groups: number;
  start: Int32Array;
  /**
   * Per group and rotationMaskOffset (group × the rules' maskBlock + offset): the group's allowed
   * rotations (a lane per card) against a neighbour there.
   */
  lanes: Int32Array;
  /** The frontier entries where some live card fits (see fittingCells), and each one's groups' fitting rotations. */
  cells: Int32Array;
  fits: Int32Array;
  /** The legal placements a search without a visitor found (see collectLegal), and how many. */
  found: LegalFound;
}

/**
 * Legal placements by card and cell, as columns: card[i] may go on key[i] under each rotation in the
 * 6-bit mask rotations[i] (the placements, in forEachLegal's order, are the entries' rotations in
 * turn, lowest first); `plays` counts them all.
 */
export interface LegalFound {
  count: number;
  plays: number;
  card: Int16Array;
  key: Int32Array;
  rotations: Uint8Array;
}

/** Room for twice as many entries, keeping those found. */
function growFound(found: LegalFound): void {
  const room = 2 * found.card.length;
  const card = new Int16Array(room);
  const key = new Int32Array(room);
  const rotations = new Uint8Array(room);
  card.set(found.card);
  key.set(found.key);
  rotations.set(found.rotations);
  found.card = card;
  found.key = key;
  found.rotations = rotations;
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
      rules: null,
      liveBlock: new Int32Array(64),
      groups: 0,
      start: new Int32Array(16),
      lanes: new Int32Array(0),
      cells: new Int32Array(64),
      fits: new Int32Array(64),
      found: { count: 0, plays: 0, card: new Int16Array(64), key: new Int32Array(64), rotations: new Uint8Array(64) },
    });
  }
  return scratches[level]!;
}

/** Gathers the hand's cards that are not on the table into the scratch's live list, in groups, for a new search. */
function gatherLive(rules: Rules, table: Table, hand: readonly number[], sc: Scratch): void {
  // A hand grows with every pass while the pile lasts: the scratch grows with it.
  if (sc.live.length < hand.length) {
    sc.live = new Int16Array(Math.max(hand.length, 2 * sc.live.length));
    sc.liveBlock = new Int32Array(sc.live.length);
    sc.rules = null;
  }
  // A search tries the same hand on many tables: when the live cards are those of the last search
  // with this scratch, its groups are packed already.
  let same = rules === sc.rules;
  let count = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    if (isOnTable(table, card)) continue;
    if (count >= sc.liveCount || sc.live[count] !== card) same = false;
    sc.live[count] = card;
    sc.liveBlock[count++] = rotationMaskBlock(rules, card);
  }
  if (same && count === sc.liveCount) return;
  sc.rules = rules;
  sc.liveCount = count;
  const groups = Math.ceil(count / LANES);
  sc.groups = groups;
  if (sc.start.length < groups) sc.start = new Int32Array(Math.max(groups, 2 * sc.start.length));
  sc.start.fill(0, 0, groups);
  for (let h = 0; h < count; h++) {
    const g = (h / LANES) | 0;
    sc.start[g]! |= rules.rotationMask[sc.live[h]!]! << ((h - g * LANES) * LANE_BITS);
  }
  const size = groups * rules.maskBlock;
  if (sc.lanes.length < size) sc.lanes = new Int32Array(Math.max(size, 2 * sc.lanes.length));
  packGroups(rules, sc);
}

/**
 * Packs each group's allowed rotations against each rotationMaskOffset: against an icon from the
 * east, read from the cards' masks, then turned to the other five directions (see turnLanes).
 */
function packGroups(rules: Rules, sc: Scratch): void {
  const { rotationMasks, maskBlock } = rules;
  const icons = rules.iconIds.length;
  for (let g = 0; g < sc.groups; g++) {
    const first = g * LANES;
    const end = Math.min(first + LANES, sc.liveCount);
    for (let icon = 0; icon < icons; icon++) {
      const east = rotationMaskOffset(icon, 0);
      let lanes = 0;
      for (let h = first; h < end; h++)
        lanes |= allowedOf(rotationMasks[sc.liveBlock[h]! + east]!) << ((h - first) * LANE_BITS);
      for (let d = 0; d < 6; d++) sc.lanes[g * maskBlock + rotationMaskOffset(icon, d)] = turnLanes(lanes, d);
    }
  }
}

/**
 * Visits the legal placements of the live cards on a cell, each group's fitting rotations being
 * sc.fits[at + group] and its `n` neighbours gathered in the scratch; without a visitor (which needs
 * no neighbours), adds each card that fits, with its rotations, to the scratch's found list.
 */
function visitCell(
  rules: Rules,
  key: number,
  at: number,
  n: number,
  visit: LegalVisitor | null,
  filter: LegalFilter | undefined,
  sc: Scratch,
): void {
  // The arrays are kept in locals: after each call of `visit` the engine would otherwise read them again.
  const { rotationMasks, value } = rules;
  const { offset, live, matched } = sc;
  const worth = sc.value;
  for (let g = 0, groups = sc.groups; g < groups; g++) {
    let fits = sc.fits[at + g]!;
    for (let h = g * LANES; fits !== 0; h++, fits >>>= LANE_BITS) {
      let legal = fits & LANE_MASK;
      if (legal === 0) continue;
      const card = live[h]!;
      if (visit === null) {
        const found = sc.found;
        if (found.count === found.card.length) growFound(found);
        const entry = found.count++;
        found.card[entry] = card;
        found.key[entry] = key;
        found.rotations[entry] = legal;
        found.plays += ROTATION_COUNT[legal]!;
        continue;
      }
      const block = sc.liveBlock[h]!;
      for (let i = 0; i < n; i++) matched[i] = matchingOf(rotationMasks[block + offset[i]!]!);
      if (filter !== undefined) {
        let most = value[card]!;
        for (let i = 0; i < n; i++) if ((matched[i]! & legal) !== 0) most += worth[i]!;
        if (!filter(card, key, ROTATION_COUNT[legal]!, most)) continue;
      }
      // The rotations under which some neighbour scores: under the others the card scores its value alone.
      let scoring = 0;
      for (let i = 0; i < n; i++) scoring |= matched[i]!;
      scoring &= legal;
      for (let k = 0; legal !== 0; k++, legal >>= 1) {
        if ((legal & 1) === 0) continue;
        let points = value[card]!;
        if ((scoring >> k) & 1) for (let i = 0; i < n; i++) if ((matched[i]! >> k) & 1) points += worth[i]!;
        visit(card, key, k, points);
      }
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
  try {
    search(rules, table, hand, visit, besideKey, filter, sc);
  } finally {
    depth--;
  }
}

/**
 * Every legal placement, in forEachLegal's order, by card and cell, without their points (no call
 * and no sum per placement): read them before the next search, which reuses the space.
 */
export function collectLegal(rules: Rules, table: Table, hand: readonly number[], besideKey = -1): LegalFound {
  const sc = scratchFor(depth);
  sc.found.count = 0;
  sc.found.plays = 0;
  search(rules, table, hand, null, besideKey, undefined, sc);
  return sc.found;
}

function search(
  rules: Rules,
  table: Table,
  hand: readonly number[],
  visit: LegalVisitor | null,
  besideKey: number,
  filter: LegalFilter | undefined,
  sc: Scratch,
): void {
  gatherLive(rules, table, hand, sc);
  if (sc.liveCount === 0) return;
  if (besideKey >= 0) {
    for (let d = 0; d < 6; d++) {
      const key = neighbourKey(besideKey, d);
      if (placementAtKey(table, key) >= 0) continue;
      const n = gatherNeighbours(rules, table, key, sc.offset, sc.value);
      if (n === 0) continue;
      for (let g = 0; g < sc.groups; g++) {
        let fits = sc.start[g]!;
        for (let i = 0; i < n && fits !== 0; i++) fits &= sc.lanes[g * rules.maskBlock + sc.offset[i]!]!;
        sc.fits[g] = fits;
      }
      visitCell(rules, key, 0, n, visit, filter, sc);
    }
    return;
  }
  // The frontier's cells in the order they joined it: the order every caller sees. Many cells fit
  // no card of the hand: those that do are found first, then visited.
  const cells = fittingCells(rules, table, sc);
  for (let c = 0; c < cells; c++) {
    const f = sc.cells[c]!;
    const n = visit === null ? 0 : gatherFrontierNeighbours(rules, table, f, sc.offset, sc.value);
    visitCell(rules, frontierKey(table, f), c * sc.groups, n, visit, filter, sc);
  }
}

/** The open frontier entries where some live card fits, and their groups' fits, into the scratch; returns how many. */
function fittingCells(rules: Rules, table: Table, sc: Scratch): number {
  const end = frontierEnd(table);
  if (sc.cells.length < end) sc.cells = new Int32Array(Math.max(end, 2 * sc.cells.length));
  const room = Math.max(end, 1) * sc.groups;
  if (sc.fits.length < room) sc.fits = new Int32Array(Math.max(room, 2 * sc.fits.length));
  return fittingFrontier(rules, table, sc.groups, sc.start, sc.lanes, rules.maskBlock, sc.cells, sc.fits);
}

/** True when at least one card of the hand can be placed somewhere. */
export function hasLegal(rules: Rules, table: Table, hand: readonly number[]): boolean {
  const sc = scratchFor(depth);
  gatherLive(rules, table, hand, sc);
  if (sc.liveCount === 0) return false;
  return fittingCells(rules, table, sc) > 0;
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
