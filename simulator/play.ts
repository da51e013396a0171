// One simulated game: bots choose, the engine applies. Pure and seeded: game g of a run depends on
// the run's seed and g only, so any worker (or any shard) can play any game and the results are the same.

import {
  type Action,
  applyAction,
  type BotName,
  chooseAction,
  type Deck,
  forEachLegal,
  freeStarts,
  type GameState,
  newGame,
  type RoundState,
  randomInt,
  type Rules,
  seedState,
} from '../engine/core.ts';

export interface GameSetup {
  players: number;
  /** One bot per seat, seat 0 first. */
  bots: readonly BotName[];
  rounds: number;
  seed: number;
  /** The search bot's budget a move, in simulated moves (`--think-ms` × SEARCH_MOVES_PER_MS); absent: its default. */
  think?: number;
}

/** A run: N games of one deck (its options in force) by the same bots; what a worker needs to play any of them. */
export interface RunSpec {
  deck: Deck;
  players: number;
  /** The bot rotation: a plain list as given, or a weighted mix written out (greedy:3,joker:1 → 3 greedy, 1 joker). */
  bots: readonly BotName[];
  rounds: number;
  seed: number;
  /** The search bot's budget a move, in simulated moves; absent: its default. */
  think?: number;
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
    ...(spec.think === undefined ? {} : { think: spec.think }),
  };
}

export const playerNames = (bots: readonly BotName[]): string[] => bots.map((bot, seat) => `seat ${seat + 1} (${bot})`);

/** A step the engine refused: a bug in a bot or the engine, never bad input. */
function must(step: ReturnType<typeof applyAction>, what: string): GameState {
  if (!step.ok) throw new Error(`${what} refused: ${step.error.code}: ${step.error.message}`);
  return step.value;
}

/** What playGame reports as it goes: each round's final state, and the legal plays a seat had at the start of each turn. */
export interface PlayHooks {
  onRound?: (round: RoundState, game: GameState) => void;
  /** Legal placements of the seat to move at the start of a turn (not counting a bonus decision). */
  onTurn?: (legal: number) => void;
  /**
   * Count the legal placements with a search of their own when the bot does not report them (a
   * second search per turn: the simulator asks for it in one game of COUNT_EVERY only).
   */
  countLegal?: boolean;
}

/** Games whose turns the simulator counts legal placements in, when the bots do not count them: one in this many. */
export const COUNT_EVERY = 8;

/**
 * Plays a whole game. `onRound` sees each round's final state before the next round starts
 * (the state keeps only the current round), which is where the statistics are read.
 */
export function playGame(
  rules: Rules,
  setup: GameSetup,
  hooks: PlayHooks | ((round: RoundState, game: GameState) => void) = {},
): GameState {
  const { onRound, onTurn, countLegal } =
    typeof hooks === 'function' ? { onRound: hooks, onTurn: undefined, countLegal: false } : hooks;
  let game = newGame(rules, { players: playerNames(setup.bots), rounds: setup.rounds, seed: setup.seed });
  // The bots' generator is separate from the engine's (which shuffles), both from the game seed.
  let rng = seedState(setup.seed ^ 0x2545f491);
  const budget = setup.think === undefined ? undefined : { moves: setup.think };
  for (let r = 0; r < setup.rounds; r++) {
    const starts = freeStarts(game);
    const [i, next] = randomInt(rng, starts.length);
    rng = next;
    game = must(applyAction(game, { type: 'start-round', start: starts[i]! }), 'start-round');
    // A round has at most one action per card plus a pass per seat per turn after the pile is out; far fewer in practice.
    for (let steps = 0; game.round!.over === null; steps++) {
      if (steps > 10_000) throw new Error(`round ${r + 1} of game seed ${setup.seed} did not end`);
      const seat = game.round!.seat;
      const bonus = game.round!.bonusAt >= 0;
      // The bots count the legal plays they looked at (a third element); older bots do not.
      const [action, after, legal] = chooseAction(setup.bots[seat]!, game, rng, budget) as [Action, number, number?];
      rng = after;
      if (!bonus && onTurn !== undefined) {
        if (legal !== undefined) onTurn(legal);
        else if (countLegal) {
          const round = game.round!;
          let n = 0;
          forEachLegal(rules, round.table, round.hands![seat]!, () => n++);
          onTurn(n);
        }
      }
      game = must(applyAction(game, action), `${setup.bots[seat]} ${action.type}`);
    }
    onRound?.(game.round!, game);
  }
  return game;
}
