// The Studio's balance run as one value, changed by pure functions of its events: the settings (as
// `jibe simulate`'s flags), the run under way with its progress, and the last report with the edit
// it was made on. studio-state.ts holds it beside the deck; balance-ui.ts renders and forwards.

import type { BalanceReport } from '../../../simulator/balance.ts';

/** What is played, as `jibe simulate`'s --games, --players, --bots and --seed. */
export interface BalanceSettings {
  games: number;
  players: number;
  bots: string;
  seed: number;
}

/** `jibe simulate`'s defaults. */
export const DEFAULT_BALANCE: BalanceSettings = { games: 1000, players: 4, bots: 'greedy', seed: 1 };

export interface BalanceState {
  settings: BalanceSettings;
  /** The run under way: the deck's edit it plays, and the games done of the total. */
  running: { version: number; done: number; total: number } | null;
  /** The last report: the edit it was made on, and the seconds its games took. */
  result: { version: number; report: BalanceReport; seconds: number } | null;
  /** What the last run ended in when it made no report (cancelled, refused, failed). */
  message: { text: string; tone: 'info' | 'error' } | null;
}

export type BalanceEvent =
  | { type: 'balance-set'; settings: Partial<BalanceSettings> }
  | { type: 'balance-start'; version: number; total: number }
  | { type: 'balance-progress'; done: number; total: number }
  | { type: 'balance-done'; report: BalanceReport; seconds: number }
  | { type: 'balance-cancelled' }
  | { type: 'balance-failed'; text: string };

export const initialBalance = (): BalanceState => ({
  settings: DEFAULT_BALANCE,
  running: null,
  result: null,
  message: null,
});

const BALANCE_EVENTS: ReadonlySet<string> = new Set([
  'balance-set',
  'balance-start',
  'balance-progress',
  'balance-done',
  'balance-cancelled',
  'balance-failed',
]);

export const isBalanceEvent = (event: { type: string }): event is BalanceEvent => BALANCE_EVENTS.has(event.type);

/** The balance run after an event. */
export function reduceBalance(state: BalanceState, event: BalanceEvent): BalanceState {
  switch (event.type) {
    case 'balance-set':
      // The settings of a run under way stay as they are: its report is of what was asked.
      return state.running !== null ? state : { ...state, settings: { ...state.settings, ...event.settings } };
    case 'balance-start':
      if (state.running !== null) return state;
      return { ...state, running: { version: event.version, done: 0, total: event.total }, message: null };
    case 'balance-progress':
      if (state.running === null) return state;
      return { ...state, running: { ...state.running, done: event.done, total: event.total } };
    case 'balance-done':
      if (state.running === null) return state;
      return {
        ...state,
        running: null,
        result: { version: state.running.version, report: event.report, seconds: event.seconds },
      };
    case 'balance-cancelled':
      return state.running === null
        ? state
        : { ...state, running: null, message: { text: 'Balance games cancelled.', tone: 'info' } };
    case 'balance-failed':
      return { ...state, running: null, message: { text: event.text, tone: 'error' } };
  }
}
