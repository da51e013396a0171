// The page's side of the balance threads, loaded only when the designer plays balance games: the
// Studio's edge of the games' plan (simulator/play-runs.ts), Web Workers where `jibe simulate` has
// Node's worker threads, and the report made from their results by the command's own code.

import { parseDeckBundle } from '../../../engine/index.ts';
import { InputError } from '../../../lib/input-error.ts';
import { type BalanceReport, balanceReport, balanceSpec } from '../../../simulator/balance.ts';
import { playRunsOn, type TaskResult, type ThreadEdge } from '../../../simulator/play-runs.ts';
import type { BalanceRequest } from './balance-worker.ts';
import type { BalanceSettings } from './balance-state.ts';

/** The most balance threads: a ninth gains little on the machines a designer has. */
const MAX_THREADS = 8;

/** Threads for the games: one a processor the browser says it has, within 1 to MAX_THREADS. */
export const balanceThreads = (processors: number | undefined): number =>
  Math.max(1, Math.min(MAX_THREADS, Math.floor(processors ?? 1) || 1));

/** `threads` Web Workers that play tasks; the page itself plays none, so it keeps answering. */
export function webWorkerThreads(threads: number, create: () => Worker): ThreadEdge {
  return {
    threads,
    start(specs, onResult, onError) {
      const worker = create();
      worker.onmessage = ({ data }: MessageEvent<TaskResult>) => onResult(data);
      worker.onerror = (event) => {
        event.preventDefault();
        onError(new Error(event.message || 'a balance thread failed'));
      };
      worker.postMessage({ specs: specs.slice() } satisfies BalanceRequest);
      return {
        post: (task) => worker.postMessage({ task } satisfies BalanceRequest),
        stop: () => worker.terminate(),
      };
    },
  };
}

/** The panel's labels of `jibe simulate`'s flags, for its refusals. */
const LABELS: Record<string, string> = { games: 'Games', players: 'Players', bots: 'Bots', seed: 'Seed' };

export type BalanceOutcome =
  | { kind: 'made'; report: BalanceReport; seconds: number }
  | { kind: 'refused'; text: string }
  | { kind: 'cancelled' };

/**
 * Plays the settings' games of the bundle's deck on balance threads and makes the report; `progress`
 * hears of each finished range of games, and `signal` cancels (the threads are stopped at once).
 */
export async function playBalance(
  bundle: unknown,
  settings: BalanceSettings,
  progress: (done: number, total: number) => void,
  signal: AbortSignal,
  processors = globalThis.navigator?.hardwareConcurrency,
  create = (): Worker =>
    new Worker(new URL('./balance-worker.ts', import.meta.url), { type: 'module', name: 'jibe-balance' }),
): Promise<BalanceOutcome> {
  const parsed = parseDeckBundle(bundle);
  if (!parsed.ok) return { kind: 'refused', text: `The deck has problems: ${parsed.error[0]?.message ?? ''}` };
  const threads = balanceThreads(processors);
  let spec: ReturnType<typeof balanceSpec>;
  try {
    spec = balanceSpec(parsed.value.deck, parsed.value.deck.name, { ...settings, workers: threads });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { kind: 'refused', text: error.message.replace(/^--([a-z]+)/, (_, flag: string) => LABELS[flag] ?? flag) };
  }
  const edge = webWorkerThreads(threads, create);
  const start = performance.now();
  try {
    const [result] = await playRunsOn(edge, [spec], settings.games, progress, signal);
    const seconds = (performance.now() - start) / 1000;
    return { kind: 'made', report: balanceReport(spec, result!), seconds };
  } catch (error) {
    if ((error as Error).name === 'AbortError') return { kind: 'cancelled' };
    throw error;
  }
}
