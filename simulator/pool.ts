// Playing the games of one or more runs, in this thread or spread over worker threads. Games are
// handed out in small ranges as workers become free, and every summary lands at its own index, so
// the result does not depend on the number of workers or on which finished first.

import { Worker } from 'node:worker_threads';
import { compileRules } from '../engine/rules.ts';
import { setupFor, type RunSpec } from './play.ts';
import { simulateGame, type GameSummary } from './summary.ts';

export interface Task {
  run: number;
  from: number;
  to: number;
}

export interface TaskResult extends Task {
  summaries: GameSummary[];
}

/** Games per task: small enough for a smooth progress bar and even load, large enough that messages cost little. */
const CHUNK = 25;

function tasksFor(runs: number, games: number): Task[] {
  const tasks: Task[] = [];
  for (let run = 0; run < runs; run++)
    for (let from = 0; from < games; from += CHUNK) tasks.push({ run, from, to: Math.min(games, from + CHUNK) });
  return tasks;
}

/** Called after each finished task with the games done so far and the total. */
export type Progress = (done: number, total: number) => void;

function playInline(specs: readonly RunSpec[], tasks: readonly Task[], out: GameSummary[][], progress: Progress): void {
  const rules = specs.map((spec) => compileRules(spec.deck));
  let done = 0;
  for (const task of tasks) {
    for (let i = task.from; i < task.to; i++)
      out[task.run]![i] = simulateGame(rules[task.run]!, setupFor(specs[task.run]!, i), i);
    done += task.to - task.from;
    progress(done, specs.length * out[0]!.length);
  }
}

// Workers run worker.ts directly: Node strips its types as it does for the CLI.
const WORKER_URL = new URL('./worker.ts', import.meta.url);

function playInWorkers(
  specs: readonly RunSpec[],
  tasks: readonly Task[],
  out: GameSummary[][],
  workers: number,
  progress: Progress,
): Promise<void> {
  const queue = tasks.slice();
  const total = specs.length * out[0]!.length;
  let done = 0;
  let running = 0;
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    const stop = (error?: unknown): void => {
      for (const w of pool) void w.terminate();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker: Worker): void => {
      const task = queue.shift();
      if (task === undefined) {
        if (running === 0) stop();
        return;
      }
      running++;
      worker.postMessage(task);
    };
    for (let k = 0; k < Math.min(workers, tasks.length); k++) {
      const worker = new Worker(WORKER_URL, { workerData: specs });
      pool.push(worker);
      worker.on('message', (result: TaskResult) => {
        running--;
        result.summaries.forEach((s, j) => (out[result.run]![result.from + j] = s));
        done += result.to - result.from;
        progress(done, total);
        feed(worker);
      });
      worker.on('error', stop);
      feed(worker);
    }
  });
}

/** Plays `games` games of each run; summaries per run, in game order. `workers` 1 plays in this thread. */
export async function playRuns(
  specs: readonly RunSpec[],
  games: number,
  workers: number,
  progress: Progress = () => {},
): Promise<GameSummary[][]> {
  const out: GameSummary[][] = specs.map(() => new Array<GameSummary>(games));
  const tasks = tasksFor(specs.length, games);
  if (workers <= 1) playInline(specs, tasks, out, progress);
  else await playInWorkers(specs, tasks, out, workers, progress);
  return out;
}
