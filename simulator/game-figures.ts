// The balance report's figures for one game that people played (the site's Play page: a person
// against the engine's bots, in dealt mode), computed by the simulator's own code: the game goes
// through summariseGame, the road every simulated game takes, and its icon rows through aggregate,
// as the report's do. Pure, and light enough to load in a page: no Node, no charts, no Markdown.

import type { BotName, RoundResult, RoundState, Rules } from '../engine/core.ts';
import { aggregate, type BalanceReport } from './aggregate.ts';
import type { RunSpec } from './play.ts';
import { type GameSummary, type SeatKind, summariseGame } from './summary.ts';
import { emptyRunTally, type RunTally } from './tally.ts';

/** A game played in dealt mode (createGame with mode 'dealt'), as its page keeps it. */
export interface PlayedGame {
  /** Who played each seat, seat 0 first: the bot's name, or 'human'. */
  seats: readonly SeatKind[];
  /**
   * The final state of every round played, the first round first: `state.round` as it is once
   * `state.round.over` is set (the game state keeps only the current round, so keep each one then).
   */
  rounds: readonly RoundState[];
  /** GameState.results: one per round in `rounds`. */
  results: readonly RoundResult[];
  /** The seed the game was created with (the summary's `seed` and the report's `run.seed`). */
  seed: number;
  /** The game's number in a run (the summary's `index`): 0, unless it stands for game `index` of one. */
  index?: number;
}

/**
 * The game's summary and counts, exactly as simulateGame gives them for the same rounds. The
 * `legal`, `decisions` and `stuck` of each round are 0: the simulator reads them from the bots'
 * searches while it plays (and only in some games), which a played game does not run.
 */
export function summarisePlayedGame(rules: Rules, game: PlayedGame): { summary: GameSummary; tally: RunTally } {
  const tally = emptyRunTally(rules);
  const summary = summariseGame(
    rules,
    { index: game.index ?? 0, seed: game.seed, seats: game.seats, rounds: game.rounds, results: game.results },
    tally,
  );
  return { summary, tally };
}

/**
 * The run of this one game, as aggregate takes it. The deck carries the options the game was played
 * with. `bots` is the rotation of a run: here the game's own seats, the human ones left out, so the
 * report's per-bot rows count the bots alone (no seat a person played is credited to a bot); it
 * plays no part in the icon figures.
 */
export function playedGameSpec(rules: Rules, game: PlayedGame): RunSpec {
  return {
    deck: { ...rules.deck, options: rules.options },
    players: game.seats.length,
    bots: game.seats.filter((seat): seat is BotName => seat !== 'human'),
    rounds: game.rounds.length,
    seed: game.seed,
  };
}

/**
 * The balance report's `icons` rows (id, name, colour, wild, matches, share, points, plays,
 * meanPoints, byWinner, lift) for this one game: aggregate's own rows for a run of this game alone.
 */
export function playedGameIcons(rules: Rules, game: PlayedGame): BalanceReport['icons'] {
  const { summary, tally } = summarisePlayedGame(rules, game);
  return aggregate(playedGameSpec(rules, game), [summary], tally).icons;
}
