// From game summaries and tallies to the report's data (report.json, documented in README.md beside
// this file). Everything is computed in game order from whole numbers and per-game values, so it is
// the same however many workers or shards played the games.

import {
  BOT_DESCRIPTIONS,
  type BotName,
  compileRules,
  DEFAULT_SEARCH_BUDGET,
  type EndReason,
  type RuleOptions,
} from '../engine/core.ts';
import { type DesignerView, designerView } from './designer.ts';
import type { RunSpec } from './play.ts';
import { type Histogram, histogramOf, type Rate, rate } from './rates.ts';
import { ALPHA, holm, minimumDetectable, type Summary, summarise, twoSidedP } from './stats.ts';
import { PLAY_KINDS, type GameSummary, type PlayKind } from './summary.ts';
import type { RunTally } from './tally.ts';
import { type Answer, answersFor } from './verdicts.ts';

export type { Histogram, Rate } from './rates.ts';

export const REPORT_FORMAT = 2;
export const END_REASONS: readonly EndReason[] = ['hand-empty', 'blocked', 'all-passed', 'called'];
/** Rounds that end because nobody can (or will) play, not because a hand ran out. */
export const STALEMATE_ENDS: readonly EndReason[] = ['blocked', 'all-passed'];
export { ALPHA } from './stats.ts';
/** Seconds a turn takes at a real table, unless --seconds-per-turn says otherwise: pick, turn, lay and count a card. */
export const SECONDS_PER_TURN = 20;

/** Which game was simulated: the rulebook's (a round per player, each seat first once), one round, or another count. */
export type GameKind = 'rulebook' | 'one-round' | 'chosen';

/** The rulebook's game: as many rounds as players, so the first seat comes round to every seat once (docs/rules.md §7). */
export const rulebookRounds = (players: number, cores: number): number => Math.max(1, Math.min(players, cores));

export function gameKind(rounds: number, players: number, cores: number): GameKind {
  if (rounds === rulebookRounds(players, cores)) return 'rulebook';
  return rounds === 1 ? 'one-round' : 'chosen';
}

export interface ReportSettings {
  secondsPerTurn: number;
}

export interface BalanceReport {
  format: typeof REPORT_FORMAT;
  deck: { id: string; name: string };
  options: RuleOptions;
  run: {
    games: number;
    players: number;
    rounds: number;
    game: GameKind;
    /** The bot rotation over the seats, and how many places each bot has in it. */
    bots: BotName[];
    mix: { bot: BotName; weight: number }[];
    seed: number;
    botDescriptions: Partial<Record<BotName, string>>;
    /** The search bot's budget a move in simulated moves, when a search bot played. */
    think?: number;
  };
  /** The win rate a seat would have if no seat had an edge: 1 / players. */
  fairShare: number;
  /** advantage: win rate − fair share, with its interval; p against the fair share, Holm-corrected over the seats. */
  seats: {
    seat: number;
    win: Rate;
    advantage: { diff: number; low: number; high: number; p: number; pHolm: number };
    score: Summary;
    histogram: Histogram;
  }[];
  /** The smallest seat advantage (win-rate points) this many games would find with 80 % power at the Holm level. */
  seatDetectable: number;
  /** Per bot over every seat it played: wins, game score, hand penalty per round, and seat-rounds ending with a Joker in hand. */
  bots: { bot: BotName; win: Rate; score: Summary; penalty: Summary; jokerHeld: Rate }[];
  seatBots: { seat: number; bot: BotName; score: Summary }[];
  rounds: {
    count: number;
    turns: Summary;
    turnsHistogram: Histogram;
    ends: Record<EndReason, number>;
    stalemate: Rate;
  };
  penalties: { perSeatRound: Summary; wildShare: number; bySeat: { seat: number; mean: number }[] };
  /** Icon matches and the plays of the cards carrying each icon; `wild` marks the Joker, kept out of the colours. */
  icons: {
    id: string;
    name: string;
    colour: string;
    wild: boolean;
    matches: number;
    share: number;
    points: number;
    plays: number;
    meanPoints: number;
    byWinner: Rate;
    lift: number;
  }[];
  /** Matches per colour without the wild icon (its share is `wildMatches`), so gold is gold and not the Joker. */
  colours: { id: string; name: string; screen: string; matches: number; share: number; points: number }[];
  wildMatches: { matches: number; share: number; points: number };
  plays: { kind: PlayKind; count: number; share: number; meanPoints: number; sdPoints: number }[];
  designer: Omit<DesignerView, 'iconPlays'>;
  /** The designer's questions answered in words (simulator/verdicts.ts). */
  answers: Answer[];
}

/** Seat s of game g's share of the win: 1, or 1/k on a k-way tie, or 0. */
const winShare = (g: GameSummary, seat: number): number => (g.winners.includes(seat) ? 1 / g.winners.length : 0);

function seatsOf(games: readonly GameSummary[], players: number): Pick<BalanceReport, 'seats' | 'seatDetectable'> {
  const fair = 1 / players;
  const n = games.length;
  const se = Math.sqrt((fair * (1 - fair)) / Math.max(1, n));
  const seats = Array.from({ length: players }, (_, seat) => {
    const scores = games.map((g) => g.totals[seat]!);
    const win = rate(
      games.reduce((sum, g) => sum + winShare(g, seat), 0),
      n,
    );
    const p = n === 0 ? 1 : twoSidedP((win.rate - fair) / se);
    return {
      seat: seat + 1,
      win,
      advantage: { diff: win.rate - fair, low: win.low - fair, high: win.high - fair, p, pHolm: p },
      score: summarise(scores),
      histogram: histogramOf(scores),
    };
  });
  holm(seats.map((s) => s.advantage.p)).forEach((p, i) => (seats[i]!.advantage.pHolm = p));
  // Holm's first step tests the smallest p at ALPHA / seats: the level a lone advantage must pass.
  return { seats, seatDetectable: minimumDetectable(se, ALPHA / players) };
}

/** The report data of one run. */
export function aggregate(
  spec: RunSpec,
  games: readonly GameSummary[],
  tally: RunTally,
  settings: ReportSettings = { secondsPerTurn: SECONDS_PER_TURN },
): BalanceReport {
  const { deck, players } = spec;
  const rules = compileRules(deck);
  const cores = rules.cards.filter((c) => c.kind === 'core').length;
  const seats = Array.from({ length: players }, (_, seat) => seat);
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
  const { iconPlays, ...designer } = designerView(deck, rules, games, tally, settings.secondsPerTurn);
  const report: Omit<BalanceReport, 'answers'> = {
    format: REPORT_FORMAT,
    deck: { id: deck.id, name: deck.name },
    options: deck.options,
    run: {
      games: games.length,
      players,
      rounds: spec.rounds,
      game: gameKind(spec.rounds, players, cores),
      bots: spec.bots.slice(),
      mix: botList.map((bot) => ({ bot, weight: spec.bots.filter((b) => b === bot).length })),
      seed: spec.seed,
      botDescriptions: Object.fromEntries(botList.map((b) => [b, BOT_DESCRIPTIONS[b]])),
      ...(botList.includes('search') ? { think: spec.think ?? DEFAULT_SEARCH_BUDGET.moves } : {}),
    },
    fairShare: 1 / players,
    ...seatsOf(games, players),
    bots: botList.map((bot) => {
      const taken = games.flatMap((g) => seats.filter((seat) => g.bots[seat] === bot).map((seat) => ({ g, seat })));
      const seatRounds = taken.flatMap(({ g, seat }) => g.rounds.map((r) => ({ r, seat })));
      return {
        bot,
        win: rate(
          taken.reduce((sum, { g, seat }) => sum + winShare(g, seat), 0),
          taken.length,
        ),
        score: summarise(taken.map(({ g, seat }) => g.totals[seat]!)),
        penalty: summarise(seatRounds.map(({ r, seat }) => r.penalty[seat]!)),
        jokerHeld: rate(seatRounds.filter(({ r, seat }) => r.wildLeft[seat]! > 0).length, seatRounds.length),
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
    ...iconsAndColours(spec, tally, iconPlays),
    plays: playsByKind(tally),
    designer,
  };
  return { ...report, answers: answersFor(report) };
}

function iconsAndColours(
  spec: RunSpec,
  tally: RunTally,
  iconPlays: DesignerView['iconPlays'],
): Pick<BalanceReport, 'icons' | 'colours' | 'wildMatches'> {
  const { deck } = spec;
  const all = tally.iconMatches.reduce((a, b) => a + b, 0);
  const share = (x: number): number => (all === 0 ? 0 : x / all);
  const icons = deck.icons.map((icon, i) => {
    const { id: _, ...played } = iconPlays[i]!;
    return {
      id: icon.id,
      name: icon.name,
      colour: icon.colour,
      wild: icon.id === deck.wild,
      matches: tally.iconMatches[i]!,
      share: share(tally.iconMatches[i]!),
      points: tally.iconPoints[i]!,
      ...played,
    };
  });
  const colours = deck.colours.map((c) => {
    const own = icons.filter((i) => i.colour === c.id && !i.wild);
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
  const wild = icons.filter((i) => i.wild);
  const wm = wild.reduce((s, i) => s + i.matches, 0);
  return {
    icons,
    colours,
    wildMatches: { matches: wm, share: share(wm), points: wild.reduce((s, i) => s + i.points, 0) },
  };
}

function playsByKind(tally: RunTally): BalanceReport['plays'] {
  const kinds = tally.kinds;
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
