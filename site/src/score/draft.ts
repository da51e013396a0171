// The play being entered (the draft): which cards can go on a tapped cell, and the rotations a
// card may take there in the order a hand turns it, never ordered by points (docs/rules.md §3).

import type { GameState } from '../../../engine/index.ts';
import { forEachLegal, gridCell, gridKey } from '../../../engine/index.ts';
import type { Cell, Placement } from '../../../engine/index.ts';

/** A legal rotation of the draft card at its cell and the points it would score. */
export interface DraftRotation {
  rotation: number;
  points: number;
}

/** A card chosen for a cell, turned to one of its legal rotations. */
export interface Draft {
  card: string;
  cell: Cell;
  /** Legal rotations by angle: 0, 1, … 5 (a sixth of a turn anticlockwise each), the legal ones only. */
  rotations: readonly DraftRotation[];
  /** Which of the rotations is shown. */
  index: number;
}

const sameCell = (a: Cell, b: Cell) => a.q === b.q && a.r === b.r;

/** The cells beside a just-placed core during a bonus, else every cell beside the table. */
const besideKey = (state: GameState): number => state.round!.bonusAt;

/**
 * The legal rotations of a card at a cell, by angle from the printed card's upright position.
 * A core card looks the same in all six, which the engine lists once; all six are offered so the
 * rotation recorded is the one the card has on the table.
 */
export function rotationsByAngle(state: GameState, card: string, cell: Cell): DraftRotation[] {
  const { rules } = state;
  const c = rules.cardIndex.get(card);
  if (c === undefined || state.round === null) return [];
  const key = gridKey(cell.q, cell.r);
  const found: DraftRotation[] = [];
  forEachLegal(
    rules,
    state.round.table,
    [c],
    (_, at, rotation, points) => {
      if (at === key) found.push({ rotation, points });
    },
    besideKey(state),
  );
  if (rules.isCore[c] === 1 && found.length === 1)
    return [0, 1, 2, 3, 4, 5].map((rotation) => ({ rotation, points: found[0]!.points }));
  return found.sort((a, b) => a.rotation - b.rotation);
}

/** The cards among `ids` that can legally go on a cell, in the order given (the deck's). */
export function cardsFittingAt(state: GameState, ids: readonly string[], cell: Cell): string[] {
  const { rules } = state;
  if (state.round === null) return [];
  const key = gridKey(cell.q, cell.r);
  const fits = new Set<number>();
  forEachLegal(
    rules,
    state.round.table,
    ids.map((id) => rules.cardIndex.get(id)!),
    (card, at) => {
      if (at === key) fits.add(card);
    },
    besideKey(state),
  );
  return ids.filter((id) => fits.has(rules.cardIndex.get(id)!));
}

/** The cells where a card fits in at least one rotation. */
export function cellsFor(state: GameState, card: string): Cell[] {
  const { rules } = state;
  const c = rules.cardIndex.get(card);
  if (c === undefined || state.round === null) return [];
  const keys = new Set<number>();
  forEachLegal(rules, state.round.table, [c], (_, key) => keys.add(key), besideKey(state));
  return [...keys].map(gridCell);
}

/** The cells where at least one of the cards `ids` fits (beside the core during a bonus). */
export function liveCells(state: GameState, ids: readonly string[]): Cell[] {
  const { rules } = state;
  if (state.round === null || state.round.over !== null) return [];
  const keys = new Set<number>();
  forEachLegal(
    rules,
    state.round.table,
    ids.map((id) => rules.cardIndex.get(id)!),
    (_, key) => keys.add(key),
    besideKey(state),
  );
  return [...keys].map(gridCell);
}

/** A draft of a card on a cell at its first legal rotation by angle, or null when it fits in none. */
export function startDraft(state: GameState, card: string, cell: Cell): Draft | null {
  const rotations = rotationsByAngle(state, card, cell);
  return rotations.length === 0 ? null : { card, cell, rotations, index: 0 };
}

/** The draft turned to its next legal rotation by angle (back to the first after the last), or with -1 its previous one. */
export const turnDraft = (d: Draft, step: 1 | -1 = 1): Draft => ({
  ...d,
  index: (d.index + step + d.rotations.length) % d.rotations.length,
});

/** The draft turned to a given engine rotation, when that rotation is legal there. */
export function turnDraftTo(d: Draft, rotation: number): Draft {
  const index = d.rotations.findIndex((r) => r.rotation === rotation);
  return index < 0 ? d : { ...d, index };
}

/**
 * The rotation whose notch points toward a place on the draft's hex, given from its centre in board
 * units (y down): the printed notch lies at the corner between sides 0 and 1, so at rotation k it
 * points 30° + 60° × k anticlockwise from east (docs/rules.md §3). Null near the centre, where no
 * corner is meant.
 */
export function rotationToward(from: { x: number; y: number }, radius: number): number | null {
  if (Math.hypot(from.x, from.y) < radius * NOTCH_DEAD_ZONE) return null;
  const degrees = (Math.atan2(-from.y, from.x) * 180) / Math.PI;
  return (((Math.round((degrees - 30) / 60) % 6) + 6) % 6) as number;
}

/** The middle of the draft, as a share of its radius, where a tap turns it rather than aims its notch. */
export const NOTCH_DEAD_ZONE = 0.4;

export const draftRotation = (d: Draft): DraftRotation => d.rotations[d.index]!;

export const draftPlacement = (d: Draft): Placement => ({
  card: d.card,
  q: d.cell.q,
  r: d.cell.r,
  rotation: draftRotation(d).rotation,
});

export const isDraftCell = (d: Draft | null, cell: Cell): boolean => d !== null && sameCell(d.cell, cell);
