// The report of a sweep: a line per value with the designer's measures, every value compared with
// the baseline on the same seeds (Holm over all rows of all values), and a chart per measure.

import type { BalanceReport } from './aggregate.ts';
import { renderBarChart, SERIES_COLOURS } from './charts.ts';
import { type Comparison, compareRuns, type RunData } from './compare.ts';
import { compareTable, largestFirst, rowVerdict } from './compare-markdown.ts';
import { percent, wildName } from './format.ts';
import { cell, gameText, num, table } from './markdown.ts';
import type { Chart } from './report-charts.ts';
import { holm } from './stats.ts';
import type { Sweep } from './sweep.ts';
import { seatAnswer } from './verdicts.ts';

export interface SweepReport {
  format: 2;
  sweep: { option: string; values: string[]; baseline: string };
  /** The deck's wild icon by its own name, as the rows call it. */
  wild: string;
  /** Each value's full report is in its own folder; here the measures of each line. */
  lines: {
    value: string;
    games: number;
    players: number;
    rounds: number;
    seatImbalance: number;
    seatsFlagged: boolean;
    meanScore: number;
    stalemate: number;
    turnsPerRound: number;
    minutesPerGame: number;
    penaltyPerRound: number;
    wildShareOfPenalty: number;
    jokerHeldAtEnd: number;
    marginMedian: number;
    leadChanges: number;
    luck: number;
  }[];
  /** Each value against the baseline; pHolm corrected over every row of every comparison. */
  comparisons: { value: string; comparison: Comparison }[];
}

/** The folder name of a value's full report. */
export const valueFolder = (sweep: Sweep, label: string): string =>
  `${sweep.option}-${label.replace(/[^A-Za-z0-9.-]+/g, '_')}`;

export function buildSweepReport(sweep: Sweep, runs: readonly RunData[], baseline: number): SweepReport {
  const lines = runs.map(({ report: r }, i) => ({
    value: sweep.labels[i]!,
    games: r.run.games,
    players: r.run.players,
    rounds: r.run.rounds,
    seatImbalance: Math.max(...r.seats.map((s) => Math.abs(s.advantage.diff))),
    seatsFlagged: seatAnswer(r).flagged,
    meanScore: r.seats.reduce((s, x) => s + x.score.mean, 0) / r.seats.length,
    stalemate: r.rounds.stalemate.rate,
    turnsPerRound: r.rounds.turns.mean,
    minutesPerGame: r.designer.length.minutesPerGame.mean,
    penaltyPerRound: r.penalties.perSeatRound.mean,
    wildShareOfPenalty: r.penalties.wildShare,
    jokerHeldAtEnd: r.designer.jokers.heldAtEnd.rate,
    marginMedian: r.designer.closeness.margin.median,
    leadChanges: r.designer.closeness.leadChanges.mean,
    luck: r.designer.luck.rSquared,
  }));
  const comparisons = runs.flatMap((run, i) =>
    i === baseline ? [] : [{ value: sweep.labels[i]!, comparison: compareRuns(runs[baseline]!, run) }],
  );
  // Holm over each whole family: every row of every value's comparison, the icon and card tables apart.
  for (const family of ['rows', 'icons', 'cards'] as const) {
    const all = comparisons.flatMap((c) => c.comparison[family]);
    holm(all.map((r) => r.difference.p)).forEach((p, k) => {
      all[k]!.pHolm = p;
      all[k]!.significant = p < 0.05;
    });
  }
  return {
    format: 2,
    sweep: { option: sweep.option, values: sweep.labels.slice(), baseline: sweep.labels[baseline]! },
    wild: wildName(runs[baseline]!.report),
    lines,
    comparisons,
  };
}

const measures = (wild: string): readonly [keyof SweepReport['lines'][number], string, (v: number) => string][] => [
  ['seatImbalance', 'Largest seat advantage (win-rate points)', (v) => num(v * 100)],
  ['minutesPerGame', 'Minutes per game', (v) => num(v)],
  ['penaltyPerRound', 'Hand penalty per seat and round', (v) => num(v)],
  ['jokerHeldAtEnd', `Seat-rounds ending with a ${wild} in hand`, percent],
  ['stalemate', 'Stalemate rounds', percent],
  ['marginMedian', 'Median margin of victory', (v) => num(v, 0)],
];

export function sweepCharts(s: SweepReport): Chart[] {
  return measures(s.wild).map(([key, title, format], k) => ({
    file: `sweep-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.svg`,
    title: `${title} by ${s.sweep.option}`,
    svg: renderBarChart({
      title: `${title} by ${s.sweep.option}`,
      categories: s.lines.map((l) => `${s.sweep.option} ${l.value}`),
      series: [
        {
          name: title,
          colour: SERIES_COLOURS[k % SERIES_COLOURS.length]!,
          values: s.lines.map((l) => l[key] as number),
        },
      ],
      format,
    }),
  }));
}

export function renderSweepMarkdown(
  s: SweepReport,
  first: BalanceReport,
  charts: readonly Chart[],
  folders: readonly string[],
): string {
  const found = s.comparisons.flatMap((c) =>
    c.comparison.rows
      .filter((r) => r.significant)
      .map((r) => `${r.measure} ${rowVerdict(r, `${s.sweep.option} ${c.value}`)}`),
  );
  return [
    `# Sweep of ${s.sweep.option}: ${cell(first.deck.name)} (${cell(first.deck.id)})`,
    '',
    `**${gameText(first)}** Each value played the same ${first.run.games} games (same seeds, same bots: ${first.run.bots.join(', ')}); baseline ${s.sweep.option} = ${s.sweep.baseline}.`,
    '',
    `- ${found.length === 0 ? `No value differs from the baseline beyond chance on any measure` : `Differences from the baseline: ${found.join('; ')}`} (Holm over all ${s.comparisons.reduce((n, c) => n + c.comparison.rows.length, 0)} measure rows, and apart over the ${s.comparisons.reduce((n, c) => n + c.comparison.icons.length, 0)} icon rows).`,
    ...s.comparisons.flatMap((c) => {
      const icons = c.comparison.icons.filter((r) => r.significant);
      return icons.length === 0
        ? []
        : [`- Icons at ${s.sweep.option} ${c.value}: ${largestFirst(icons, `${s.sweep.option} ${c.value}`)}.`];
    }),
    ...s.lines
      .filter((l) => l.seatsFlagged)
      .map((l) => `- ${s.sweep.option} ${l.value}: a seat advantage is detected (see its report).`),
    '',
    ...table(
      [
        s.sweep.option,
        'players',
        'rounds',
        'largest seat advantage',
        'mean score',
        'minutes per game',
        'turns per round',
        'penalty per round',
        'wild share of penalty',
        `${s.wild} in hand at end`,
        'stalemates',
        'median margin',
        'lead changes',
        'luck (R²)',
        'report',
      ],
      s.lines.map((l, i) => [
        l.value,
        l.players,
        l.rounds,
        `${num(l.seatImbalance * 100)} points${l.seatsFlagged ? ' (detected)' : ''}`,
        num(l.meanScore),
        num(l.minutesPerGame),
        num(l.turnsPerRound),
        num(l.penaltyPerRound),
        percent(l.wildShareOfPenalty),
        percent(l.jokerHeldAtEnd),
        percent(l.stalemate),
        num(l.marginMedian, 0),
        num(l.leadChanges),
        num(l.luck, 3),
        `[report](${folders[i]}/report.md)`,
      ]),
    ),
    '',
    ...charts.map((c) => `![${cell(c.title)}](${c.file})`),
    '',
    ...s.comparisons.flatMap((c) => [
      `## ${s.sweep.option} ${c.value} against ${s.sweep.baseline}`,
      '',
      ...compareTable(c.comparison.rows, [s.sweep.baseline, c.value], `${s.sweep.option} ${c.value}`),
      '',
      ...(c.comparison.icons.length === 0
        ? []
        : [
            `Per icon (the cards that carry it; Holm over the icon rows of every value):`,
            '',
            ...compareTable(c.comparison.icons, [s.sweep.baseline, c.value], `${s.sweep.option} ${c.value}`),
            '',
          ]),
    ]),
  ].join('\n');
}
