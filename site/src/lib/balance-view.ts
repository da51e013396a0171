// The balance section of the Cards page, from the simulator's report.json and charts (when a balance
// report was built): which game was played and how many, each seat's win rate against the fair share,
// the designer's questions answered, the charts with their titles as text alternatives, and the charts
// of any sweep or comparison published beside the report.

import { hrefFor } from './nav.ts';

/** The part of report.json (format 1 or 2) the site shows; see simulator/README.md. */
export interface BalanceReport {
  format: number;
  run: { games: number; players: number; rounds: number; bots: string[]; game?: 'rulebook' | 'one-round' | 'chosen' };
  fairShare: number;
  seats: { seat: number; win: { rate: number; low: number; high: number } }[];
  rounds: { stalemate: { rate: number } };
  answers?: { question: string; answer: string }[];
}

export interface BalanceChart {
  src: string;
  alt: string;
}

/** A sweep or comparison whose charts the simulator published beside the report. */
export interface BalanceStudy {
  title: string;
  charts: BalanceChart[];
}

export interface BalanceView {
  summary: string;
  seats: { seat: string; rate: string; interval: string; fair: boolean }[];
  fairShare: string;
  charts: BalanceChart[];
  answers?: { question: string; answer: string }[];
  studies?: BalanceStudy[];
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)} %`;

/** The charts worth a place on a phone, in this order; others stay in the report. */
const CHARTS = [
  'wins-by-seat.svg',
  'icon-strength.svg',
  'margin.svg',
  'play-points.svg',
  'icons.svg',
  'colours.svg',
  'round-length.svg',
];

const GAMES: Record<string, string> = {
  rulebook: "the rulebook's game, a round per player so each seat plays first once",
  'one-round': 'one-round games, not the rulebook’s game',
  chosen: 'games of a chosen number of rounds',
};

/** `sweep-wildPenalty--sweep-minutes-per-game.svg` → group `sweep-wildPenalty`; `compare-variant--…` likewise. */
function studiesOf(titles: Record<string, string>, base: string): BalanceStudy[] {
  const groups = new Map<string, BalanceChart[]>();
  for (const file of Object.keys(titles).sort()) {
    const m = /^((?:sweep|compare)-.+?)--.+\.svg$/.exec(file);
    if (m === null) continue;
    const charts = groups.get(m[1]!) ?? [];
    charts.push({ src: hrefFor(base, `balance/${file}`), alt: titles[file] ?? file });
    groups.set(m[1]!, charts);
  }
  return [...groups].map(([group, charts]) => ({
    title: group.startsWith('sweep-') ? `Sweep of ${group.slice(6)}` : `Compared with ${group.slice(8)}`,
    charts,
  }));
}

/** Builds the section; null when there is no usable report. `titles` maps a chart file to its <title>. */
export function buildBalanceView(json: unknown, titles: Record<string, string>, base: string): BalanceView | null {
  const report = json as Partial<BalanceReport> | null;
  if (
    (report?.format !== 1 && report?.format !== 2) ||
    !report.run ||
    !report.seats ||
    typeof report.fairShare !== 'number'
  )
    return null;
  const { games, players, rounds, bots, game } = report.run;
  const fairShare = report.fairShare;
  const kind = game !== undefined && GAMES[game] !== undefined ? ` (${GAMES[game]})` : '';
  const studies = studiesOf(titles, base);
  return {
    summary:
      `Bots (${[...new Set(bots)].join(', ')}) played ${games.toLocaleString('en')} games of ${rounds} ${rounds === 1 ? 'round' : 'rounds'}${kind} with ${players} players. ${report.rounds ? `${percent(report.rounds.stalemate.rate)} of rounds ended in a stalemate.` : ''}`.trim(),
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
    ...(report.answers && report.answers.length > 0
      ? { answers: report.answers.map(({ question, answer }) => ({ question, answer })) }
      : {}),
    ...(studies.length > 0 ? { studies } : {}),
  };
}
