// The designer's questions read from a run: which icons and cards carry the winners, how close
// games are, how much the starting hand decides, how much choice a turn offers, how long a game
// takes, and how often Jokers stay in hand. Pure; every number from summaries and whole-number tallies.

import type { Deck, Rules } from '../engine/index.ts';
import { type Histogram, histogramOf, type Rate, rate } from './rates.ts';
import { mean, rSquared, type Summary, summarise } from './stats.ts';
import type { GameSummary } from './summary.ts';
import type { RunTally } from './tally.ts';

/** Plays of a card or of the cards of an icon: how many, the mean points, and how often the player won the game. */
export interface PlayRecord {
  plays: number;
  meanPoints: number;
  /** Plays made by the game's winner (ties included) among all plays, with its 95 % interval. */
  byWinner: Rate;
  /** byWinner − the share among all plays of the run: above 0, winners play it more than other cards. */
  lift: number;
}

export interface DesignerView {
  cards: ({ id: string } & PlayRecord)[];
  /** Per icon (deck order): plays of cards that carry it, and its share of icon matches. */
  iconPlays: ({ id: string } & PlayRecord)[];
  /** Plays made by a winner among all plays: the baseline of every lift. */
  winnerPlayShare: number;
  closeness: { margin: Summary; marginHistogram: Histogram; leadChanges: Summary; closeShare: number };
  luck: { rSquared: number; seatRounds: number; predictors: string[] };
  choice: { legalPerTurn: number; noPlayShare: number; passRate: number; turnsCounted: number };
  length: {
    secondsPerTurn: number;
    turnsPerRound: Summary;
    turnsPerGame: Summary;
    minutesPerRound: number;
    minutesPerGame: Summary;
  };
  jokers: {
    /** Seat-rounds that ended with at least one card carrying a wild set in hand. */
    heldAtEnd: Rate;
    /** Wild-set cards that reached a hand and were still there at the end. */
    leftShare: number;
    /** The mean wild part of the hand penalty per seat and round. */
    meanWildPenalty: number;
  };
}

/** A game closer than this share of the mean absolute game score counts as close. */
const CLOSE = 0.05;

function playRecord(plays: number, points: number, winnerPlays: number, baseline: number): PlayRecord {
  const byWinner = rate(winnerPlays, plays);
  return {
    plays,
    meanPoints: plays === 0 ? 0 : points / plays,
    byWinner,
    lift: plays === 0 ? 0 : byWinner.rate - baseline,
  };
}

/** The margin of a game: the winner's total minus the best other total (0 on a shared win). */
export function marginOf(g: GameSummary): number {
  const sorted = g.totals.slice().sort((a, b) => b - a);
  return sorted.length < 2 ? 0 : sorted[0]! - sorted[1]!;
}

export function designerView(
  deck: Deck,
  rules: Pick<Rules, 'cards'>,
  games: readonly GameSummary[],
  tally: RunTally,
  secondsPerTurn: number,
): DesignerView {
  const allPlays = tally.cardPlays.reduce((a, b) => a + b, 0);
  const baseline = allPlays === 0 ? 0 : tally.cardWinnerPlays.reduce((a, b) => a + b, 0) / allPlays;
  const cards = rules.cards.map((c, i) => ({
    id: c.id,
    ...playRecord(tally.cardPlays[i]!, tally.cardPoints[i]!, tally.cardWinnerPlays[i]!, baseline),
  }));
  const iconPlays = deck.icons.map((icon) => {
    const own = rules.cards.flatMap((c, i) => (c.sets.includes(icon.id) ? [i] : []));
    const add = (xs: readonly number[]): number => own.reduce((s, i) => s + xs[i]!, 0);
    return {
      id: icon.id,
      ...playRecord(add(tally.cardPlays), add(tally.cardPoints), add(tally.cardWinnerPlays), baseline),
    };
  });
  const rounds = games.flatMap((g) => g.rounds);
  const margins = games.map(marginOf);
  const meanAbs = mean(games.flatMap((g) => g.totals.map(Math.abs)));
  // Luck: a seat's round score against the table's mean, explained by its starting hand against the table's.
  const centred = (xs: readonly number[]): number[] => xs.map((x) => x - mean(xs));
  const columns: number[][] = [[], [], []];
  const y: number[] = [];
  for (const r of rounds) {
    [r.handValue, r.handWild, r.handCores].forEach((xs, k) => columns[k]!.push(...centred(xs)));
    y.push(...centred(r.score));
  }
  const names = ['starting hand value', 'wild sets in it', 'core cards in it'];
  const varies = columns.map((col) => col.some((v) => v !== 0));
  const decisions = rounds.reduce((s, r) => s + r.decisions, 0);
  const turnsPerGame = games.map((g) => g.rounds.reduce((s, r) => s + r.turns, 0));
  const seatRounds = rounds.reduce((s, r) => s + r.wildLeft.length, 0);
  const wildHeld = rounds.reduce((s, r) => s + r.wildHeld, 0);
  const wildLeft = rounds.reduce((s, r) => s + r.wildLeft.reduce((a, b) => a + b, 0), 0);
  const turns = rounds.reduce((s, r) => s + r.turns, 0);
  return {
    cards,
    iconPlays,
    winnerPlayShare: baseline,
    closeness: {
      margin: summarise(margins),
      marginHistogram: histogramOf(margins),
      leadChanges: summarise(games.map((g) => g.leadChanges)),
      closeShare: games.length === 0 ? 0 : margins.filter((m) => m <= CLOSE * meanAbs).length / games.length,
    },
    luck: {
      rSquared: rSquared(
        columns.filter((_, k) => varies[k]),
        y,
      ),
      seatRounds: y.length,
      predictors: names.filter((_, k) => varies[k]),
    },
    choice: {
      legalPerTurn: decisions === 0 ? 0 : rounds.reduce((s, r) => s + r.legal, 0) / decisions,
      noPlayShare: decisions === 0 ? 0 : rounds.reduce((s, r) => s + r.stuck, 0) / decisions,
      passRate: turns === 0 ? 0 : rounds.reduce((s, r) => s + r.passes, 0) / turns,
      turnsCounted: decisions,
    },
    length: {
      secondsPerTurn,
      turnsPerRound: summarise(rounds.map((r) => r.turns)),
      turnsPerGame: summarise(turnsPerGame),
      minutesPerRound: (mean(rounds.map((r) => r.turns)) * secondsPerTurn) / 60,
      minutesPerGame: summarise(turnsPerGame.map((t) => (t * secondsPerTurn) / 60)),
    },
    jokers: {
      heldAtEnd: rate(
        rounds.reduce((s, r) => s + r.wildLeft.filter((w) => w > 0).length, 0),
        seatRounds,
      ),
      leftShare: wildHeld === 0 ? 0 : wildLeft / wildHeld,
      meanWildPenalty:
        seatRounds === 0 ? 0 : rounds.reduce((s, r) => s + r.wildPenalty.reduce((a, b) => a + b, 0), 0) / seatRounds,
    },
  };
}
