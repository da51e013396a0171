// The Play page's Hint is the engine's best play, a core counted with its bonus: the answer of
// `jibe hint`, and a player who follows it does as well against greedy as greedy does.

import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  chooseAction,
  compileRules,
  computeStandings,
  createGame,
  freeStarts,
  type GameState,
  gridKey,
  hintPlays,
  randomInt,
  type Rules,
  seedState,
} from '../../engine/index.ts';
import { bestHint, hintAction, hintSentence } from '../../site/src/play/hint.ts';
import { deck } from '../score/play.ts';

type Policy = (state: GameState, rng: number) => [Action, number];

const greedy: Policy = (state, rng) => {
  const [action, next] = chooseAction('greedy', state, rng);
  return [action, next];
};
const hint: Policy = (state, rng) => [hintAction(state), rng];

/** A rulebook game of two seats (a round each), seat policies in order; the seats that won. */
function playTwo(rules: Rules, policies: readonly Policy[], seed: number): number[] {
  const made = createGame(rules, { players: ['a', 'b'], rounds: 2, seed, mode: 'dealt' });
  if (!made.ok) throw new Error('set-up refused');
  let game = made.value;
  let rng = seedState(seed ^ 0x5bd1e995);
  for (let r = 0; r < 2; r++) {
    const starts = freeStarts(game);
    const [i, next] = randomInt(rng, starts.length);
    rng = next;
    game = must(applyAction(game, { type: 'start-round', start: starts[i]! }));
    while (game.round!.over === null) {
      const [action, after] = policies[game.round!.seat]!(game, rng);
      rng = after;
      game = must(applyAction(game, action));
    }
  }
  const { winners } = computeStandings(game.players, game.results, rules.options.scoring);
  return winners.map((w) => game.players.indexOf(w));
}

function must(step: ReturnType<typeof applyAction>): GameState {
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
}

/** Games won outright by the first policy over `games` games, taking each seat in turn. */
function winsOf(rules: Rules, mine: Policy, theirs: Policy, games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const policies = seat === 0 ? [mine, theirs] : [theirs, mine];
    const winners = playTwo(rules, policies, 1000 + g);
    if (winners.length === 1 && winners[0] === seat) wins++;
  }
  return wins;
}

describe('Hint', () => {
  const rules = compileRules(deck);

  it('counts a core with its best bonus play, as jibe hint does', () => {
    // A position where a core and its bonus beat every single play: found among dealt hands.
    for (let seed = 1; seed < 400; seed++) {
      const made = createGame(rules, { players: ['a', 'b'], rounds: 1, seed, mode: 'dealt' });
      if (!made.ok) throw new Error('set-up refused');
      const game = must(applyAction(made.value, { type: 'start-round', start: 'core-fire' }));
      const round = game.round!;
      const hand = round.hands![round.seat]!;
      const all = hintPlays(rules, { table: round.table, hand: hand.slice(), besideKey: -1 }, 100);
      const best = bestHint(game)!;
      expect(best.total).toBe(all[0]!.total);
      if (best.bonus === undefined || all.some((h) => h.bonus === undefined && h.points >= best.total)) continue;
      expect(best.total).toBeGreaterThan(Math.max(...all.map((h) => h.points)));
      expect(hintSentence(game, best)).toContain('as the core bonus');
      // Placing the core leaves the bonus step, where the hint is the bonus play it promised.
      const after = must(applyAction(game, hintAction(game)));
      expect(after.round!.bonusAt).toBe(gridKey(best.q, best.r));
      const bonus = bestHint(after)!;
      expect({ card: bonus.card, points: bonus.points }).toEqual({ card: best.bonus.card, points: best.bonus.points });
      return;
    }
    throw new Error('no dealt hand with a core and bonus best');
  });

  it('says to pass when nothing fits', () => {
    const made = createGame(rules, { players: ['a', 'b'], rounds: 1, seed: 3, mode: 'dealt' });
    if (!made.ok) throw new Error('set-up refused');
    const game = must(applyAction(made.value, { type: 'start-round', start: 'core-fire' }));
    expect(hintSentence(game, null)).toBe('No card of your hand fits anywhere: pass.');
  });

  it('following it wins at least as many of 200 games against greedy as greedy does', () => {
    const following = winsOf(rules, hint, greedy, 200);
    const greedyItself = winsOf(rules, greedy, greedy, 200);
    expect(following).toBeGreaterThanOrEqual(greedyItself);
  }, 120_000);
});
