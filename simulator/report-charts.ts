// Which charts a balance report has, built from its data: file name, title and SVG text.

import type { BalanceReport } from './aggregate.ts';
import { renderBarChart, renderBoxChart, renderHistogram, SERIES_COLOURS } from './charts.ts';
import { percent, whole, wildName } from './format.ts';

export interface Chart {
  file: string;
  title: string;
  svg: string;
}

export { percent, wildName } from './format.ts';

/** Card rows in the cards chart: the ones winners play most. */
const TOP_CARDS = 12;

/** The cards with the largest lift in winner share, played at least 30 times (fewer say little). */
export const topCards = (report: BalanceReport): BalanceReport['designer']['cards'] =>
  report.designer.cards
    .filter((c) => c.plays >= 30)
    .sort((a, b) => b.lift - a.lift || a.id.localeCompare(b.id))
    .slice(0, TOP_CARDS);

/** The charts of one run. */
export function chartsFor(report: BalanceReport): Chart[] {
  const seats = report.seats.map((s) => `seat ${s.seat}`);
  const colourOf = new Map(report.colours.map((c) => [c.id, c.screen]));
  const charts: Chart[] = [
    {
      file: 'wins-by-seat.svg',
      title: 'Win rate per seat (95 % interval)',
      svg: renderBarChart({
        title: 'Win rate per seat (95 % interval)',
        categories: seats,
        series: [
          {
            name: report.deck.name,
            colour: SERIES_COLOURS[0],
            values: report.seats.map((s) => s.win.rate),
            low: report.seats.map((s) => s.win.low),
            high: report.seats.map((s) => s.win.high),
          },
        ],
        reference: { value: report.fairShare, label: `fair share ${percent(report.fairShare)}` },
        format: percent,
      }),
    },
    {
      file: 'scores.svg',
      title: 'Game score per seat and bot',
      svg: renderBoxChart(
        'Game score per seat and bot',
        report.seatBots
          .filter((r) => r.score.n > 0)
          .map((r) => ({ label: `seat ${r.seat} · ${r.bot}`, summary: r.score })),
        whole,
      ),
    },
    {
      file: 'round-length.svg',
      title: 'Turns per round',
      svg: renderHistogram('Turns per round', report.rounds.turnsHistogram, 'turns (passes included)'),
    },
    {
      file: 'round-ends.svg',
      title: 'How rounds end',
      svg: renderBarChart({
        title: 'How rounds end',
        categories: Object.keys(report.rounds.ends),
        series: [
          {
            name: 'rounds',
            colour: SERIES_COLOURS[0],
            values: Object.values(report.rounds.ends).map((n) => n / Math.max(1, report.rounds.count)),
          },
        ],
        format: percent,
      }),
    },
    {
      file: 'icons.svg',
      title: 'Share of icon matches per icon',
      svg: renderBarChart({
        title: 'Share of icon matches per icon',
        categories: report.icons.map((i) => i.name),
        series: [
          {
            name: 'matches',
            colour: report.icons.map((i) => colourOf.get(i.colour) ?? SERIES_COLOURS[0]),
            values: report.icons.map((i) => i.share),
          },
        ],
        format: percent,
      }),
    },
    {
      file: 'colours.svg',
      title: 'Share of icon matches per colour',
      svg: renderBarChart({
        title: 'Share of icon matches per colour',
        categories: [...report.colours.map((c) => c.name), `${wildName(report)} (wild)`],
        series: [
          {
            name: 'matches',
            colour: [...report.colours.map((c) => c.screen), '#777777'],
            values: [...report.colours.map((c) => c.share), report.wildMatches.share],
          },
        ],
        format: percent,
      }),
    },
    {
      file: 'icon-strength.svg',
      title: 'Plays made by the winner, per icon (95 % interval)',
      svg: renderBarChart({
        title: 'Plays made by the winner, per icon (95 % interval)',
        categories: report.icons.map((i) => i.name),
        series: [
          {
            name: 'by the winner',
            colour: report.icons.map((i) => colourOf.get(i.colour) ?? SERIES_COLOURS[0]),
            values: report.icons.map((i) => i.byWinner.rate),
            low: report.icons.map((i) => i.byWinner.low),
            high: report.icons.map((i) => i.byWinner.high),
          },
        ],
        reference: {
          value: report.designer.winnerPlayShare,
          label: `all cards ${percent(report.designer.winnerPlayShare)}`,
        },
        format: percent,
      }),
    },
    {
      file: 'icon-points.svg',
      title: 'Mean points of a play, per icon on the card',
      svg: renderBarChart({
        title: 'Mean points of a play, per icon on the card',
        categories: report.icons.map((i) => i.name),
        series: [
          {
            name: 'points',
            colour: report.icons.map((i) => colourOf.get(i.colour) ?? SERIES_COLOURS[0]),
            values: report.icons.map((i) => i.meanPoints),
          },
        ],
        format: whole,
      }),
    },
    {
      file: 'cards.svg',
      title: `The ${TOP_CARDS} cards winners play most (95 % interval)`,
      svg: renderBarChart({
        title: `The ${TOP_CARDS} cards winners play most (95 % interval)`,
        categories: topCards(report).map((c) => c.id),
        series: [
          {
            name: 'by the winner',
            colour: SERIES_COLOURS[0],
            values: topCards(report).map((c) => c.byWinner.rate),
            low: topCards(report).map((c) => c.byWinner.low),
            high: topCards(report).map((c) => c.byWinner.high),
          },
        ],
        reference: {
          value: report.designer.winnerPlayShare,
          label: `all cards ${percent(report.designer.winnerPlayShare)}`,
        },
        format: percent,
      }),
    },
    {
      file: 'margin.svg',
      title: 'Margin of victory (points)',
      svg: renderHistogram(
        'Margin of victory (points)',
        report.designer.closeness.marginHistogram,
        'winner − runner-up',
      ),
    },
    {
      file: 'play-points.svg',
      title: 'Average points of a play by kind',
      svg: renderBarChart({
        title: 'Average points of a play by kind',
        categories: report.plays.map((p) => p.kind),
        series: [{ name: 'points', colour: SERIES_COLOURS[2], values: report.plays.map((p) => p.meanPoints) }],
        format: whole,
      }),
    },
  ];
  return charts;
}

/** The side-by-side charts of a comparison: win rate per seat, and play points by kind. */
export function compareChartsFor(a: BalanceReport, b: BalanceReport, labels: readonly [string, string]): Chart[] {
  const seats = a.seats.map((s) => `seat ${s.seat}`);
  const series = (r: BalanceReport, k: number, name: string) => ({
    name,
    colour: SERIES_COLOURS[k]!,
    values: r.seats.map((s) => s.win.rate),
    low: r.seats.map((s) => s.win.low),
    high: r.seats.map((s) => s.win.high),
  });
  return [
    {
      file: 'compare-wins.svg',
      title: 'Win rate per seat, both designs (95 % interval)',
      svg: renderBarChart({
        title: 'Win rate per seat, both designs (95 % interval)',
        categories: seats,
        series: [series(a, 0, labels[0]), series(b, 1, labels[1])],
        reference: { value: a.fairShare, label: `fair share ${percent(a.fairShare)}` },
        format: percent,
      }),
    },
    {
      file: 'compare-play-points.svg',
      title: 'Average points of a play by kind, both designs',
      svg: renderBarChart({
        title: 'Average points of a play by kind, both designs',
        categories: a.plays.map((p) => p.kind),
        series: [
          { name: labels[0], colour: SERIES_COLOURS[0], values: a.plays.map((p) => p.meanPoints) },
          { name: labels[1], colour: SERIES_COLOURS[1], values: b.plays.map((p) => p.meanPoints) },
        ],
        format: whole,
      }),
    },
  ];
}
