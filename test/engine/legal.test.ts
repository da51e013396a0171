import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { listLegal, type Table } from '../../engine/index.ts';
import { classicRules } from '../support/classic.ts';
import { playRandomGame } from '../support/random-play.ts';
import { compareWithReference } from './compare-reference.ts';

describe('legal placements against the slow reference', () => {
  // 25 games × 3 option sets × every third state of a round: over 2,000 positions in all.
  for (const options of [{}, { layout: 'alternating' as const }, { wildScope: 'card' as const }]) {
    const rules = classicRules(options);
    test.prop([fc.integer({ min: 1, max: 1_000_000 })], { numRuns: 25 })(
      `random positions, options ${JSON.stringify(options)}`,
      (seed) => {
        let compared = 0;
        let state = 0;
        playRandomGame(rules, seed, 3, 1, (game) => {
          // Every third state of the round, so that the slow reference stays affordable.
          if (game.round!.over !== null || state++ % 3 !== 0) return;
          compareWithReference(game);
          compared++;
        });
        expect(compared).toBeGreaterThan(5);
      },
      180_000,
    );
  }
});

test('a core has one distinct rotation, a halves pair six, an alternating pair two', () => {
  const halves = classicRules();
  const alternating = classicRules({ layout: 'alternating' });
  const id = (rules: typeof halves, card: string) => rules.rotations[rules.cardIndex.get(card)!]!.length;
  expect([
    id(halves, 'core-fire'),
    id(halves, 'key-fire'),
    id(alternating, 'key-fire'),
    id(alternating, 'core-joker-1'),
  ]).toEqual([1, 6, 2, 1]);
});

test('a search gives the same plays whatever was searched before it: another hand, the same cards in another order, other rules', () => {
  const halves = classicRules();
  const alternating = classicRules({ layout: 'alternating' });
  const positions: { table: Table; hand: number[] }[] = [];
  playRandomGame(halves, 77, 3, 1, (game) => {
    const round = game.round!;
    if (round.over === null && positions.length < 40)
      positions.push({ table: round.table, hand: [...round.hands![round.seat]!] });
  });
  const searches = positions.flatMap(({ table, hand }) => [
    { rules: halves, table, hand },
    { rules: halves, table, hand: [...hand].reverse() },
    { rules: alternating, table, hand },
    { rules: halves, table, hand: hand.slice(1) },
  ]);
  const alone = searches.map(({ rules, table, hand }) => {
    listLegal(rules, table, []); // no cards: the next search packs its own afresh
    return listLegal(rules, table, hand);
  });
  // In turn, each search right after another one's.
  expect(searches.map(({ rules, table, hand }) => listLegal(rules, table, hand))).toEqual(alone);
  expect(alone.some((plays) => plays.length > 0)).toBe(true);
});
