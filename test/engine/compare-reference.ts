// The fast engine against the slow reference (reference.ts) on one position of a game: the same legal
// placements with the same points, every listed placement accepted by checkPlacement, and every
// placement checkPlacement accepts listed. Shared by the tests of the classic deck and of other shapes.

import { expect } from 'vitest';
import type { GameState } from '../../engine/game.ts';
import { listLegal } from '../../engine/legal.ts';
import { checkPlacement } from '../../engine/placement.ts';
import { forEachFrontierCell, gridCell, placements } from '../../engine/table.ts';
import { referenceLegal } from './reference.ts';

const asKey = (p: { card: string; q: number; r: number; rotation: number; points: number }) =>
  `${p.card}@${p.q},${p.r}/${p.rotation}=${p.points}`;

/** Compares the engine with the reference on the position of the seat to move; returns how many placements were legal. */
export function compareWithReference(game: GameState): number {
  const { rules } = game;
  const round = game.round!;
  const deck = { ...rules.deck, options: rules.options };
  const handIndexes = round.hands![round.seat]!;
  const table = placements(
    round.table,
    rules.cards.map((c) => c.id),
  );
  const hand = handIndexes.map((c) => rules.cards[c]!.id);
  const legal = listLegal(rules, round.table, handIndexes, round.bonusAt);
  const fast = legal.map(asKey).sort();
  if (round.bonusAt < 0) expect(fast).toEqual(referenceLegal(deck, rules.cards, table, hand));
  // Every listed placement is accepted by checkPlacement with the same points. (Mismatches are
  // gathered and compared once per position: an expect per placement cost most of the test's time.)
  const refused: string[] = [];
  for (const play of legal) {
    const { points, ...place } = play;
    const result = checkPlacement(rules, round.table, place);
    if (!result.legal || result.points !== points) refused.push(asKey(play));
  }
  expect(refused).toEqual([]);
  // Every placement checkPlacement accepts, on any cell beside the table and any rotation, is listed
  // (under the rotation that shows the same pattern).
  if (round.bonusAt < 0) {
    const listed = new Set(legal.map((p) => `${p.card}@${p.q},${p.r}=${p.points}`));
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
  return legal.length;
}
