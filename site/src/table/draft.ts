// The play being entered (the draft): which cards can go on a tapped cell, the likeliest first, and
// the rotations a card may take there in the order a hand turns it (docs/rules.md §3), the draft
// starting at the one a player most likely laid.

import type { GameState } from '../../../engine/index.ts';
import { checkPlacement, forEachLegal, gridCell, gridKey } from '../../../engine/index.ts';
import type { Cell, Placement } from '../../../engine/index.ts';

/** A legal rotation of the draft card at its cell and the points it would score. */
export interface DraftRotation {
  rotation: number;
  points: number;
  /** The neighbours it matches (docs/rules.md §5). */
  matches: number;
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
  const table = state.round.table;
  const found: DraftRotation[] = [];
  forEachLegal(
    rules,
    table,
    [c],
    (_, at, rotation, points) => {
      if (at !== key) return;
      const checked = checkPlacement(rules, table, { card, q: cell.q, r: cell.r, rotation });
      found.push({ rotation, points, matches: checked.legal ? checked.matches.length : 0 });
    },
    besideKey(state),
  );
  if (rules.isCore[c] === 1 && found.length === 1)
    return [0, 1, 2, 3, 4, 5].map((rotation) => ({ ...found[0]!, rotation }));
  return found.sort((a, b) => a.rotation - b.rotation);
}

/**
 * Which of the rotations (by angle) a player most likely laid: the one matching most neighbours,
 * then scoring most, then the first by angle. Players lay a card to match what it touches, so the
 * draft starts there and a tap on its corner is the exception.
 */
export function likelyRotation(rotations: readonly DraftRotation[]): number {
  let best = 0;
  for (const [i, r] of rotations.entries()) {
    const b = rotations[best]!;
    if (r.matches > b.matches || (r.matches === b.matches && r.points > b.points)) best = i;
  }
  return best;
}

/**
 * The cards among `ids` that can legally go on a cell, the likeliest first: the cards that score
 * most there and nowhere more (a player lays a card where it scores best), then the others, each
 * group by the most points the card scores there, ties in the order given (the deck's).
 */
export function cardsFittingAt(state: GameState, ids: readonly string[], cell: Cell): string[] {
  const { rules } = state;
  if (state.round === null) return [];
  const key = gridKey(cell.q, cell.r);
  const here = new Map<number, number>();
  const elsewhere = new Map<number, number>();
  forEachLegal(
    rules,
    state.round.table,
    ids.map((id) => rules.cardIndex.get(id)!),
    (card, at, _rotation, points) => {
      const best = at === key ? here : elsewhere;
      if (points > (best.get(card) ?? -1)) best.set(card, points);
    },
    besideKey(state),
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  const rank = (id: string) => {
    const c = rules.cardIndex.get(id)!;
    const points = here.get(c)!;
    return { bestHere: points >= (elsewhere.get(c) ?? -1), points };
  };
  return ids
    .filter((id) => here.has(rules.cardIndex.get(id)!))
    .map((id) => ({ id, ...rank(id) }))
    .sort(
      (a, b) => Number(b.bestHere) - Number(a.bestHere) || b.points - a.points || order.get(a.id)! - order.get(b.id)!,
    )
    .map((r) => r.id);
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

/** An empty cell where at least one card still to be played fits, and how likely the next play goes there. */
export interface LiveCell extends Cell {
  weight: number;
}

/**
 * The cells where at least one of the cards `ids` fits (beside the core during a bonus), each
 * weighed by how likely the next play lands there. A player lays the card of their hand that scores
 * most, where it scores most: a card whose best play outscores a share s of the cards is the best of
 * a hand of h cards with chance about s^(h−1), and that chance goes to its best cell. Every cell
 * where a card fits weighs a little besides, so the board shows as many of them as it can.
 */
export function liveCells(state: GameState, ids: readonly string[]): LiveCell[] {
  const { rules } = state;
  if (state.round === null || state.round.over !== null) return [];
  const weights = new Map<number, number>();
  const best = new Map<number, { key: number; points: number }>();
  forEachLegal(
    rules,
    state.round.table,
    ids.map((id) => rules.cardIndex.get(id)!),
    (card, key, _rotation, points) => {
      weights.set(key, ANY_CELL_WEIGHT);
      if (points > (best.get(card)?.points ?? -1)) best.set(card, { key, points });
    },
    besideKey(state),
  );
  const ranked = [...best.values()].sort((a, b) => a.points - b.points);
  const others = Math.max(0, rules.options.handSize - 1);
  for (const [i, { key }] of ranked.entries()) {
    const share = ranked.length > 1 ? i / (ranked.length - 1) : 1;
    weights.set(key, weights.get(key)! + share ** others);
  }
  return [...weights].map(([key, weight]) => ({ ...gridCell(key), weight }));
}

/** What a cell where some card fits weighs, besides the chance that the next play lands there. */
const ANY_CELL_WEIGHT = 0.02;

/** A draft of a card on a cell at the rotation most likely laid (likelyRotation), or null when it fits in none. */
export function startDraft(state: GameState, card: string, cell: Cell): Draft | null {
  const rotations = rotationsByAngle(state, card, cell);
  return rotations.length === 0 ? null : { card, cell, rotations, index: likelyRotation(rotations) };
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
