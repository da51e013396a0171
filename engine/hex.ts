// Hex geometry in axial coordinates (docs/rules.md §3): directions, neighbours, rotation and contact.

import type { Cell } from './types.ts';

/** Direction d steps by DIRECTIONS[d]: east, north-east, north-west, west, south-west, south-east. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export const DIRECTION_NAMES = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'] as const;

/** The direction opposite d. */
export const opposite = (d: number): number => (d + 3) % 6;

/** The cell one step from (q, r) in direction d. */
export function neighbour(cell: Cell, d: number): Cell {
  const step = DIRECTIONS[d]!;
  return { q: cell.q + step[0], r: cell.r + step[1] };
}

export function neighbours(cell: Cell): Cell[] {
  return DIRECTIONS.map((_, d) => neighbour(cell, d));
}

/** The side of a card with rotation k that faces direction d. */
export const sideFacing = (d: number, rotation: number): number => (((d - rotation) % 6) + 6) % 6;

/** The direction that side s faces under rotation k. */
export const directionOfSide = (side: number, rotation: number): number => (side + rotation) % 6;

/** The cell that holds a fractional axial position (q, r): cube rounding, -0 made 0. */
export function roundCell(q: number, r: number): Cell {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** The direction from a to b when they are neighbours, else -1. */
export function directionBetween(a: Cell, b: Cell): number {
  return DIRECTIONS.findIndex(([dq, dr]) => a.q + dq === b.q && a.r + dr === b.r);
}
