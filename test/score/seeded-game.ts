// A whole game played by the engine's bots in dealt mode (the engine knows the pile and the hands),
// to be kept on the scorekeeper as a table would: its plays, passes, bonuses and final hands.

import {
  applyAction,
  chooseAction,
  newGame,
  seedState,
  type Action,
  type BotName,
  type GameState,
} from '../../engine/index.ts';
import type { Rules } from '../../engine/index.ts';

export interface SeededStep {
  action: Action;
  /** The dealt game before the action. */
  before: GameState;
  after: GameState;
}

/** How often the players pass a turn or skip a bonus the bot would take, so that a game has some of both. */
export interface Lapses {
  /** Every n-th turn of a round (counted from 1) is a pass; 0 for none. */
  passEvery: number;
  /** Every n-th core bonus of the game is skipped; 0 for none. */
  skipEvery: number;
}

/** Plays a game with a bot at every seat, each round started with the given core; every step kept. */
export function playSeededGame(
  rules: Rules,
  players: readonly string[],
  starts: readonly string[],
  seed: number,
  bot: BotName = 'greedy',
  lapses: Lapses = { passEvery: 0, skipEvery: 0 },
): { steps: SeededStep[]; final: GameState } {
  let game = newGame(rules, { players, rounds: starts.length, seed, mode: 'dealt' });
  let rng = seedState(seed);
  const steps: SeededStep[] = [];
  const apply = (action: Action) => {
    const step = applyAction(game, action);
    if (!step.ok) throw new Error(`${action.type}: ${step.error.message}`);
    steps.push({ action, before: game, after: step.value });
    game = step.value;
  };
  let bonuses = 0;
  for (const start of starts) {
    apply({ type: 'start-round', start });
    while (game.round!.over === null) {
      const round = game.round!;
      const bonus = round.bonusAt >= 0;
      if (bonus) bonuses++;
      const lapse = bonus
        ? lapses.skipEvery > 0 && bonuses % lapses.skipEvery === 0
        : lapses.passEvery > 0 && (round.turns.length + 1) % lapses.passEvery === 0;
      if (lapse) {
        apply(bonus ? { type: 'skip-bonus' } : { type: 'pass' });
        continue;
      }
      const [action, next] = chooseAction(bot, game, rng);
      rng = next;
      apply(action);
    }
  }
  return { steps, final: game };
}
