// The search the bots share: every legal play of a hand valued by a weight on points and on the
// hand penalty a play avoids, the core bonus looked ahead without touching the table.

import { opposite } from '../hex.ts';
import { collectLegal, forEachLegal, ROTATION_COUNT } from '../legal.ts';
import { scoreAt, scoreWith } from '../placement.ts';
import { advance, advanceBy, isFirstOf } from '../random.ts';
import { allowedOf, facingIcon, matchingOf, rotationMaskBlock, rotationMaskOffset, type Rules } from '../rules.ts';
import { gatherNeighbours, isOnTable, neighbourKey, placementAtKey, type Table } from '../table.ts';

/** How a bot values a play: its points plus `shed` × the penalty the card would cost left in hand. */
export interface Weights {
  shed: number;
  /** Look at the best bonus after a core (greedy and careful do; random does not look ahead). */
  lookAhead: boolean;
  /** Play a card carrying a wild set only for at least this many points (the joker bot); 0 or absent: any. */
  holdWild?: number;
}

/** The chosen play (card index, grid key, rotation) or card -1 when there is none; and the generator state. */
export interface Pick {
  card: number;
  key: number;
  rotation: number;
  value: number;
  rng: number;
  /** Legal placements looked at: the choice the seat had. */
  seen: number;
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

/**
 * Scratch for the look-ahead: the empty cells beside the core (grid key, neighbour count) and, six
 * slots per cell, each one's gathered neighbours (mask offset and value).
 */
const besideKeys = new Int32Array(6);
const besideCount = new Uint8Array(6);
/** Per cell: its neighbours' values summed, as if the bonus card matched them all. */
const besideSum = new Int32Array(6);
const bonusOffset = new Int16Array(36);
const bonusValue = new Int32Array(36);
const bonusMatched = new Uint8Array(6);
/** The cards that may make the bonus play (the hand's, but the core and any on the table), each with its shed value. */
let bonusCards = new Int16Array(64);
let bonusShed = new Float64Array(64);

/** Lists the cards of the hand that may make the bonus play into bonusCards; returns how many. */
function gatherCards(rules: Rules, table: Table, hand: readonly number[], core: number, shed: number): number {
  if (bonusCards.length < hand.length) {
    const size = Math.max(hand.length, 2 * bonusCards.length);
    bonusCards = new Int16Array(size);
    bonusShed = new Float64Array(size);
  }
  let count = 0;
  for (const card of hand) {
    if (card === core || isOnTable(table, card)) continue;
    bonusCards[count] = card;
    bonusShed[count++] = shed * rules.penalty[card]!;
  }
  return count;
}

/**
 * Gathers the empty cells beside a core about to go on `coreKey` (rotation 0) and, for each, its
 * neighbours with the core among them (the core first): where each sits in a card's rotation masks
 * and its value, as the legal search does. Returns the number of cells.
 */
function gatherBeside(rules: Rules, table: Table, core: number, coreKey: number): number {
  let cells = 0;
  for (let d = 0; d < 6; d++) {
    const key = neighbourKey(coreKey, d);
    if (placementAtKey(table, key) >= 0) continue;
    // The core lies in direction opposite(d) of this cell and turns its side d toward it.
    const first = cells * 6;
    bonusOffset[first] = rotationMaskOffset(facingIcon(rules, core, 0, d), opposite(d));
    bonusValue[first] = rules.value[core]!;
    const n = first + 1 + gatherNeighbours(rules, table, key, bonusOffset, bonusValue, first + 1);
    besideKeys[cells] = key;
    besideCount[cells] = n - first;
    let sum = 0;
    for (let i = first; i < n; i++) sum += bonusValue[i]!;
    besideSum[cells++] = sum;
  }
  return cells;
}

/**
 * The best bonus play on the cells and with the cards gathered (first found on a tie), or null when
 * none is legal. With `floor`, only plays worth at least `floor` once added to `base` are looked at
 * (null when there is none): the best of those is the same play.
 */
function bestOnGathered(rules: Rules, cells: number, cards: number, base: number, floor: number): BonusPlay | null {
  let bestCard = -1;
  let bestKey = -1;
  let bestRotation = 0;
  let bestPoints = 0;
  let bestValue = -Infinity;
  const { rotationMasks, rotationMask, value } = rules;
  for (let c = 0; c < cells; c++) {
    const first = c * 6;
    const end = first + besideCount[c]!;
    const key = besideKeys[c]!;
    if (floor > -Infinity) {
      // A cell where no card could reach the floor even matching every neighbour is not tried (summed
      // as a play's value is, so the bound is never below it).
      let reaches = false;
      for (let h = 0; h < cards && !reaches; h++)
        reaches = base + (value[bonusCards[h]!]! + besideSum[c]! + bonusShed[h]!) >= floor;
      if (!reaches) continue;
    }
    for (let h = 0; h < cards; h++) {
      const card = bonusCards[h]!;
      const shedValue = bonusShed[h]!;
      const block = rotationMaskBlock(rules, card);
      let legal = rotationMask[card]!;
      for (let i = first; i < end; i++) {
        const masks = rotationMasks[block + bonusOffset[i]!]!;
        legal &= allowedOf(masks);
        bonusMatched[i - first] = matchingOf(masks);
      }
      if (legal === 0) continue;
      // The most any rotation of the card here scores: a card that cannot reach the floor is not tried.
      let most = value[card]!;
      for (let i = first; i < end; i++) if ((bonusMatched[i - first]! & legal) !== 0) most += bonusValue[i]!;
      if (base + (most + shedValue) < floor) continue;
      for (let rotation = 0; legal !== 0; rotation++, legal >>= 1) {
        if ((legal & 1) === 0) continue;
        let points = value[card]!;
        for (let i = first; i < end; i++) if ((bonusMatched[i - first]! >> rotation) & 1) points += bonusValue[i]!;
        const v = points + shedValue;
        if (bestCard >= 0 && v <= bestValue) continue;
        bestCard = card;
        bestKey = key;
        bestRotation = rotation;
        bestPoints = points;
        bestValue = v;
      }
    }
  }
  return bestCard < 0
    ? null
    : { card: bestCard, key: bestKey, rotation: bestRotation, points: bestPoints, value: bestValue };
}

/** The bonus play of best value beside a core about to go on `coreKey` (first found on a tie), or null when none is legal. */
export function bestBonusPlay(
  rules: Rules,
  table: Table,
  hand: readonly number[],
  core: number,
  coreKey: number,
  shed: number,
): BonusPlay | null {
  const cards = gatherCards(rules, table, hand, core, shed);
  const cells = gatherBeside(rules, table, core, coreKey);
  return bestOnGathered(rules, cells, cards, 0, -Infinity);
}

/**
 * What the core bonus adds to a core worth `value` on `coreKey`: the value of its best bonus play, 0
 * when none is legal; or null when the core cannot reach `floor` (the best so far) with it, which is
 * all a search needs to know then. A ceiling first (the best card as if it matched the core and every
 * card around the richest cell beside it) skips most look-aheads without trying a card.
 */
function bonusLift(
  rules: Rules,
  table: Table,
  hand: readonly number[],
  core: number,
  coreKey: number,
  shed: number,
  value: number,
  floor: number,
): number | null {
  const cards = gatherCards(rules, table, hand, core, shed);
  let cardBest = 0;
  for (let h = 0; h < cards; h++) cardBest = Math.max(cardBest, rules.value[bonusCards[h]!]! + bonusShed[h]!);
  const cells = gatherBeside(rules, table, core, coreKey);
  let around = 0;
  for (let c = 0; c < cells; c++) around = Math.max(around, besideSum[c]!);
  if (value + (cardBest + around) < floor) return null;
  // At or above the floor already, the core takes its best bonus whatever it is worth.
  if (value >= floor) return bestOnGathered(rules, cells, cards, 0, -Infinity)?.value ?? 0;
  return bestOnGathered(rules, cells, cards, value, floor)?.value ?? null;
}

/**
 * The play of highest value, ties broken by the generator (each tie replaces the pick with chance
 * 1/count, so every tied play is equally likely). `besideKey` limits the search to the core bonus.
 */
export function pickBest(
  rules: Rules,
  table: Table,
  hand: readonly number[],
  weights: Weights,
  rng: number,
  besideKey = -1,
): Pick {
  const pick: Pick = { card: -1, key: -1, rotation: 0, value: -Infinity, rng, seen: 0 };
  let ties = 0;
  const bonusAfterCore = weights.lookAhead && besideKey < 0 && rules.options.coreBonus;
  const hold = weights.holdWild ?? 0;
  const wild = hold > 0 ? wildCards(rules) : null;
  forEachLegal(
    rules,
    table,
    hand,
    (card, key, rotation, points) => {
      if (wild !== null && wild[card] === 1 && points < hold) return;
      let value = points + weights.shed * rules.penalty[card]!;
      if (bonusAfterCore && rules.isCore[card] === 1) {
        const lift = bonusLift(rules, table, hand, card, key, weights.shed, value, pick.value);
        if (lift === null) return;
        value += lift;
      }
      if (value < pick.value) return;
      if (value > pick.value) ties = 0;
      ties++;
      let chosen = ties === 1;
      if (!chosen) {
        pick.rng = advance(pick.rng);
        chosen = isFirstOf(pick.rng, ties);
      }
      if (!chosen) return;
      pick.card = card;
      pick.key = key;
      pick.rotation = rotation;
      pick.value = value;
    },
    besideKey,
    // Every legal placement is counted; a card whose best placement on a cell cannot reach the best
    // value so far is not looked at further, as none of its placements could change the pick or the draws.
    (card, _key, count, mostPoints) => {
      pick.seen += count;
      if (wild !== null && wild[card] === 1 && mostPoints < hold) return false;
      if (bonusAfterCore && rules.isCore[card] === 1) return true;
      return mostPoints + weights.shed * rules.penalty[card]! >= pick.value;
    },
  );
  return pick;
}

const wildCache = new WeakMap<Rules, Uint8Array>();

/** Per card: 1 when it carries a wild set. */
function wildCards(rules: Rules): Uint8Array {
  let cards = wildCache.get(rules);
  if (cards === undefined) {
    cards = Uint8Array.from(rules.cards, (c) => (c.sets.includes(rules.deck.wild) ? 1 : 0));
    wildCache.set(rules, cards);
  }
  return cards;
}

/**
 * A play chosen uniformly among all legal plays, as reservoir sampling over them in the legal search's
 * order chooses it: the generator advances once per play, and the i-th play (from 1) replaces the
 * pick when its state's draw below i is 0, so the pick is the last play whose draw is. The states
 * are a fixed step apart, so the plays are counted first and that last one found from the end (on
 * average half the draws, and no call per play); only its points are summed.
 */
export function pickAny(rules: Rules, table: Table, hand: readonly number[], rng: number, besideKey = -1): Pick {
  const found = collectLegal(rules, table, hand, besideKey);
  const seen = found.plays;
  if (seen === 0) return { card: -1, key: -1, rotation: 0, value: 0, rng, seen };
  // The first play's draw is always 0, so the search ends by i = 1.
  let i = seen;
  while (!isFirstOf(advanceBy(rng, i), i)) i--;
  // The entry holding the i-th play, and its rotation among the entry's, lowest first.
  let entry = 0;
  let before = 0;
  while (before + ROTATION_COUNT[found.rotations[entry]!]! < i) before += ROTATION_COUNT[found.rotations[entry++]!]!;
  let rotations = found.rotations[entry]!;
  for (let skip = i - before - 1; skip > 0; skip--) rotations &= rotations - 1;
  const rotation = 31 - Math.clz32(rotations & -rotations);
  const card = found.card[entry]!;
  const key = found.key[entry]!;
  return { card, key, rotation, value: scoreAt(rules, table, card, key, rotation), rng: advanceBy(rng, seen), seen };
}
