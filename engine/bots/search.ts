// The search the bots share: every legal play of a hand valued by a weight on points and on the
// hand penalty a play avoids, the core bonus looked ahead without touching the table.

import type { Rules } from '../rules.ts';
import { forEachLegal } from '../legal.ts';
import { scoreWith } from '../placement.ts';
import { advance, fractionOf } from '../random.ts';
import { isOnTable, neighbourKey, placementAtKey, type Table } from '../table.ts';

/** How a bot values a play: its points plus `shed` × the penalty the card would cost left in hand. */
export interface Weights {
  shed: number;
  /** Look at the best bonus after a core (greedy and careful do; random does not look ahead). */
  lookAhead: boolean;
}

/** The chosen play (card index, grid key, rotation) or card -1 when there is none; and the generator state. */
export interface Pick {
  card: number;
  key: number;
  rotation: number;
  value: number;
  rng: number;
}

/**
 * Points of a card beside a core that is not on the table yet (the core at `coreKey`), or -1. The
 * same rule as scoreAt (scoreWith with the core imagined); the core is not added to the shared table
 * to look ahead, as that would make the next real placement copy the whole table storage.
 */
export const scoreBesideCore = (
  rules: Rules,
  table: Table,
  card: number,
  key: number,
  rotation: number,
  core: number,
  coreKey: number,
): number => scoreWith(rules, table, card, key, rotation, core, coreKey);

export interface BonusPlay {
  card: number;
  key: number;
  rotation: number;
  points: number;
  value: number;
}

/** The bonus play of best value beside a core about to go on `coreKey` (first found on a tie), or null when none is legal. */
export function bestBonusPlay(rules: Rules, table: Table, hand: readonly number[], core: number, coreKey: number, shed: number): BonusPlay | null {
  let best: BonusPlay | null = null;
  for (let d = 0; d < 6; d++) {
    const key = neighbourKey(coreKey, d);
    if (placementAtKey(table, key) >= 0) continue;
    for (const card of hand) {
      if (card === core || isOnTable(table, card)) continue;
      for (const rotation of rules.rotations[card]!) {
        const points = scoreBesideCore(rules, table, card, key, rotation, core, coreKey);
        const value = points + shed * rules.penalty[card]!;
        if (points >= 0 && (best === null || value > best.value)) best = { card, key, rotation, points, value };
      }
    }
  }
  return best;
}

/** The best value of a bonus play beside a core about to go on `coreKey`, or 0 when none is legal. */
export const bestBonusValue = (rules: Rules, table: Table, hand: readonly number[], core: number, coreKey: number, shed: number): number =>
  bestBonusPlay(rules, table, hand, core, coreKey, shed)?.value ?? 0;

/**
 * The play of highest value, ties broken by the generator (each tie replaces the pick with chance
 * 1/count, so every tied play is equally likely). `besideKey` limits the search to the core bonus.
 */
export function pickBest(rules: Rules, table: Table, hand: readonly number[], weights: Weights, rng: number, besideKey = -1): Pick {
  const pick: Pick = { card: -1, key: -1, rotation: 0, value: -Infinity, rng };
  let ties = 0;
  const bonusAfterCore = weights.lookAhead && besideKey < 0 && rules.options.coreBonus;
  forEachLegal(
    rules,
    table,
    hand,
    (card, key, rotation, points) => {
      let value = points + weights.shed * rules.penalty[card]!;
      if (bonusAfterCore && rules.isCore[card] === 1) value += bestBonusValue(rules, table, hand, card, key, weights.shed);
      if (value < pick.value) return;
      if (value > pick.value) ties = 0;
      ties++;
      let chosen = ties === 1;
      if (!chosen) {
        pick.rng = advance(pick.rng);
        chosen = Math.floor(fractionOf(pick.rng) * ties) === 0;
      }
      if (chosen) Object.assign(pick, { card, key, rotation, value });
    },
    besideKey,
  );
  return pick;
}

/** A play chosen uniformly among all legal plays (reservoir sampling: one pass, no list). */
export function pickAny(rules: Rules, table: Table, hand: readonly number[], rng: number, besideKey = -1): Pick {
  const pick: Pick = { card: -1, key: -1, rotation: 0, value: 0, rng };
  let seen = 0;
  forEachLegal(
    rules,
    table,
    hand,
    (card, key, rotation, points) => {
      seen++;
      // The same draw as randomInt, without a tuple per legal play.
      pick.rng = advance(pick.rng);
      if (Math.floor(fractionOf(pick.rng) * seen) === 0) {
        pick.card = card;
        pick.key = key;
        pick.rotation = rotation;
        pick.value = points;
      }
    },
    besideKey,
  );
  return pick;
}
