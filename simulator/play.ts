// One simulated game: bots choose, the engine applies. Pure and seeded: game g of a run depends on
// the run's seed and g only, so any worker can play any game and the results are the same.

import { chooseAction, type BotName } from '../engine/bots.ts';
import { applyAction, freeStarts, newGame, type GameState, type RoundState } from '../engine/game.ts';
import { randomInt, seedState } from '../engine/random.ts';
import type { Rules } from '../engine/rules.ts';
import type { Deck } from '../engine/types.ts';

export interface GameSetup {
  players: number;
  /** One bot per seat, seat 0 first. */
  bots: readonly BotName[];
  rounds: number;
  seed: number;
}

/** A run: N games of one deck (its options in force) by the same bots; what a worker needs to play any of them. */
export interface RunSpec {
  deck: Deck;
  players: number;
  /** The bot list as given; spread over the seats by seatBots. */
  bots: readonly BotName[];
  rounds: number;
  seed: number;
}

/** The seed of game `index` of a run: a mix of both numbers, so neighbouring games are unrelated. */
export function gameSeed(runSeed: number, index: number): number {
  let h = Math.imul(runSeed ^ 0x3c6ef372, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) | 0;
}

/** The bots of game `index`: the list repeated over the seats and turned by one seat each game, so every bot sits in every seat. */
export function seatBots(bots: readonly BotName[], players: number, index: number): BotName[] {
  return Array.from({ length: players }, (_, seat) => bots[(seat + index) % bots.length]!);
}

/** Everything about game `index` of a run. */
export function setupFor(spec: RunSpec, index: number): GameSetup {
  return {
    players: spec.players,
    bots: seatBots(spec.bots, spec.players, index),
    rounds: spec.rounds,
    seed: gameSeed(spec.seed, index),
  };
}

export const playerNames = (bots: readonly BotName[]): string[] => bots.map((bot, seat) => `seat ${seat + 1} (${bot})`);

/** A step the engine refused: a bug in a bot or the engine, never bad input. */
function must(step: ReturnType<typeof applyAction>, what: string): GameState {
  if (!step.ok) throw new Error(`${what} refused: ${step.error.code}: ${step.error.message}`);
  return step.value;
}

/**
 * Plays a whole game. `onRound` sees each round's final state before the next round starts
 * (the state keeps only the current round), which is where the statistics are read.
 */
export function playGame(
  rules: Rules,
  setup: GameSetup,
  onRound?: (round: RoundState, game: GameState) => void,
): GameState {
  let game = newGame(rules, { players: playerNames(setup.bots), rounds: setup.rounds, seed: setup.seed });
  // The bots' generator is separate from the engine's (which shuffles), both from the game seed.
  let rng = seedState(setup.seed ^ 0x2545f491);
  for (let r = 0; r < setup.rounds; r++) {
    const starts = freeStarts(game);
    const [i, next] = randomInt(rng, starts.length);
    rng = next;
    game = must(applyAction(game, { type: 'start-round', start: starts[i]! }), 'start-round');
    // A round has at most one action per card plus a pass per seat per turn after the pile is out; far fewer in practice.
    for (let steps = 0; game.round!.over === null; steps++) {
      if (steps > 10_000) throw new Error(`round ${r + 1} of game seed ${setup.seed} did not end`);
      const seat = game.round!.seat;
      const [action, after] = chooseAction(setup.bots[seat]!, game, rng);
      rng = after;
      game = must(applyAction(game, action), `${setup.bots[seat]} ${action.type}`);
    }
    onRound?.(game.round!, game);
  }
  return game;
}
