// What the Studio's balance panel shows, derived from the balance state alone: the settings, the one
// button (play or cancel), the progress, and the report's findings as `jibe simulate` sums them up
// (win rates by seat, each icon's figures, the answers to the designer's questions). Pure.

import type { BalanceReport } from '../../../simulator/balance.ts';
import type { BalanceSettings, BalanceState } from './balance-state.ts';

const percent = (v: number): string => `${(v * 100).toFixed(1)} %`;

export interface BalanceFindings {
  /** "Jibe: 1000 games of 4 rounds, 4 players, greedy", with the seconds they took. */
  title: string;
  /** The deck was edited after these games: the report is of the deck as it was. */
  stale: boolean;
  seats: { seat: string; win: string; interval: string; score: string }[];
  icons: { name: string; colour: string; matches: string; points: string; byWinner: string; lift: string }[];
  answers: { question: string; answer: string; flagged: boolean }[];
  /** report.json as `jibe simulate` writes it. */
  json: string;
  fileName: string;
}

export interface BalanceView {
  settings: BalanceSettings;
  /** Settings are fixed while games are played. */
  locked: boolean;
  canRun: boolean;
  running: boolean;
  button: string;
  /** Games done and in all, while a run is under way. */
  progress: { done: number; total: number } | null;
  status: string;
  tone: 'info' | 'error';
  findings: BalanceFindings | null;
}

/** report.json's text of each report shown, made once (a render follows every keystroke). */
const texts = new WeakMap<BalanceReport, string>();

function jsonOf(report: BalanceReport): string {
  const known = texts.get(report);
  if (known !== undefined) return known;
  const text = `${JSON.stringify(report, null, 2)}\n`;
  texts.set(report, text);
  return text;
}

function findingsOf(report: BalanceReport, seconds: number, stale: boolean): BalanceFindings {
  const { run } = report;
  const colours = new Map(report.colours.map((c) => [c.id, c.name]));
  const bots = run.mix.map((m) => (m.weight > 1 ? `${m.bot}:${m.weight}` : m.bot)).join(', ');
  return {
    title: `${report.deck.name}: ${run.games} games of ${run.rounds} round${run.rounds === 1 ? '' : 's'}, ${run.players} players, ${bots}, seed ${run.seed} (${seconds.toFixed(1)} s)`,
    stale,
    seats: report.seats.map((s) => ({
      seat: `Seat ${s.seat}`,
      win: percent(s.win.rate),
      interval: `${percent(s.win.low)} to ${percent(s.win.high)}`,
      score: s.score.mean.toFixed(0),
    })),
    icons: report.icons.map((i) => ({
      name: i.name,
      colour: i.wild ? 'wild' : (colours.get(i.colour) ?? i.colour),
      matches: percent(i.share),
      points: i.meanPoints.toFixed(1),
      byWinner: percent(i.byWinner.rate),
      lift: signedPoints(i.lift * 100),
    })),
    answers: report.answers.map((a) => ({ question: a.question, answer: a.answer, flagged: a.flagged })),
    json: jsonOf(report),
    fileName: `${report.deck.id}-balance-report.json`,
  };
}

/** The balance panel from the balance state, whether the deck is drawn without problems, and its edit. */
export function balanceView(state: BalanceState, valid: boolean, version: number): BalanceView {
  const running = state.running !== null;
  const status = running
    ? `Playing ${state.running!.done} of ${state.running!.total} games with the code of jibe simulate…`
    : (state.message?.text ?? (valid ? '' : 'Balance games are played once the cards are drawn without problems.'));
  return {
    settings: state.settings,
    locked: running,
    canRun: running || valid,
    running,
    button: running ? 'Cancel balance games' : 'Play balance games',
    progress: running ? { done: state.running!.done, total: state.running!.total } : null,
    status,
    tone: running ? 'info' : (state.message?.tone ?? 'info'),
    findings:
      state.result === null
        ? null
        : findingsOf(state.result.report, state.result.seconds, state.result.version !== version),
  };
}

/** Points with their sign, "+3.5" or "−2.0"; a value that rounds to zero has none ("0.0", never "−0.0"). */
export function signedPoints(points: number): string {
  const shown = Math.abs(points).toFixed(1);
  if (Number(shown) === 0) return shown;
  return `${points < 0 ? '−' : '+'}${shown}`;
}
