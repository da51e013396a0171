// Two runs on the same seeds, side by side: each difference (b − a) with its 95 % interval and
// p-value. Scores are compared game by game (paired: same seeds, same bots), win and stalemate
// rates as independent proportions, play points as independent means.

import type { BalanceReport } from './aggregate.ts';
import { playTallies } from './aggregate.ts';
import { compareMeans, comparePaired, compareProportions, type Difference } from './stats.ts';
import { PLAY_KINDS, type GameSummary, type PlayKind } from './summary.ts';

/** The threshold below which a difference is called significant in the report. */
export const SIGNIFICANCE = 0.05;

export interface Comparison {
  seats: { seat: number; winRate: Difference; meanScore: Difference }[];
  /** The largest gap between a seat's win rate and the fair share: how far from even the seats are. */
  seatImbalance: { a: number; b: number };
  stalemate: Difference;
  roundTurns: Difference;
  penaltyPerRound: Difference;
  wildShareOfPenalty: { a: number; b: number };
  plays: { kind: PlayKind; meanPoints: Difference; share: Difference }[];
}

const meanOf = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

/** The per-game averages compared in pairs. */
const perGame = (games: readonly GameSummary[], f: (g: GameSummary) => number): number[] => games.map(f);

export function compareRuns(
  a: BalanceReport,
  b: BalanceReport,
  gamesA: readonly GameSummary[],
  gamesB: readonly GameSummary[],
): Comparison {
  const imbalance = (r: BalanceReport): number => Math.max(...r.seats.map((s) => Math.abs(s.win.rate - r.fairShare)));
  const turns = (g: GameSummary): number => meanOf(g.rounds.map((r) => r.turns));
  const penalty = (g: GameSummary): number => meanOf(g.rounds.flatMap((r) => r.penalty));
  const ta = playTallies(gamesA);
  const tb = playTallies(gamesB);
  const countA = ta.reduce((s, t) => s + t.count, 0);
  const countB = tb.reduce((s, t) => s + t.count, 0);
  return {
    seats: a.seats.map((sa, i) => {
      const sb = b.seats[i]!;
      return {
        seat: sa.seat,
        winRate: compareProportions(sa.win.wins, sa.win.n, sb.win.wins, sb.win.n),
        meanScore: comparePaired(
          gamesA.map((g) => g.totals[i]!),
          gamesB.map((g) => g.totals[i]!),
        ),
      };
    }),
    seatImbalance: { a: imbalance(a), b: imbalance(b) },
    stalemate: compareProportions(
      a.rounds.stalemate.wins,
      a.rounds.stalemate.n,
      b.rounds.stalemate.wins,
      b.rounds.stalemate.n,
    ),
    roundTurns: comparePaired(perGame(gamesA, turns), perGame(gamesB, turns)),
    penaltyPerRound: comparePaired(perGame(gamesA, penalty), perGame(gamesB, penalty)),
    wildShareOfPenalty: { a: a.penalties.wildShare, b: b.penalties.wildShare },
    plays: PLAY_KINDS.map((kind, k) => ({
      kind,
      meanPoints: compareMeans(ta[k]!, tb[k]!),
      share: compareProportions(ta[k]!.count, countA, tb[k]!.count, countB),
    })),
  };
}
