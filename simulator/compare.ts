// Two runs on the same seeds, side by side: each difference (b − a) with its 95 % interval, a
// standardised effect size with its interval, a p-value corrected for the number of rows (Holm),
// the smallest difference the sample could have found, and a verdict in words. Per-game measures
// are compared game by game when both runs played the same games (paired), win and stalemate rates
// as independent proportions, play points as independent means. Per icon and per card (matched by
// id), the mean points of a play (Welch) and the share of its plays made by the game's winner
// (two-proportion z test), each table Holm-corrected on its own: a designer's fix of one icon is
// read in its row without the other tables diluting it.

import { type Deck, enumerateCards } from '../engine/core.ts';
import { ALPHA, type BalanceReport } from './aggregate.ts';
import { marginOf } from './designer.ts';
import { wildName } from './format.ts';
import {
  compareMeans,
  comparePaired,
  compareProportions,
  type Difference,
  holm,
  mean,
  minimumDetectable,
  variance,
  Z95,
} from './stats.ts';
import { PLAY_KINDS, type GameSummary } from './summary.ts';
import type { RunTally } from './tally.ts';

export type Unit = 'rate' | 'points' | 'turns' | 'minutes' | 'count';

export interface CompareRow {
  measure: string;
  unit: Unit;
  difference: Difference;
  /** p after Holm's correction over every row of the comparison. */
  pHolm: number;
  /** The difference in units of the spread of side A (Cohen's d; Cohen's h for rates), with its 95 % interval. */
  effect: { size: number; low: number; high: number };
  /** The smallest difference this sample finds with 80 % power at Holm's strictest level. */
  detectable: number;
  significant: boolean;
}

export interface Comparison {
  paired: boolean;
  rows: CompareRow[];
  /** Per icon both decks have (by id): mean points of a play of its cards, and its cards' plays by the winner. */
  icons: CompareRow[];
  /** The same per card both decks have, in side A's order. */
  cards: CompareRow[];
  /** The largest gap between a seat's win rate and the fair share: how far from even the seats are. */
  seatImbalance: { a: number; b: number };
  wildShareOfPenalty: { a: number; b: number };
  jokerHeldAtEnd: { a: number; b: number };
}

export interface RunData {
  report: BalanceReport;
  games: readonly GameSummary[];
  tally: RunTally;
  /** The deck played, with its options: without it a comparison has no icon or card rows. */
  deck?: Deck;
}

const meanOf = (xs: readonly number[]): number => mean(xs);

/** Per-game measures: name, unit, value of a game. */
const PER_GAME: readonly [string, Unit, (g: GameSummary, r: BalanceReport) => number][] = [
  ['turns per round', 'turns', (g) => meanOf(g.rounds.map((r) => r.turns))],
  [
    'minutes per game',
    'minutes',
    (g, r) => (g.rounds.reduce((s, x) => s + x.turns, 0) * r.designer.length.secondsPerTurn) / 60,
  ],
  ['hand penalty per seat and round', 'points', (g) => meanOf(g.rounds.flatMap((r) => r.penalty))],
  ['wild penalty per seat and round', 'points', (g) => meanOf(g.rounds.flatMap((r) => r.wildPenalty))],
  ['margin of victory', 'points', (g) => marginOf(g)],
  ['lead changes per game', 'count', (g) => g.leadChanges],
  ['mean game score', 'points', (g) => meanOf(g.totals)],
];

interface Raw {
  measure: string;
  unit: Unit;
  difference: Difference;
  /** The spread that scales the effect, or null for a rate (Cohen's h instead). */
  spread: number | null;
  rates?: [number, number, number, number];
}

function perGameRow(a: RunData, b: RunData, paired: boolean, [measure, unit, f]: (typeof PER_GAME)[number]): Raw {
  const xa = a.games.map((g) => f(g, a.report));
  const xb = b.games.map((g) => f(g, b.report));
  const sums = (xs: number[]) => ({
    count: xs.length,
    points: xs.reduce((s, x) => s + x, 0),
    squares: xs.reduce((s, x) => s + x * x, 0),
  });
  const difference = paired ? comparePaired(xa, xb) : compareMeans(sums(xa), sums(xb));
  return { measure, unit, difference, spread: Math.sqrt(variance(xa)) };
}

function rateRow(measure: string, wa: number, na: number, wb: number, nb: number): Raw {
  return {
    measure,
    unit: 'rate',
    difference: compareProportions(wa, na, wb, nb),
    spread: null,
    rates: [wa, na, wb, nb],
  };
}

function finish(raw: readonly Raw[]): CompareRow[] {
  const adjusted = holm(raw.map((r) => r.difference.p));
  return raw.map((r, i) => {
    const d = r.difference;
    const se = (d.high - d.low) / (2 * Z95);
    let effect = { size: 0, low: 0, high: 0 };
    if (r.rates !== undefined) {
      const [wa, na, wb, nb] = r.rates;
      const h = 2 * Math.asin(Math.sqrt(Math.min(1, wb / nb))) - 2 * Math.asin(Math.sqrt(Math.min(1, wa / na)));
      const half = Z95 * Math.sqrt(1 / na + 1 / nb);
      effect = { size: h, low: h - half, high: h + half };
    } else if (r.spread !== null && r.spread > 0)
      effect = { size: d.diff / r.spread, low: d.low / r.spread, high: d.high / r.spread };
    return {
      measure: r.measure,
      unit: r.unit,
      difference: d,
      pHolm: adjusted[i]!,
      effect,
      detectable: minimumDetectable(se, ALPHA / raw.length),
      significant: adjusted[i]! < ALPHA,
    };
  });
}

/** Plays of a group of cards (by index) as a tally, and how many of them the winner made. */
function playsOf(
  t: RunTally,
  cards: readonly number[],
): { count: number; points: number; squares: number; wins: number } {
  const add = (xs: readonly number[]): number => cards.reduce((s, i) => s + (xs[i] ?? 0), 0);
  return {
    count: add(t.cardPlays),
    points: add(t.cardPoints),
    squares: add(t.cardSquares),
    wins: add(t.cardWinnerPlays),
  };
}

function playRows(label: string, a: ReturnType<typeof playsOf>, b: ReturnType<typeof playsOf>): Raw[] {
  const m = a.count === 0 ? 0 : a.points / a.count;
  const sd = a.count < 2 ? 0 : Math.sqrt(Math.max(0, (a.squares - a.count * m * m) / (a.count - 1)));
  const rows: Raw[] = [
    { measure: `${label}: mean points of a play`, unit: 'points', difference: compareMeans(a, b), spread: sd },
  ];
  // A share of no plays is no measure: left out rather than tested as 0.
  if (a.count > 0 && b.count > 0)
    rows.push(rateRow(`${label}: plays made by the winner`, a.wins, a.count, b.wins, b.count));
  return rows;
}

/** Icon and card rows of two runs whose decks are known, each table Holm-corrected alone. */
function iconAndCardRows(a: RunData, b: RunData): Pick<Comparison, 'icons' | 'cards'> {
  if (a.deck === undefined || b.deck === undefined) return { icons: [], cards: [] };
  const [ca, cb] = [enumerateCards(a.deck), enumerateCards(b.deck)];
  const carrying = (cards: typeof ca, icon: string): number[] =>
    cards.flatMap((c, i) => (c.sets.includes(icon) ? [i] : []));
  const icons = a.deck.icons
    .filter((icon) => b.deck!.icons.some((j) => j.id === icon.id))
    .flatMap((icon) =>
      playRows(icon.name, playsOf(a.tally, carrying(ca, icon.id)), playsOf(b.tally, carrying(cb, icon.id))),
    );
  const indexB = new Map(cb.map((c, i) => [c.id, i]));
  const cards = ca.flatMap((c, i) => {
    const j = indexB.get(c.id);
    return j === undefined ? [] : playRows(c.id, playsOf(a.tally, [i]), playsOf(b.tally, [j]));
  });
  return { icons: finish(icons), cards: finish(cards) };
}

/** Compares run b with run a. `paired`: both played the same games with the same seats (not a players sweep). */
export function compareRuns(
  a: RunData,
  b: RunData,
  paired = a.report.run.players === b.report.run.players,
): Comparison {
  const ra = a.report;
  const rb = b.report;
  const raw: Raw[] = [];
  if (ra.seats.length === rb.seats.length)
    ra.seats.forEach((sa, i) => {
      const sb = rb.seats[i]!;
      raw.push(rateRow(`seat ${sa.seat} win rate`, sa.win.wins, sa.win.n, sb.win.wins, sb.win.n));
    });
  raw.push(
    rateRow(
      'stalemate rounds',
      ra.rounds.stalemate.wins,
      ra.rounds.stalemate.n,
      rb.rounds.stalemate.wins,
      rb.rounds.stalemate.n,
    ),
    rateRow(
      `seat-rounds ending with a ${wildName(ra)} in hand`,
      ra.designer.jokers.heldAtEnd.wins,
      ra.designer.jokers.heldAtEnd.n,
      rb.designer.jokers.heldAtEnd.wins,
      rb.designer.jokers.heldAtEnd.n,
    ),
  );
  raw.push(...PER_GAME.map((m) => perGameRow(a, b, paired, m)));
  const countA = a.tally.kinds.reduce((s, t) => s + t.count, 0);
  const countB = b.tally.kinds.reduce((s, t) => s + t.count, 0);
  PLAY_KINDS.forEach((kind, k) => {
    const [ta, tb] = [a.tally.kinds[k]!, b.tally.kinds[k]!];
    const sd = ta.count < 2 ? 0 : Math.sqrt(Math.max(0, (ta.squares - ta.points ** 2 / ta.count) / (ta.count - 1)));
    raw.push({ measure: `${kind}: mean points`, unit: 'points', difference: compareMeans(ta, tb), spread: sd });
    raw.push(rateRow(`${kind}: share of plays`, ta.count, countA, tb.count, countB));
  });
  const imbalance = (r: BalanceReport): number => Math.max(...r.seats.map((s) => Math.abs(s.win.rate - r.fairShare)));
  return {
    paired,
    rows: finish(raw),
    ...iconAndCardRows(a, b),
    seatImbalance: { a: imbalance(ra), b: imbalance(rb) },
    wildShareOfPenalty: { a: ra.penalties.wildShare, b: rb.penalties.wildShare },
    jokerHeldAtEnd: { a: ra.designer.jokers.heldAtEnd.rate, b: rb.designer.jokers.heldAtEnd.rate },
  };
}
