// The end of a round as both pages show it (site/src/table/round-end.ts): each player's points,
// penalty, score and cards left, read from the engine's state; the cards' costs add up to the
// penalty, a wild set at the deck's wild penalty.

import { describe, expect, test } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import { describeLeft, formatCost, viewRoundEnd } from '../../site/src/table/round-end.ts';
import { classicDeck } from '../support/classic.ts';
import { playRandomGame } from '../support/random-play.ts';

const rules = compileRules(classicDeck);

describe('the end of a round', () => {
  test.each([1, 2, 3, 4, 5])('game %i: each line is the round result, its cards left costing the penalty', (seed) => {
    const game = playRandomGame(rules, seed, 3, 1);
    const view = viewRoundEnd(game)!;
    const result = game.results[0]!;
    expect(view.round).toBe(1);
    expect(view.lines.map((l) => [l.player, l.points, l.penalty, l.score])).toEqual(
      game.players.map((p, seat) => [p, result.points[seat], result.penalty[seat], result.score[seat]]),
    );
    for (const line of view.lines) {
      expect(line.left!.map((c) => c.id)).toEqual(game.round!.finalHands![line.seat]);
      expect(line.left!.reduce((sum, c) => sum + c.cost, 0)).toBe(line.penalty);
    }
  });

  test('none before a round has ended', () => {
    const game = playRandomGame(rules, 1, 2, 2);
    expect(viewRoundEnd({ ...game, results: [] })).toBeNull();
  });

  test.each([
    [[], 'none'],
    [[{ id: 'core-joker-1', name: 'Joker core 1', cost: 100 }], 'Joker core 1 −100'],
    [
      [
        { id: 'key-fire', name: 'Key/Fire', cost: 95 },
        { id: 'core-can', name: 'Can core', cost: 0 },
      ],
      'Key/Fire −95, Can core 0',
    ],
  ])('cards left %j read "%s"', (left, text) => {
    expect(describeLeft(left)).toBe(text);
  });

  test.each([
    [100, '−100'],
    [0, '0'],
    [-5, '+5'],
  ])('a cost of %i is shown as %s', (cost, text) => {
    expect(formatCost(cost)).toBe(text);
  });
});
