// The search bot: legal moves only, the same choice from the same state, generator and count, a
// choice that never depends on the cards it cannot see, and a stop that ends the search early.

import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../engine/bots.ts';
import { searchAction } from '../../engine/bots/lookahead.ts';
import { applyAction, freeStarts, newGame, withHiddenCards, type GameState } from '../../engine/game.ts';
import { randomInt, seedState, shuffle } from '../../engine/random.ts';
import { isOnTable } from '../../engine/table.ts';
import { classicRules } from '../support/classic.ts';

/** A budget small enough for tests: a few samples a move. */
const SMALL = { moves: 120 };

function must(step: ReturnType<typeof applyAction>): GameState {
  if (!step.ok) throw new Error(`${step.error.code}: ${step.error.message}`);
  return step.value;
}

/** A round of `players` seats, seat 0 the search bot and the others greedy, `check` called before each search move. */
function playRound(players: number, seed: number, check: (game: GameState) => void): GameState {
  const rules = classicRules({});
  let game = newGame(rules, { players: Array.from({ length: players }, (_, i) => `p${i}`), rounds: 1, seed });
  let rng = seedState(seed);
  const starts = freeStarts(game);
  const [i, next] = randomInt(rng, starts.length);
  rng = next;
  game = must(applyAction(game, { type: 'start-round', start: starts[i]! }));
  while (game.round!.over === null) {
    const seat = game.round!.seat;
    if (seat === 0) check(game);
    const [action, after] = chooseAction(seat === 0 ? 'search' : 'greedy', game, rng, SMALL);
    rng = after;
    game = must(applyAction(game, action));
  }
  return game;
}

describe('the search bot', () => {
  it.each([2, 4])('plays whole %i-player rounds in legal moves only', (players) => {
    const game = playRound(players, 11, () => undefined);
    expect(game.results).toHaveLength(1);
  });

  it('chooses the same move from the same state, generator and budget', () => {
    let checked = 0;
    playRound(2, 5, (game) => {
      if (checked++ > 6) return;
      expect(searchAction(game, 99, SMALL)).toEqual(searchAction(game, 99, SMALL));
    });
    expect(checked).toBeGreaterThan(6);
  });

  it('never looks at the cards it cannot see: the other hands and the pile dealt otherwise give the same move', () => {
    let checked = 0;
    playRound(3, 8, (game) => {
      if (checked++ > 5) return;
      const round = game.round!;
      const seat = round.seat;
      const mine = round.hands![seat]!;
      const hidden = game.rules.cards.map((_, c) => c).filter((c) => !isOnTable(round.table, c) && !mine.includes(c));
      const [mixed] = shuffle(hidden, seedState(checked));
      let at = 0;
      const hands = round.hands!.map((h, i) => {
        if (i === seat) return h;
        at += h.length;
        return mixed.slice(at - h.length, at);
      });
      const other = withHiddenCards(game, hands, mixed.slice(at));
      expect(other.round!.hands).not.toEqual(round.hands);
      expect(searchAction(other, 7, SMALL)[0]).toEqual(searchAction(game, 7, SMALL)[0]);
    });
  });

  it('stops when told, with a move found on one sample', () => {
    playRound(2, 3, (game) => {
      let asked = 0;
      const [action] = searchAction(game, 1, {
        moves: 1_000_000,
        stop: () => {
          asked++;
          return true;
        },
      });
      expect(asked).toBe(1);
      expect(must(applyAction(game, action))).toBeDefined();
    });
  });
});
