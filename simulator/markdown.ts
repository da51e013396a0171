// report.md: the balance report as a designer reads it, a verdict first and then the tables,
// each chart linked beside its table.

import type { BalanceReport } from './aggregate.ts';
import { SIGNIFICANCE, type Comparison } from './compare.ts';
import { percent, type Chart } from './report-charts.ts';
import type { Difference } from './stats.ts';

/** Text inside a Markdown table cell: no pipes or line breaks from deck names. */
const cell = (s: string | number): string =>
  String(s)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
const row = (cells: readonly (string | number)[]): string => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] => [
  row(head),
  row(head.map(() => '---')),
  ...rows.map(row),
];
const num = (v: number, digits = 1): string => v.toFixed(digits);
const image = (charts: readonly Chart[], file: string): string[] =>
  charts.filter((c) => c.file === file).map((c) => `![${cell(c.title)}](${c.file})`);

/** The one-paragraph answer to "does a seat win too often?". */
export function seatVerdict(report: BalanceReport): string {
  const outside = report.seats.filter((s) => report.fairShare < s.win.low || report.fairShare > s.win.high);
  if (outside.length === 0)
    return `No seat's win rate differs from the fair share of ${percent(report.fairShare)} beyond chance (95 % intervals).`;
  const list = outside
    .map((s) => `seat ${s.seat} wins ${percent(s.win.rate)} (${percent(s.win.low)}–${percent(s.win.high)})`)
    .join('; ');
  return `Seats differ: ${list}, against a fair share of ${percent(report.fairShare)}.`;
}

export function renderReportMarkdown(report: BalanceReport, charts: readonly Chart[]): string {
  const { run } = report;
  const lines = [
    `# Balance report: ${cell(report.deck.name)} (${cell(report.deck.id)})`,
    '',
    `${run.games} games of ${run.rounds} round${run.rounds > 1 ? 's' : ''}, ${run.players} players, bots ${run.bots.join(', ')} (moved one seat each game), seed ${run.seed}.`,
    `Seat 1 plays first in round 1; the first seat moves on by one each round.`,
    '',
    `**${seatVerdict(report)}** Rounds ending in a stalemate: ${percent(report.rounds.stalemate.rate)}.`,
    '',
    '## Wins per seat',
    '',
    ...table(
      ['seat', 'win rate', '95 % interval', 'mean score', 'median', 'middle half'],
      report.seats.map((s) => [
        s.seat,
        percent(s.win.rate),
        `${percent(s.win.low)}–${percent(s.win.high)}`,
        num(s.score.mean),
        num(s.score.median, 0),
        `${num(s.score.p25, 0)}–${num(s.score.p75, 0)}`,
      ]),
    ),
    '',
    'A tie shares the win equally among the tied seats.',
    '',
    ...image(charts, 'wins-by-seat.svg'),
    '',
    '## Bots',
    '',
    ...Object.entries(run.botDescriptions).map(([bot, text]) => `- **${bot}**: ${text}`),
    '',
    ...table(
      ['bot', 'win rate', '95 % interval', 'mean score', 'sd', 'mean hand penalty per round'],
      report.bots.map((b) => [
        b.bot,
        percent(b.win.rate),
        `${percent(b.win.low)}–${percent(b.win.high)}`,
        num(b.score.mean),
        num(b.score.sd),
        num(b.penalty.mean),
      ]),
    ),
    '',
    '## Scores per seat and bot',
    '',
    ...table(
      ['seat', 'bot', 'games', 'mean', 'sd', '5th pct', 'median', '95th pct'],
      report.seatBots
        .filter((r) => r.score.n > 0)
        .map((r) => [
          r.seat,
          r.bot,
          r.score.n,
          num(r.score.mean),
          num(r.score.sd),
          num(r.score.p5, 0),
          num(r.score.median, 0),
          num(r.score.p95, 0),
        ]),
    ),
    '',
    ...image(charts, 'scores.svg'),
    '',
    '## Rounds',
    '',
    `${report.rounds.count} rounds; turns per round: mean ${num(report.rounds.turns.mean)}, median ${num(report.rounds.turns.median, 0)}, 5th–95th percentile ${num(report.rounds.turns.p5, 0)}–${num(report.rounds.turns.p95, 0)}.`,
    '',
    ...table(
      ['end', 'rounds', 'share'],
      Object.entries(report.rounds.ends).map(([end, n]) => [end, n, percent(n / Math.max(1, report.rounds.count))]),
    ),
    '',
    'A stalemate is a round that ends with cards in every hand: `blocked` (nobody can place) or `all-passed`.',
    '',
    ...image(charts, 'round-length.svg'),
    ...image(charts, 'round-ends.svg'),
    '',
    '## Hand penalties',
    '',
    `Per seat and round: mean ${num(report.penalties.perSeatRound.mean)}, median ${num(report.penalties.perSeatRound.median, 0)}, 95th percentile ${num(report.penalties.perSeatRound.p95, 0)}; wild sets make ${percent(report.penalties.wildShare)} of all penalty points.`,
    '',
    ...table(
      ['seat', 'mean penalty per round'],
      report.penalties.bySeat.map((s) => [s.seat, num(s.mean)]),
    ),
    '',
    '## What scores',
    '',
    'Each icon match counts for each icon on its two touching sides (once when both are the same icon).',
    '',
    ...table(
      ['icon', 'colour', 'matches', 'share', 'points added'],
      report.icons.map((i) => [i.name, i.colour, i.matches, percent(i.share), i.points]),
    ),
    '',
    ...image(charts, 'icons.svg'),
    '',
    ...table(
      ['colour', 'matches', 'share', 'points added'],
      report.colours.map((c) => [c.name, c.matches, percent(c.share), c.points]),
    ),
    '',
    ...image(charts, 'colours.svg'),
    '',
    '## Points of a play by kind',
    '',
    ...table(
      ['kind', 'plays', 'share', 'mean points', 'sd'],
      report.plays.map((p) => [p.kind, p.count, percent(p.share), num(p.meanPoints), num(p.sdPoints)]),
    ),
    '',
    '`colour-only`: touches only by colour; `icon-match`: at least one icon match; `wild-core`: a wild core card.',
    '',
    ...image(charts, 'play-points.svg'),
    '',
    '## Rule options',
    '',
    ...table(
      ['option', 'value'],
      Object.entries(report.options).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    ),
    '',
  ];
  return lines.join('\n');
}

const signed = (v: number, f: (x: number) => string): string => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${f(Math.abs(v))}`;
const pText = (p: number): string => (p < 0.001 ? '< 0.001' : p.toFixed(3));
const verdict = (d: Difference): string => (d.p < SIGNIFICANCE ? 'yes' : 'no');

function diffRow(name: string, d: Difference, f: (x: number) => string): (string | number)[] {
  return [
    name,
    f(d.a),
    f(d.b),
    signed(d.diff, f),
    `${signed(d.low, f)} to ${signed(d.high, f)}`,
    pText(d.p),
    verdict(d),
  ];
}

export function renderCompareMarkdown(
  a: BalanceReport,
  b: BalanceReport,
  c: Comparison,
  labels: readonly [string, string],
  charts: readonly Chart[],
): string {
  const head = [
    'measure',
    `A: ${labels[0]}`,
    `B: ${labels[1]}`,
    'B − A',
    '95 % interval',
    'p',
    `significant (p < ${SIGNIFICANCE})`,
  ];
  const pts = (v: number): string => num(v);
  const closer = c.seatImbalance.b < c.seatImbalance.a ? 'B' : c.seatImbalance.b > c.seatImbalance.a ? 'A' : 'neither';
  return [
    `# Comparison: ${cell(labels[0])} against ${cell(labels[1])}`,
    '',
    `Both played the same ${a.run.games} games (same seeds, same bots: ${a.run.bots.join(', ')}), ${a.run.players} players, ${a.run.rounds} round${a.run.rounds > 1 ? 's' : ''} each.`,
    '',
    `- A: ${seatVerdict(a)}`,
    `- B: ${seatVerdict(b)}`,
    `- Most uneven seat: ${percent(c.seatImbalance.a)} from the fair share in A, ${percent(c.seatImbalance.b)} in B; ${closer === 'neither' ? 'equally even' : `${closer} is more even`}.`,
    '',
    '## Differences',
    '',
    ...table(head, [
      ...c.seats.map((s) => diffRow(`seat ${s.seat} win rate`, s.winRate, percent)),
      ...c.seats.map((s) => diffRow(`seat ${s.seat} mean score`, s.meanScore, pts)),
      diffRow('stalemate rounds', c.stalemate, percent),
      diffRow('turns per round', c.roundTurns, pts),
      diffRow('hand penalty per seat and round', c.penaltyPerRound, pts),
      ...c.plays.map((p) => diffRow(`${p.kind}: mean points`, p.meanPoints, pts)),
      ...c.plays.map((p) => diffRow(`${p.kind}: share of plays`, p.share, percent)),
    ]),
    '',
    `Wild sets make ${percent(c.wildShareOfPenalty.a)} of penalty points in A and ${percent(c.wildShareOfPenalty.b)} in B.`,
    'Scores, turns and penalties are compared game by game (paired); rates and play points as independent samples.',
    '',
    ...charts.map((ch) => `![${cell(ch.title)}](${ch.file})`),
    '',
    'Full reports of each side: `a/report.md` and `b/report.md` in this folder.',
    '',
  ].join('\n');
}
