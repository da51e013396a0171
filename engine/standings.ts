// Totals, rounds won and the winners of a game by its scoring mode (docs/rules.md §7).

import type { RoundResult } from './game.ts';
import type { Scoring } from './types.ts';

export interface Standing {
  name: string;
  score: number;
  roundsWon: number;
}

export interface Standings {
  totals: Standing[];
  winners: string[];
}

/** The seats with the highest round score (all tied players win the round). */
export function roundWinners(result: RoundResult): number[] {
  const best = Math.max(...result.score);
  return result.score.flatMap((s, seat) => (s === best ? [seat] : []));
}

/** Totals per player and the winners: by total, or by rounds won with the total breaking a tie. */
export function computeStandings(
  players: readonly string[],
  results: readonly RoundResult[],
  scoring: Scoring,
): Standings {
  const totals = players.map((name, seat) => ({
    name,
    score: results.reduce((sum, r) => sum + r.score[seat]!, 0),
    roundsWon: results.filter((r) => roundWinners(r).includes(seat)).length,
  }));
  if (results.length === 0) return { totals, winners: [] };
  const key = (s: Standing): [number, number] => (scoring === 'rounds' ? [s.roundsWon, s.score] : [s.score, 0]);
  const best = totals.reduce((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return b1 > a1 || (b1 === a1 && b2 > a2) ? b : a;
  });
  const [w1, w2] = key(best);
  const winners = totals.filter((s) => key(s)[0] === w1 && key(s)[1] === w2).map((s) => s.name);
  return { totals, winners };
}
