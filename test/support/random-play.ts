// Plays random legal turns through the engine, for property tests: a seed decides every choice.

import { applyAction, newGame, type GameState } from '../../engine/index.ts';
import { listLegal } from '../../engine/index.ts';
import { randomInt, seedState } from '../../engine/index.ts';
import type { Rules } from '../../engine/index.ts';

/** One random action for the seat to move: a legal placement (or the bonus), now and then a pass or a skipped bonus. */
export function randomAction(game: GameState, rng: number): [Parameters<typeof applyAction>[1], number] {
  const round = game.round!;
  const hand = round.hands![round.seat]!;
  const bonus = round.bonusAt >= 0;
  const plays = listLegal(game.rules, round.table, hand, bonus ? round.bonusAt : -1);
  const [pick, next] = randomInt(rng, plays.length + 1);
  if (pick === plays.length || plays.length === 0) return [bonus ? { type: 'skip-bonus' } : { type: 'pass' }, next];
  const { points: _, ...placement } = plays[pick]!;
  return [{ type: 'place', placement }, next];
}

/** Starts every round with a free core chosen by the seed and plays it to its end. */
export function playRandomGame(
  rules: Rules,
  seed: number,
  players = 3,
  rounds = 1,
  visit?: (game: GameState) => void,
): GameState {
  let game = newGame(rules, { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), rounds, seed });
  let rng = seedState(seed + 1);
  for (let r = 0; r < rounds; r++) {
    const cores = rules.cards.filter((c) => c.kind === 'core' && !game.starts.includes(c.id));
    const [i, next] = randomInt(rng, cores.length);
    rng = next;
    const started = applyAction(game, { type: 'start-round', start: cores[i]!.id });
    if (!started.ok) throw new Error(started.error.message);
    game = started.value;
    visit?.(game);
    for (let steps = 0; game.round!.over === null; steps++) {
      if (steps > 2000) throw new Error('round did not end');
      const [action, after] = randomAction(game, rng);
      rng = after;
      const step = applyAction(game, action);
      if (!step.ok) throw new Error(`${step.error.code}: ${step.error.message}`);
      game = step.value;
      visit?.(game);
    }
  }
  return game;
}
