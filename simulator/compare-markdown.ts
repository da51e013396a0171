// report.md of a comparison: both sides' answers, then every difference with its interval, effect
// size, Holm-corrected p, the smallest detectable difference and a verdict in words.

import type { BalanceReport } from './aggregate.ts';
import type { Comparison, CompareRow } from './compare.ts';
import { percent, wildName } from './format.ts';
import { cell, gameText, num, table } from './markdown.ts';
import type { Chart } from './report-charts.ts';
import { pText, seatAnswer } from './verdicts.ts';

const signed = (v: number, f: (x: number) => string): string => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${f(Math.abs(v))}`;
const valueFormat = (row: CompareRow): ((v: number) => string) =>
  row.unit === 'rate' ? percent : row.unit === 'count' ? (v) => num(v, 2) : (v) => num(v);

/** Rows that differ, the largest effect first, the first four named: a changed icon leads its table. */
export function largestFirst(rows: readonly CompareRow[], side = 'B'): string {
  const sorted = rows.slice().sort((x, y) => Math.abs(y.effect.size) - Math.abs(x.effect.size));
  const named = sorted.slice(0, 4).map((r) => `${r.measure} ${rowVerdict(r, side)} (effect ${num(r.effect.size, 2)})`);
  return `${named.join(', ')}${sorted.length > 4 ? ` and ${sorted.length - 4} more` : ''}`;
}

/** A row as one terminal line: A → B, the difference, Holm's p and the verdict. */
export function rowLine(r: CompareRow, side = 'B'): string {
  const f = valueFormat(r);
  const d = r.difference;
  return `${r.measure}: ${f(d.a)} → ${f(d.b)} (${signed(d.diff, f)}, Holm p ${pText(r.pHolm)}) ${rowVerdict(r, side)}`;
}

/** The terminal's part of a comparison: every icon row, and the card rows that differ (at most `cards`). */
export function compareLines(c: Comparison, cards = 10): string[] {
  if (c.icons.length === 0) return [];
  const differ = c.cards.filter((r) => r.significant);
  return [
    `per icon (Holm over its ${c.icons.length} rows):`,
    ...c.icons.map((r) => `  ${rowLine(r)}`),
    differ.length === 0
      ? `per card: none of ${c.cards.length} rows differs beyond chance`
      : `per card, the ${differ.length} of ${c.cards.length} rows that differ${differ.length > cards ? ` (the first ${cards} by effect)` : ''}:`,
    ...differ
      .slice()
      .sort((x, y) => Math.abs(y.effect.size) - Math.abs(x.effect.size))
      .slice(0, cards)
      .map((r) => `  ${rowLine(r)}`),
  ];
}

/** The verdict of one row in words. */
export function rowVerdict(row: CompareRow, side = 'B'): string {
  const f = valueFormat(row);
  if (row.significant) return `${row.difference.diff > 0 ? 'higher' : 'lower'} in ${side}`;
  return `no difference detectable (smallest detectable ${f(row.detectable)})`;
}

export function compareTable(rows: readonly CompareRow[], labels: readonly [string, string], side = 'B'): string[] {
  return table(
    [
      'measure',
      `A: ${labels[0]}`,
      `B: ${labels[1]}`,
      'B − A (95 % interval)',
      'effect size (95 % interval)',
      'Holm p',
      'verdict',
    ],
    rows.map((r) => {
      const f = valueFormat(r);
      const d = r.difference;
      return [
        r.measure,
        f(d.a),
        f(d.b),
        `${signed(d.diff, f)} (${signed(d.low, f)} to ${signed(d.high, f)})`,
        `${signed(r.effect.size, (v) => num(v, 2))} (${signed(r.effect.low, (v) => num(v, 2))} to ${signed(r.effect.high, (v) => num(v, 2))})`,
        pText(r.pHolm),
        rowVerdict(r, side),
      ];
    }),
  );
}

export function renderCompareMarkdown(
  a: BalanceReport,
  b: BalanceReport,
  c: Comparison,
  labels: readonly [string, string],
  charts: readonly Chart[],
): string {
  const closer = c.seatImbalance.b < c.seatImbalance.a ? 'B' : c.seatImbalance.b > c.seatImbalance.a ? 'A' : 'neither';
  const found = c.rows.filter((r) => r.significant);
  const iconsFound = c.icons.filter((r) => r.significant);
  const cardsFound = c.cards.filter((r) => r.significant);
  return [
    `# Comparison: ${cell(labels[0])} against ${cell(labels[1])}`,
    '',
    `**${gameText(a)}** Both played the same ${a.run.games} games (same seeds, same bots: ${a.run.bots.join(', ')}), ${a.run.players} players.`,
    '',
    `- A: ${seatAnswer(a).answer}`,
    `- B: ${seatAnswer(b).answer}`,
    `- Most uneven seat: ${percent(c.seatImbalance.a)} from the fair share in A, ${percent(c.seatImbalance.b)} in B; ${closer === 'neither' ? 'equally even' : `${closer} is more even`}.`,
    `- ${found.length === 0 ? 'No measure differs beyond chance' : `${found.length} of ${c.rows.length} measures differ: ${found.map((r) => `${r.measure} (${rowVerdict(r)})`).join(', ')}`}, after Holm's correction over all ${c.rows.length} rows.`,
    ...(c.icons.length === 0
      ? []
      : [
          `- Icons: ${iconsFound.length === 0 ? `no icon's cards differ beyond chance (Holm over its ${c.icons.length} rows)` : `${largestFirst(iconsFound)} (Holm over the ${c.icons.length} icon rows)`}.`,
          `- Cards: ${cardsFound.length === 0 ? `no card differs beyond chance (Holm over its ${c.cards.length} rows)` : `${cardsFound.length} of ${c.cards.length} card rows differ (Holm over the card rows); see "Cards"`}.`,
        ]),
    '',
    '## Differences',
    '',
    ...compareTable(c.rows, labels),
    '',
    ...(c.icons.length === 0
      ? []
      : [
          '## Icons',
          '',
          "Each icon's cards (the cards that carry it): the mean points of a play (Welch) and the share of their plays made by the game's winner (two-proportion z test); Holm over this table.",
          '',
          ...compareTable(c.icons, labels),
          '',
          '## Cards',
          '',
          'Each card, as the icons above; Holm over this table.',
          '',
          ...compareTable(c.cards, labels),
          '',
        ]),
    `Effect size: the difference over side A's game-to-game spread (Cohen's d), or Cohen's h for rates; 0.2 is small, 0.5 medium. ${c.paired ? 'Per-game measures are compared game by game (paired)' : 'Per-game measures are compared as independent samples'}; rates and play points as independent samples.`,
    `Wild sets make ${percent(c.wildShareOfPenalty.a)} of penalty points in A and ${percent(c.wildShareOfPenalty.b)} in B; a ${wildName(a)} card is left in hand in ${percent(c.jokerHeldAtEnd.a)} and ${percent(c.jokerHeldAtEnd.b)} of seat-rounds.`,
    '',
    ...charts.map((ch) => `![${cell(ch.title)}](${ch.file})`),
    '',
    'Full reports of each side: `a/report.md` and `b/report.md` in this folder.',
    '',
  ].join('\n');
}
