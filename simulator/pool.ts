// Playing the games of one or more runs, in this thread or spread over worker threads. Games are
// handed out in small ranges as workers become free, every summary lands at its own index and the
// tallies are whole numbers, so the result does not depend on the number of workers or on which
// finished first.

import { Worker } from 'node:worker_threads';
import { compileRules, type Rules } from '../engine/core.ts';
import { type RunSpec, setupFor } from './play.ts';
import { type GameSummary, simulateGame } from './summary.ts';
import { emptyRunTally, mergeRunTally, type RunTally } from './tally.ts';

export interface Task {
  run: number;
  from: number;
  to: number;
}

export interface TaskResult extends Task {
  summaries: GameSummary[];
  tally: RunTally;
}

/** The games of one run from game `from` (0-based) up to `to`: their summaries in order, and their counts. */
export interface RunResult {
  from: number;
  to: number;
  summaries: GameSummary[];
  tally: RunTally;
}

/** Games per task: small enough for a smooth progress bar and even load, large enough that messages cost little. */
const CHUNK = 50;

function tasksFor(runs: number, from: number, to: number): Task[] {
  const tasks: Task[] = [];
  for (let run = 0; run < runs; run++)
    for (let start = from; start < to; start += CHUNK)
      tasks.push({ run, from: start, to: Math.min(to, start + CHUNK) });
  return tasks;
}

/** Plays one task's games in this thread (the worker calls it too). */
export function playTask(spec: RunSpec, rules: Rules, task: Task): TaskResult {
  const tally = emptyRunTally(rules);
  const summaries: GameSummary[] = [];
  for (let i = task.from; i < task.to; i++) summaries.push(simulateGame(rules, setupFor(spec, i), i, tally));
  return { ...task, summaries, tally };
}

/** Called after each finished task with the games done so far and the total. */
export type Progress = (done: number, total: number) => void;

// Workers run worker.ts directly (Node strips its types, as for the CLI), through worker-start.js,
// which turns on the compile cache first.
const WORKER_URL = new URL('./worker-start.js', import.meta.url);

/** Tasks a worker holds at once: the next one is waiting when it posts a result, so it never waits for this thread. */
const AHEAD = 2;

/**
 * Plays the tasks on `threads` threads: this one and threads − 1 workers. A worker costs a start-up
 * (loading the engine, compiling the rules, warming up), so this thread, idle otherwise, plays too.
 */
function playInWorkers(
  specs: readonly RunSpec[],
  rules: readonly Rules[],
  tasks: readonly Task[],
  threads: number,
  onResult: (r: TaskResult) => void,
): Promise<void> {
  const queue = tasks.slice();
  let running = 0;
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    let stopped = false;
    const stop = (error?: unknown): void => {
      if (stopped) return;
      stopped = true;
      for (const w of pool) void w.terminate();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker: Worker): void => {
      const task = queue.shift();
      if (task === undefined) return;
      running++;
      worker.postMessage(task);
    };
    const finishIfDone = (): void => {
      if (queue.length === 0 && running === 0) stop();
    };
    for (let k = 0; k < Math.min(threads - 1, tasks.length - 1); k++) {
      const worker = new Worker(WORKER_URL, { workerData: specs });
      pool.push(worker);
      worker.on('message', (result: TaskResult) => {
        running--;
        onResult(result);
        feed(worker);
        finishIfDone();
      });
      worker.on('error', stop);
      for (let a = 0; a < AHEAD; a++) feed(worker);
    }
    // This thread plays a task, then lets the workers' results in before the next.
    const playHere = (): void => {
      if (stopped) return;
      const task = queue.shift();
      if (task === undefined) return finishIfDone();
      try {
        onResult(playTask(specs[task.run]!, rules[task.run]!, task));
      } catch (error) {
        return stop(error);
      }
      setImmediate(playHere);
    };
    playHere();
  });
}

/**
 * Plays games `range.from` to `range.to` (or 0 to `games`) of each run: per run, the summaries in
 * game order and the tally. `workers` threads play them: this one and workers − 1 worker threads.
 */
export async function playRuns(
  specs: readonly RunSpec[],
  games: number | { from: number; to: number },
  workers: number,
  progress: Progress = () => {},
): Promise<RunResult[]> {
  const { from, to } = typeof games === 'number' ? { from: 0, to: games } : games;
  const rules = specs.map((spec) => compileRules(spec.deck));
  const out: RunResult[] = specs.map((_, i) => ({
    from,
    to,
    summaries: new Array<GameSummary>(to - from),
    tally: emptyRunTally(rules[i]!),
  }));
  const tasks = tasksFor(specs.length, from, to);
  const total = specs.length * (to - from);
  let done = 0;
  const onResult = (result: TaskResult): void => {
    const run = out[result.run]!;
    result.summaries.forEach((s, j) => (run.summaries[result.from - from + j] = s));
    mergeRunTally(run.tally, result.tally);
    done += result.to - result.from;
    progress(done, total);
  };
  if (workers <= 1 || tasks.length <= 1)
    for (const task of tasks) onResult(playTask(specs[task.run]!, rules[task.run]!, task));
  else await playInWorkers(specs, rules, tasks, workers, onResult);
  return out;
}
