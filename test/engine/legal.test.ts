import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { listLegal } from '../../engine/legal.ts';
import { checkPlacement } from '../../engine/placement.ts';
import { forEachFrontierCell, gridCell, placements } from '../../engine/table.ts';
import { classicDeck, classicRules } from '../support/classic.ts';
import { playRandomGame } from '../support/random-play.ts';
import { referenceLegal } from './reference.ts';

const asKey = (p: { card: string; q: number; r: number; rotation: number; points: number }) =>
  `${p.card}@${p.q},${p.r}/${p.rotation}=${p.points}`;

describe('legal placements against the slow reference', () => {
  // 25 games × 3 option sets × every third state of a round: over 2,000 positions in all.
  for (const options of [{}, { layout: 'alternating' as const }, { wildScope: 'card' as const }]) {
    const rules = classicRules(options);
    const deck = { ...classicDeck, options: rules.options };
    test.prop([fc.integer({ min: 1, max: 1_000_000 })], { numRuns: 25 })(
      `random positions, options ${JSON.stringify(options)}`,
      (seed) => {
        let compared = 0;
        let state = 0;
        playRandomGame(rules, seed, 3, 1, (game) => {
          const round = game.round!;
          // Every third state of the round, so that the slow reference stays affordable.
          if (round.over !== null || state++ % 3 !== 0) return;
          const table = placements(
            round.table,
            rules.cards.map((c) => c.id),
          );
          const hand = round.hands![round.seat]!.map((c) => rules.cards[c]!.id);
          const fast = listLegal(rules, round.table, round.hands![round.seat]!, round.bonusAt).map(asKey).sort();
          if (round.bonusAt < 0) expect(fast).toEqual(referenceLegal(deck, rules.cards, table, hand));
          // Every listed placement is accepted by checkPlacement with the same points. (Mismatches are
          // gathered and compared once per position: an expect per placement cost most of the test's time.)
          const refused: string[] = [];
          for (const play of listLegal(rules, round.table, round.hands![round.seat]!, round.bonusAt)) {
            const { points, ...place } = play;
            const result = checkPlacement(rules, round.table, place);
            if (!result.legal || result.points !== points) refused.push(asKey(play));
          }
          expect(refused).toEqual([]);
          // Every placement checkPlacement accepts, on any cell beside the table and any rotation, is listed
          // (under the rotation that shows the same pattern).
          if (round.bonusAt < 0) {
            const listed = new Set(
              listLegal(rules, round.table, round.hands![round.seat]!).map(
                (p) => `${p.card}@${p.q},${p.r}=${p.points}`,
              ),
            );
            const unlisted: string[] = [];
            forEachFrontierCell(round.table, (key) => {
              const { q, r } = gridCell(key);
              for (const card of hand)
                for (let rotation = 0; rotation < 6; rotation++) {
                  const result = checkPlacement(rules, round.table, { card, q, r, rotation });
                  const name = `${card}@${q},${r}=${result.legal ? result.points : 0}`;
                  if (result.legal && !listed.has(name)) unlisted.push(`${name}/${rotation}`);
                }
            });
            expect(unlisted).toEqual([]);
          }
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
