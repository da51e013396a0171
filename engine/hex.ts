// Hex geometry in axial coordinates (RULES.md §3): directions, neighbours, rotation and contact.

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

/** The direction from a to b when they are neighbours, else -1. */
export function directionBetween(a: Cell, b: Cell): number {
  return DIRECTIONS.findIndex(([dq, dr]) => a.q + dq === b.q && a.r + dr === b.r);
}

/**
 * A cell as one integer, for maps and arrays. 4096 columns leave room for any table: 80 cards in a
 * line reach at most 80 cells from the start.
 */
export const cellKey = (q: number, r: number): number => (q + 2048) * 4096 + (r + 2048);

export const keyCell = (key: number): Cell => ({ q: Math.floor(key / 4096) - 2048, r: (key % 4096) - 2048 });

/** Distance in cells between two hexes. */
export function hexDistance(a: Cell, b: Cell): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
