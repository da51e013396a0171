// What one simulated game leaves for the report: small, plain data (it crosses from a worker to the
// main thread), read from each round's final state before the next round replaces it.

import type { BotName } from '../engine/bots.ts';
import type { EndReason, GameState, RoundState } from '../engine/game.ts';
import { directionBetween, opposite } from '../engine/hex.ts';
import { iconFacing, type Rules } from '../engine/rules.ts';
import { computeStandings } from '../engine/standings.ts';
import { placements } from '../engine/table.ts';
import { playGame, type GameSetup } from './play.ts';

export const PLAY_KINDS = ['colour-only', 'icon-match', 'wild-core'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

/** A count with the sum and sum of squares of the points, so means and spreads can be merged. */
export interface Tally {
  count: number;
  points: number;
  squares: number;
}

export interface RoundSummary {
  start: string;
  firstSeat: number;
  end: EndReason;
  /** Turns taken, passes included. */
  turns: number;
  points: number[];
  penalty: number[];
  /** The part of each penalty that comes from wild sets. */
  wildPenalty: number[];
  score: number[];
  cardsLeft: number[];
}

export interface GameSummary {
  index: number;
  seed: number;
  bots: BotName[];
  totals: number[];
  /** Seats with the best result (more than one on a tie). */
  winners: number[];
  rounds: RoundSummary[];
  /** Placements by kind, in PLAY_KINDS order. */
  kinds: Tally[];
  /** Per icon (deck order): matches it took part in, and the points those matches added. */
  iconMatches: number[];
  iconPoints: number[];
}

export const emptyTally = (): Tally => ({ count: 0, points: 0, squares: 0 });

export function addToTally(t: Tally, points: number): void {
  t.count++;
  t.points += points;
  t.squares += points * points;
}

/** A wild core: a core card whose one set is the wild icon. */
const isWildCore = (rules: Rules, card: number): boolean =>
  rules.isCore[card] === 1 && rules.cards[card]!.sets[0] === rules.deck.wild;

function summariseRound(rules: Rules, round: RoundState, into: GameSummary): RoundSummary {
  const ids = rules.cards.map((c) => c.id);
  const onTable = new Map(placements(round.table, ids).map((p) => [p.card, p]));
  for (const play of round.plays) {
    const card = rules.cardIndex.get(play.placement.card)!;
    const kind = isWildCore(rules, card) ? 2 : play.matches.length > 0 ? 1 : 0;
    addToTally(into.kinds[kind]!, play.points);
    for (const m of play.matches) {
      const other = onTable.get(m.card)!;
      const d = directionBetween(play.placement, m);
      const icons = new Set([
        iconFacing(rules, card, play.placement.rotation, d),
        iconFacing(rules, rules.cardIndex.get(m.card)!, other.rotation, opposite(d)),
      ]);
      for (const icon of icons) {
        const i = rules.iconIndex.get(icon)!;
        into.iconMatches[i]!++;
        into.iconPoints[i]! += rules.value[rules.cardIndex.get(m.card)!]!;
      }
    }
  }
  const hands = round.finalHands!;
  const wildPenalty = hands.map((h) =>
    h.reduce(
      (sum, id) =>
        sum +
        rules.cards[rules.cardIndex.get(id)!]!.sets.filter((s) => s === rules.deck.wild).length *
          rules.options.wildPenalty,
      0,
    ),
  );
  return {
    start: round.start,
    firstSeat: round.firstSeat,
    end: round.over!,
    turns: round.turns.length,
    points: [],
    penalty: [],
    wildPenalty,
    score: [],
    cardsLeft: hands.map((h) => h.length),
  };
}

/** Plays game `index` of a run and summarises it. */
export function simulateGame(rules: Rules, setup: GameSetup, index: number): GameSummary {
  const summary: GameSummary = {
    index,
    seed: setup.seed,
    bots: setup.bots.slice(),
    totals: [],
    winners: [],
    rounds: [],
    kinds: PLAY_KINDS.map(emptyTally),
    iconMatches: rules.iconIds.map(() => 0),
    iconPoints: rules.iconIds.map(() => 0),
  };
  const game: GameState = playGame(rules, setup, (round) => summary.rounds.push(summariseRound(rules, round, summary)));
  game.results.forEach((result, i) =>
    Object.assign(summary.rounds[i]!, { points: result.points, penalty: result.penalty, score: result.score }),
  );
  const standings = computeStandings(game.players, game.results, rules.options.scoring);
  summary.totals = standings.totals.map((t) => t.score);
  summary.winners = standings.winners.map((name) => game.players.indexOf(name));
  return summary;
}
