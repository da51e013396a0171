import { describe, expect, it } from 'vitest';
import { applyAction, compileRules, newGame, type GameState } from '../../engine/index.ts';
import { computeHandSizes, roundEndDue } from '../../site/src/score/hand-sizes.ts';
import { deck } from './play.ts';
import { playSeededGame } from './seeded-game.ts';

const rules = compileRules(deck);

describe('hand sizes known at the table', () => {
  it.each([
    [3, 11],
    [2, 5],
    [4, 29],
  ])(
    '%i players, seed %i: equal the dealt hands after every action, and the open game ends when the engine does',
    (n, seed) => {
      const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const { steps } = playSeededGame(rules, players, ['core-star', 'core-heart'], seed);
      let open: GameState = newGame(rules, { players, rounds: 2, mode: 'open' });
      let ends = 0;
      for (const { action, after } of steps) {
        const step = applyAction(open, action);
        expect(step.ok).toBe(true);
        if (!step.ok) return;
        open = step.value;
        if (after.round!.over !== null && action.type !== 'start-round') {
          // The dealt game ended by itself: the open one, given the same turns, sees that it should.
          if (after.round!.over !== 'blocked') {
            expect(roundEndDue(open)).toBe(after.round!.over);
            ends++;
          }
          expect(computeHandSizes(open)).toEqual(after.round!.finalHands!.map((h) => h.length));
          const ended = applyAction(open, { type: 'end-round', hands: after.round!.finalHands! });
          expect(ended.ok).toBe(true);
          if (ended.ok) open = ended.value;
          continue;
        }
        expect(computeHandSizes(open)).toEqual(after.round!.hands!.map((h) => h.length));
        expect(roundEndDue(open)).toBeNull();
      }
      expect(ends).toBeGreaterThan(0);
    },
  );
});
