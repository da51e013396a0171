// The balance section of the Cards page, from the simulator's report.json and charts (when a balance
// report was built): how many games were played, each seat's win rate against the fair share, and
// the charts with their titles as text alternatives.

import { hrefFor } from './nav.ts';

/** The part of report.json (format 1) the site shows; see simulator/README.md. */
export interface BalanceReport {
  format: number;
  run: { games: number; players: number; rounds: number; bots: string[] };
  fairShare: number;
  seats: { seat: number; win: { rate: number; low: number; high: number } }[];
  rounds: { stalemate: { rate: number } };
}

export interface BalanceChart {
  src: string;
  alt: string;
}

export interface BalanceView {
  summary: string;
  seats: { seat: string; rate: string; interval: string; fair: boolean }[];
  fairShare: string;
  charts: BalanceChart[];
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)} %`;

/** The charts worth a place on a phone, in this order; others stay in the report. */
const CHARTS = ['wins-by-seat.svg', 'play-points.svg', 'icons.svg', 'colours.svg', 'round-length.svg'];

/** Builds the section; null when there is no usable report. `titles` maps a chart file to its <title>. */
export function buildBalanceView(json: unknown, titles: Record<string, string>, base: string): BalanceView | null {
  const report = json as Partial<BalanceReport> | null;
  if (report?.format !== 1 || !report.run || !report.seats || typeof report.fairShare !== 'number') return null;
  const { games, players, rounds, bots } = report.run;
  const fairShare = report.fairShare;
  return {
    summary:
      `Bots (${bots.join(', ')}) played ${games.toLocaleString('en')} games of ${rounds} ${rounds === 1 ? 'round' : 'rounds'} with ${players} players. ${report.rounds ? `${percent(report.rounds.stalemate.rate)} of rounds ended in a stalemate.` : ''}`.trim(),
    fairShare: percent(fairShare),
    seats: report.seats.map((s) => ({
      seat: `Seat ${s.seat}`,
      rate: percent(s.win.rate),
      interval: `${percent(s.win.low)} to ${percent(s.win.high)}`,
      fair: s.win.low <= fairShare && fairShare <= s.win.high,
    })),
    charts: CHARTS.filter((file) => titles[file] !== undefined).map((file) => ({
      src: hrefFor(base, `balance/${file}`),
      alt: titles[file] ?? file,
    })),
  };
}
