// Counts of a run that only ever add up (plays by kind, icon matches, card plays): kept as whole
// numbers, so adding them per task, per worker or per shard in any grouping gives the same totals.

import type { Rules } from '../engine/core.ts';

/** A count with the sum and sum of squares of the points, so means and spreads can be merged. */
export interface Tally {
  count: number;
  points: number;
  squares: number;
}

export interface RunTally {
  /** Placements by kind, in PLAY_KINDS order. */
  kinds: Tally[];
  /** Per icon (deck order): matches it took part in, and the points those matches added. */
  iconMatches: number[];
  iconPoints: number[];
  /** Per card (enumeration order): times placed, points those placements scored (and their squares), placements by a game's winner (ties included). */
  cardPlays: number[];
  cardPoints: number[];
  cardSquares: number[];
  cardWinnerPlays: number[];
}

export const emptyTally = (): Tally => ({ count: 0, points: 0, squares: 0 });

export function addToTally(t: Tally, points: number): void {
  t.count++;
  t.points += points;
  t.squares += points * points;
}

/** Adds one tally into another. */
export function mergeTally(into: Tally, t: Tally): void {
  into.count += t.count;
  into.points += t.points;
  into.squares += t.squares;
}

/** An empty run tally for a deck's icons and cards (three play kinds). */
export function emptyRunTally(rules: Pick<Rules, 'iconIds' | 'cards'>): RunTally {
  const zeros = (n: number): number[] => new Array<number>(n).fill(0);
  return {
    kinds: [emptyTally(), emptyTally(), emptyTally()],
    iconMatches: zeros(rules.iconIds.length),
    iconPoints: zeros(rules.iconIds.length),
    cardPlays: zeros(rules.cards.length),
    cardPoints: zeros(rules.cards.length),
    cardSquares: zeros(rules.cards.length),
    cardWinnerPlays: zeros(rules.cards.length),
  };
}

/** Adds `t` into `into`, field by field. */
export function mergeRunTally(into: RunTally, t: RunTally): RunTally {
  t.kinds.forEach((k, i) => mergeTally(into.kinds[i]!, k));
  for (const field of [
    'iconMatches',
    'iconPoints',
    'cardPlays',
    'cardPoints',
    'cardSquares',
    'cardWinnerPlays',
  ] as const)
    t[field].forEach((v, i) => (into[field][i]! += v));
  return into;
}
