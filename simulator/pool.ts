// The command line's edge of the games' plan (play-runs.ts): worker threads of Node, with this
// thread playing too between their results.

import { Worker } from 'node:worker_threads';
import type { RunSpec } from './play.ts';
import { type Progress, playRunsOn, type RunResult, type TaskResult, type ThreadEdge } from './play-runs.ts';

// Workers run worker.ts directly (Node strips its types, as for the CLI), through worker-start.js,
// which turns on the compile cache first.
const WORKER_URL = new URL('./worker-start.js', import.meta.url);

/** `threads` threads of Node: this one and threads − 1 worker threads. */
export function nodeThreads(threads: number): ThreadEdge {
  return {
    threads,
    start(specs, onResult, onError) {
      const worker = new Worker(WORKER_URL, { workerData: specs });
      worker.on('message', (result: TaskResult) => onResult(result));
      worker.on('error', onError);
      return { post: (task) => worker.postMessage(task), stop: () => void worker.terminate() };
    },
    playHere: (next) => setImmediate(next),
  };
}

/**
 * Plays games `range.from` to `range.to` (or 0 to `games`) of each run: per run, the summaries in
 * game order and the tally. `workers` threads play them: this one and workers − 1 worker threads.
 */
export function playRuns(
  specs: readonly RunSpec[],
  games: number | { from: number; to: number },
  workers: number,
  progress?: Progress,
): Promise<RunResult[]> {
  return playRunsOn(nodeThreads(workers), specs, games, progress);
}
