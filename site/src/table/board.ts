// The table mirror's geometry and view model: pointed-top hexes in axial coordinates (docs/rules.md §3),
// the cards on the table, the cells a chosen card may go to, and the frame that fits them all.

import type { GameState } from '../../../engine/index.ts';
import { forEachLegal } from '../../../engine/index.ts';
import { forEachFrontierCell, gridCell, placements, roundCell } from '../../../engine/index.ts';
import type { Cell, Placement } from '../../../engine/index.ts';

/** Hex size: centre to corner, in board units. */
export const HEX = 50;
const ROOT3 = Math.sqrt(3);

export const cellCentre = (q: number, r: number): { x: number; y: number } => ({
  x: HEX * ROOT3 * (q + r / 2),
  y: HEX * 1.5 * r,
});

/** The cell under a board point (axial rounding of the fractional cell). */
export function cellAt(x: number, y: number): Cell {
  const fr = y / (HEX * 1.5);
  return roundCell(x / (HEX * ROOT3) - fr / 2, fr);
}

/** A point on the hex at (0,0): angle in degrees on screen (y down), radius in HEX units. */
const point = (degrees: number, radius = HEX): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  return [Math.round(radius * Math.cos(a) * 100) / 100, Math.round(radius * Math.sin(a) * 100) / 100];
};

/** The outline of a hex centred on (0,0). */
export const hexPoints = (radius = HEX): string =>
  [0, 1, 2, 3, 4, 5].map((i) => point(60 * i - 30, radius).join(',')).join(' ');

/**
 * The triangle of the hex that shows the side facing direction d: directions turn
 * anticlockwise from east, which on a y-down screen is a negative angle.
 */
export const wedgePoints = (d: number, radius = HEX): string =>
  `0,0 ${point(-60 * d - 30, radius).join(',')} ${point(-60 * d + 30, radius).join(',')}`;

/** Where to draw a mark inside the wedge facing direction d. */
export const wedgeMark = (d: number): [number, number] => point(-60 * d, HEX * 0.62);

export interface BoardView {
  cards: (Placement & { last: boolean })[];
  /** Empty cells beside the table: where a card may be tapped. */
  frontier: Cell[];
  /** Cells where the chosen card fits in at least one rotation. */
  legal: Cell[];
}

/** The cards, the frontier and the legal cells for a chosen card (or none). */
export function computeBoardView(state: GameState, chosen: string | null): BoardView {
  const round = state.round!;
  const { rules } = state;
  const cards = placements(
    round.table,
    rules.cards.map((c) => c.id),
  ).map((p, i, all) => ({ ...p, last: i === all.length - 1 && i > 0 }));
  const frontier: Cell[] = [];
  if (round.over === null) forEachFrontierCell(round.table, (key) => frontier.push(gridCell(key)));
  const legal = new Map<number, Cell>();
  const card = chosen === null ? undefined : rules.cardIndex.get(chosen);
  if (card !== undefined && round.over === null)
    forEachLegal(rules, round.table, [card], (_, key) => legal.set(key, gridCell(key)), round.bonusAt);
  return { cards, frontier, legal: [...legal.values()] };
}

/** The board rectangle holding every card and empty cell drawn, with a margin of half a hex. */
export function boardBounds(cells: readonly Cell[]): { x: number; y: number; width: number; height: number } {
  const xs = cells.map((c) => cellCentre(c.q, c.r).x);
  const ys = cells.map((c) => cellCentre(c.q, c.r).y);
  const pad = HEX * 1.5;
  const x = Math.min(...xs, 0) - pad;
  const y = Math.min(...ys, 0) - pad;
  return { x, y, width: Math.max(...xs, 0) + pad - x, height: Math.max(...ys, 0) + pad - y };
}
