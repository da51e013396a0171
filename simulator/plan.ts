// What a `jibe simulate` invocation plays and what it writes, as values: a plan (the runs, the
// games, the mode) built from the flags, the shard file format, and the report files rendered
// from the plan and its results. One run, a merge of shards and a cached run all go through
// renderPlan, which is why they give the same bytes.

import { type Deck, formatRecord } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { aggregate } from './aggregate.ts';
import { compareRuns, type RunData } from './compare.ts';
import { compareLines, largestFirst, renderCompareMarkdown } from './compare-markdown.ts';
import { checkFlags, type SimulateFlags, specFor, withThink } from './config.ts';
import { exportGame } from './export-game.ts';
import { renderReportMarkdown, seatVerdict } from './markdown.ts';
import type { RunSpec } from './play.ts';
import type { RunResult } from './play-runs.ts';
import { chartsFor, compareChartsFor, percent, wildName } from './report-charts.ts';
import { type Sweep, baselineIndex, parseSweep, sweepSpecs } from './sweep.ts';
import { buildSweepReport, renderSweepMarkdown, sweepCharts, valueFolder } from './sweep-report.ts';
import { mergeRunTally } from './tally.ts';
import type { ReportFiles } from './write-report.ts';

export const SHARD_FORMAT = 1;

export interface Plan {
  mode: 'single' | 'compare' | 'sweep';
  specs: RunSpec[];
  games: number;
  /** compare: the two sides' names; sweep: the values as written. */
  labels: string[];
  sweep?: Sweep;
  baseline?: number;
  secondsPerTurn: number;
}

/** A shard file: the plan it belongs to, which part it is, and the results of its games. */
export interface ShardFile {
  format: typeof SHARD_FORMAT;
  kind: 'jibe-simulate-shard';
  plan: Plan;
  shard: { k: number; n: number };
  runs: RunResult[];
}

/** The plan of a run, a comparison (`compare` given) or a sweep (`flags.sweep`). */
export function makePlan(
  a: { deck: Deck; place: string },
  b: { deck: Deck; place: string; label: [string, string] } | undefined,
  flags: SimulateFlags,
): Plan {
  const { games, bots, secondsPerTurn, think } = checkFlags(flags);
  const spec = (x: { deck: Deck; place: string }): RunSpec =>
    withThink(specFor(x.deck, x.place, flags.players, flags.rounds, bots, flags.seed), think);
  if (flags.sweep !== undefined) {
    if (b !== undefined) throw new InputError('--sweep', 'a sweep varies one deck; leave out --compare');
    const sweep = parseSweep(flags.sweep);
    const specs = sweepSpecs(sweep, a.deck, a.place, {
      players: flags.players,
      rounds: flags.rounds,
      bots,
      seed: flags.seed,
    }).map((s) => withThink(s, think));
    return {
      mode: 'sweep',
      specs,
      games,
      labels: sweep.labels,
      sweep,
      baseline: baselineIndex(sweep, a.deck, flags.players, flags.rounds),
      secondsPerTurn,
    };
  }
  if (b !== undefined) return { mode: 'compare', specs: [spec(a), spec(b)], games, labels: b.label, secondsPerTurn };
  return { mode: 'single', specs: [spec(a)], games, labels: [], secondsPerTurn };
}

/** The folder of the plan's report under a deck's balance folder. */
export function reportFolder(plan: Plan): string[] {
  const slug = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'b';
  if (plan.mode === 'compare') return [`compare-${slug(plan.labels[1]!)}`];
  if (plan.mode === 'sweep') return [`sweep-${plan.sweep!.option}`];
  return [];
}

/** Joins shard results in game order and adds their tallies: what one run of all the games gives. */
export function joinResults(parts: readonly RunResult[]): RunResult {
  const sorted = parts.slice().sort((x, y) => x.from - y.from);
  const tally = structuredClone(sorted[0]!.tally);
  sorted.slice(1).forEach((p) => mergeRunTally(tally, p.tally));
  return {
    from: sorted[0]!.from,
    to: sorted[sorted.length - 1]!.to,
    summaries: sorted.flatMap((p) => p.summaries),
    tally,
  };
}

/** Checks that shard files are all the parts of one plan, once each, and joins them per run. */
export function mergeShards(shards: readonly ShardFile[], place: string): { plan: Plan; results: RunResult[] } {
  if (shards.length === 0) throw new InputError('--merge', `${place}: no shard files (shard-*.json) found`);
  const first = shards[0]!;
  const plan = JSON.stringify(first.plan);
  const n = first.shard.n;
  for (const s of shards) {
    if (s.format !== SHARD_FORMAT || s.kind !== 'jibe-simulate-shard')
      throw new InputError('--merge', `${place}: a file is not a shard file of format ${SHARD_FORMAT}`);
    if (JSON.stringify(s.plan) !== plan || s.shard.n !== n)
      throw new InputError('--merge', `${place}: the shards come from different runs (flags or decks differ)`);
  }
  const ks = shards.map((s) => s.shard.k).sort((x, y) => x - y);
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !ks.includes(k));
  if (missing.length > 0 || ks.length !== n)
    throw new InputError(
      '--merge',
      `${place}: expected parts 1 to ${n} once each; ${missing.length > 0 ? `missing ${missing.join(', ')}` : 'a part is there twice'}`,
    );
  const results = first.plan.specs.map((_, run) => joinResults(shards.map((s) => s.runs[run]!)));
  return { plan: first.plan, results };
}

export interface Rendered {
  /** Report folders relative to the plan's folder ('' = the folder itself). */
  folders: { sub: string; files: ReportFiles }[];
  json: unknown;
  text: string;
}

function single(data: RunData): ReportFiles {
  const charts = chartsFor(data.report);
  return { markdown: renderReportMarkdown(data.report, charts), json: data.report, charts };
}

function summaryText(data: RunData, dir: string): string {
  const r = data.report;
  return [
    `${r.deck.name}: ${r.run.games} games of ${r.run.rounds} round${r.run.rounds > 1 ? 's' : ''} (${r.run.game === 'rulebook' ? "the rulebook's game" : r.run.game === 'one-round' ? 'one round' : 'chosen rounds'})`,
    seatVerdict(r),
    ...r.seats.map(
      (s) =>
        `  seat ${s.seat}: ${percent(s.win.rate)} (${percent(s.win.low)}–${percent(s.win.high)}), mean score ${s.score.mean.toFixed(0)}`,
    ),
    `stalemates: ${percent(r.rounds.stalemate.rate)}; ${wildName(r)} cards left in hand: ${percent(r.designer.jokers.heldAtEnd.rate)} of seat-rounds`,
    `report: ${dir}`,
  ].join('\n');
}

/** The report files of a plan from its results (the whole of every run), and the summary for the terminal. */
export function renderPlan(
  plan: Plan,
  results: readonly RunResult[],
  dir: string,
  join: (...p: string[]) => string,
): Rendered {
  const runs: RunData[] = plan.specs.map((spec, i) => {
    const { summaries, tally } = results[i]!;
    return {
      report: aggregate(spec, summaries, tally, { secondsPerTurn: plan.secondsPerTurn }),
      games: summaries,
      tally,
      deck: spec.deck,
    };
  });
  if (plan.mode === 'single')
    return { folders: [{ sub: '', files: single(runs[0]!) }], json: runs[0]!.report, text: summaryText(runs[0]!, dir) };
  if (plan.mode === 'compare') {
    const [a, b] = runs as [RunData, RunData];
    const labels = plan.labels as [string, string];
    const comparison = compareRuns(a, b);
    const charts = compareChartsFor(a.report, b.report, labels);
    const json = { format: 2, labels, a: a.report, b: b.report, comparison };
    return {
      folders: [
        {
          sub: '',
          files: { markdown: renderCompareMarkdown(a.report, b.report, comparison, labels, charts), json, charts },
        },
        { sub: 'a', files: single(a) },
        { sub: 'b', files: single(b) },
      ],
      json,
      text: [
        summaryText(a, join(dir, 'a')),
        summaryText(b, join(dir, 'b')),
        ...compareLines(comparison),
        `comparison: ${join(dir, 'report.md')}`,
      ].join('\n'),
    };
  }
  const sweep = plan.sweep!;
  const report = buildSweepReport(sweep, runs, plan.baseline ?? 0);
  const charts = sweepCharts(report);
  const folders = sweep.labels.map((l) => valueFolder(sweep, l));
  return {
    folders: [
      {
        sub: '',
        files: { markdown: renderSweepMarkdown(report, runs[0]!.report, charts, folders), json: report, charts },
      },
      ...runs.map((run, i) => ({ sub: folders[i]!, files: single(run) })),
    ],
    json: report,
    text: [
      `sweep of ${sweep.option}: ${runs[0]!.report.run.games} games per value`,
      ...report.lines.map(
        (l) =>
          `  ${sweep.option} ${l.value}: largest seat advantage ${(l.seatImbalance * 100).toFixed(1)} points${l.seatsFlagged ? ' (detected)' : ''}, ${l.minutesPerGame.toFixed(0)} min a game, penalty ${l.penaltyPerRound.toFixed(1)} a round`,
      ),
      ...report.comparisons.flatMap(({ value, comparison }) => {
        const icons = comparison.icons.filter((r) => r.significant);
        return icons.length === 0
          ? []
          : [`  icons at ${sweep.option} ${value}: ${largestFirst(icons, `${sweep.option} ${value}`)}`];
      }),
      `report: ${join(dir, 'report.md')}`,
    ].join('\n'),
  };
}

/** Game `n` (1 = the first) of each run as a game record's text, with its file name. */
export function exportedGames(plan: Plan, n: number): { file: string; text: string }[] {
  return plan.specs.map((spec, i) => ({
    file: `game-${n}${plan.specs.length > 1 ? `-${plan.mode === 'compare' ? (i === 0 ? 'a' : 'b') : plan.labels[i]}` : ''}.json`,
    text: formatRecord(exportGame(spec, n - 1)),
  }));
}
