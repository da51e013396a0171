// From game summaries to the report's data (report.json, documented in README.md beside this
// file). Everything is computed in game order from whole numbers, so it is the same however
// many workers played the games.

import { BOT_DESCRIPTIONS, type BotName } from '../engine/bots.ts';
import type { EndReason } from '../engine/game.ts';
import type { Deck, RuleOptions } from '../engine/types.ts';
import type { RunSpec } from './play.ts';
import { histogram, summarise, wilsonInterval, type Summary } from './stats.ts';
import { PLAY_KINDS, emptyTally, type GameSummary, type PlayKind, type Tally } from './summary.ts';

export const REPORT_FORMAT = 1;
export const END_REASONS: readonly EndReason[] = ['hand-empty', 'blocked', 'all-passed', 'called'];
/** Rounds that end because nobody can (or will) play, not because a hand ran out. */
export const STALEMATE_ENDS: readonly EndReason[] = ['blocked', 'all-passed'];

export interface Rate {
  /** Wins, a tie shared equally among the tied seats. */
  wins: number;
  n: number;
  rate: number;
  low: number;
  high: number;
}

export interface Histogram {
  low: number;
  high: number;
  counts: number[];
}

export interface BalanceReport {
  format: typeof REPORT_FORMAT;
  deck: { id: string; name: string };
  options: RuleOptions;
  run: {
    games: number;
    players: number;
    rounds: number;
    bots: BotName[];
    seed: number;
    botDescriptions: Partial<Record<BotName, string>>;
  };
  /** The win rate a seat would have if no seat had an edge: 1 / players. */
  fairShare: number;
  seats: { seat: number; win: Rate; score: Summary; histogram: Histogram }[];
  /** Per bot over every seat it played: wins, game score, and hand penalty per round. */
  bots: { bot: BotName; win: Rate; score: Summary; penalty: Summary }[];
  seatBots: { seat: number; bot: BotName; score: Summary }[];
  rounds: {
    count: number;
    turns: Summary;
    turnsHistogram: Histogram;
    ends: Record<EndReason, number>;
    stalemate: Rate;
  };
  penalties: { perSeatRound: Summary; wildShare: number; bySeat: { seat: number; mean: number }[] };
  icons: { id: string; name: string; colour: string; matches: number; share: number; points: number }[];
  colours: { id: string; name: string; screen: string; matches: number; share: number; points: number }[];
  plays: { kind: PlayKind; count: number; share: number; meanPoints: number; sdPoints: number }[];
}

function rate(wins: number, n: number): Rate {
  const [low, high] = wilsonInterval(wins, n);
  return { wins, n, rate: n === 0 ? 0 : wins / n, low, high };
}

/** Equal bins from the smallest to the largest value; whole numbers over a short span get a bin each, centred on the number. */
function histogramOf(xs: readonly number[], bins = 24): Histogram {
  const s = summarise(xs);
  if (xs.every(Number.isInteger) && s.max - s.min < 40)
    return { low: s.min - 0.5, high: s.max + 0.5, counts: histogram(xs, s.min - 0.5, s.max + 0.5, s.max - s.min + 1) };
  const high = s.max > s.min ? s.max : s.min + 1;
  return { low: s.min, high, counts: histogram(xs, s.min, high, bins) };
}

/** Adds one tally into another. */
export function mergeTally(into: Tally, t: Tally): void {
  into.count += t.count;
  into.points += t.points;
  into.squares += t.squares;
}

/** The play tallies of a run, by kind. */
export function playTallies(games: readonly GameSummary[]): Tally[] {
  const kinds = PLAY_KINDS.map(emptyTally);
  for (const g of games) g.kinds.forEach((t, k) => mergeTally(kinds[k]!, t));
  return kinds;
}

/** The report data of one run. */
export function aggregate(spec: RunSpec, games: readonly GameSummary[]): BalanceReport {
  const { deck, players } = spec;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const winShare = (g: GameSummary, seat: number): number => (g.winners.includes(seat) ? 1 / g.winners.length : 0);
  const botList = [...new Set(spec.bots)];
  const rounds = games.flatMap((g) => g.rounds);
  const ends = Object.fromEntries(END_REASONS.map((e) => [e, rounds.filter((r) => r.end === e).length])) as Record<
    EndReason,
    number
  >;
  const stalemates = STALEMATE_ENDS.reduce((sum, e) => sum + ends[e], 0);
  const penalties = rounds.flatMap((r) => r.penalty);
  const totalPenalty = penalties.reduce((a, b) => a + b, 0);
  const wildPenalty = rounds.reduce((sum, r) => sum + r.wildPenalty.reduce((a, b) => a + b, 0), 0);
  const seatScores = seats.map((seat) => games.map((g) => g.totals[seat]!));
  return {
    format: REPORT_FORMAT,
    deck: { id: deck.id, name: deck.name },
    options: deck.options,
    run: {
      games: games.length,
      players,
      rounds: spec.rounds,
      bots: spec.bots.slice(),
      seed: spec.seed,
      botDescriptions: Object.fromEntries(botList.map((b) => [b, BOT_DESCRIPTIONS[b]])),
    },
    fairShare: 1 / players,
    seats: seats.map((seat) => ({
      seat: seat + 1,
      win: rate(
        games.reduce((sum, g) => sum + winShare(g, seat), 0),
        games.length,
      ),
      score: summarise(seatScores[seat]!),
      histogram: histogramOf(seatScores[seat]!),
    })),
    bots: botList.map((bot) => {
      const taken = games.flatMap((g) => seats.filter((seat) => g.bots[seat] === bot).map((seat) => ({ g, seat })));
      return {
        bot,
        win: rate(
          taken.reduce((sum, { g, seat }) => sum + winShare(g, seat), 0),
          taken.length,
        ),
        score: summarise(taken.map(({ g, seat }) => g.totals[seat]!)),
        penalty: summarise(taken.flatMap(({ g, seat }) => g.rounds.map((r) => r.penalty[seat]!))),
      };
    }),
    seatBots: seats.flatMap((seat) =>
      botList.map((bot) => ({
        seat: seat + 1,
        bot,
        score: summarise(games.filter((g) => g.bots[seat] === bot).map((g) => g.totals[seat]!)),
      })),
    ),
    rounds: {
      count: rounds.length,
      turns: summarise(rounds.map((r) => r.turns)),
      turnsHistogram: histogramOf(rounds.map((r) => r.turns)),
      ends,
      stalemate: rate(stalemates, rounds.length),
    },
    penalties: {
      perSeatRound: summarise(penalties),
      wildShare: totalPenalty === 0 ? 0 : wildPenalty / totalPenalty,
      bySeat: seats.map((seat) => ({
        seat: seat + 1,
        mean: rounds.length === 0 ? 0 : rounds.reduce((sum, r) => sum + r.penalty[seat]!, 0) / rounds.length,
      })),
    },
    ...iconsAndColours(deck, games),
    plays: playsByKind(games),
  };
}

function iconsAndColours(deck: Deck, games: readonly GameSummary[]): Pick<BalanceReport, 'icons' | 'colours'> {
  const matches = deck.icons.map((_, i) => games.reduce((sum, g) => sum + g.iconMatches[i]!, 0));
  const points = deck.icons.map((_, i) => games.reduce((sum, g) => sum + g.iconPoints[i]!, 0));
  const all = matches.reduce((a, b) => a + b, 0);
  const share = (x: number): number => (all === 0 ? 0 : x / all);
  const icons = deck.icons.map((icon, i) => ({
    id: icon.id,
    name: icon.name,
    colour: icon.colour,
    matches: matches[i]!,
    share: share(matches[i]!),
    points: points[i]!,
  }));
  const colours = deck.colours.map((c) => {
    const own = icons.filter((i) => i.colour === c.id);
    const m = own.reduce((sum, i) => sum + i.matches, 0);
    return {
      id: c.id,
      name: c.name,
      screen: c.screen,
      matches: m,
      share: share(m),
      points: own.reduce((sum, i) => sum + i.points, 0),
    };
  });
  return { icons, colours };
}

function playsByKind(games: readonly GameSummary[]): BalanceReport['plays'] {
  const kinds = playTallies(games);
  const all = kinds.reduce((sum, t) => sum + t.count, 0);
  return PLAY_KINDS.map((kind, k) => {
    const t = kinds[k]!;
    const m = t.count === 0 ? 0 : t.points / t.count;
    const v = t.count < 2 ? 0 : (t.squares - t.count * m * m) / (t.count - 1);
    return {
      kind,
      count: t.count,
      share: all === 0 ? 0 : t.count / all,
      meanPoints: m,
      sdPoints: Math.sqrt(Math.max(0, v)),
    };
  });
}
