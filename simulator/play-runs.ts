// Playing the games of one or more runs on threads, as a plan both edges share: the command line's
// worker threads (pool.ts) and the Studio's Web Workers start the threads, and everything else (the
// tasks, who gets which, where each result lands, cancelling) lives here once. Games are handed out
// in small ranges as threads become free, every summary lands at its own index and the tallies are
// whole numbers, so the result does not depend on the number of threads or on which finished first.

import { compileRules, type Rules } from '../engine/core.ts';
import { type RunSpec, setupFor } from './play.ts';
import { type GameSummary, simulateGame } from './summary.ts';
import { emptyRunTally, mergeRunTally, type RunTally } from './tally.ts';

export type { RunSpec } from './play.ts';

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

/** Called after each finished task with the games done so far and the total. */
export type Progress = (done: number, total: number) => void;

/** A thread that plays tasks: each task posted comes back once, through the `onResult` it was started with. */
export interface TaskThread {
  post(task: Task): void;
  stop(): void;
}

/**
 * Where the games are played: `threads` threads that `start` makes (given the specs, where to send
 * each result and where to report a failure). With `playHere`, the calling thread plays too,
 * between results (it is one of the `threads`), handing control back through `playHere` after each
 * task; without it, every game is played in the started threads (a page must keep answering).
 */
export interface ThreadEdge {
  threads: number;
  start(specs: readonly RunSpec[], onResult: (r: TaskResult) => void, onError: (e: unknown) => void): TaskThread;
  playHere?: (next: () => void) => void;
}

/** Games per task: small enough for a smooth progress bar and even load, large enough that messages cost little. */
const CHUNK = 50;

/** Tasks a thread holds at once: the next one is waiting when it posts a result, so it never waits for the caller. */
const AHEAD = 2;

function tasksFor(runs: number, from: number, to: number): Task[] {
  const tasks: Task[] = [];
  for (let run = 0; run < runs; run++)
    for (let start = from; start < to; start += CHUNK)
      tasks.push({ run, from: start, to: Math.min(to, start + CHUNK) });
  return tasks;
}

/** Plays one task's games in this thread (every thread that plays calls it). */
export function playTask(spec: RunSpec, rules: Rules, task: Task): TaskResult {
  const tally = emptyRunTally(rules);
  const summaries: GameSummary[] = [];
  for (let i = task.from; i < task.to; i++) summaries.push(simulateGame(rules, setupFor(spec, i), i, tally));
  return { ...task, summaries, tally };
}

/** The error a cancelled run rejects with. */
export const cancelled = (): Error => Object.assign(new Error('the games were cancelled'), { name: 'AbortError' });

/** Plays the tasks on the edge's threads; rejects on a thread's failure or when `signal` aborts. */
function playOnThreads(
  specs: readonly RunSpec[],
  rules: readonly Rules[],
  tasks: readonly Task[],
  edge: ThreadEdge,
  onResult: (r: TaskResult) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const queue = tasks.slice();
  const here = edge.playHere;
  let running = 0;
  return new Promise((resolve, reject) => {
    const pool: TaskThread[] = [];
    let stopped = false;
    const stop = (error?: unknown): void => {
      if (stopped) return;
      stopped = true;
      signal?.removeEventListener('abort', abort);
      for (const t of pool) t.stop();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const abort = (): void => stop(cancelled());
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
    const finishIfDone = (): void => {
      if (queue.length === 0 && running === 0) stop();
    };
    // A thread costs a start-up (loading the engine, compiling the rules, warming up), so with
    // `playHere` the caller, idle otherwise, is one of the threads.
    const workers = here
      ? Math.min(edge.threads - 1, tasks.length - 1)
      : Math.min(Math.max(1, edge.threads), tasks.length);
    for (let k = 0; k < workers; k++) {
      let thread: TaskThread | undefined;
      const feed = (): void => {
        const task = queue.shift();
        if (task === undefined || stopped) return;
        running++;
        thread!.post(task);
      };
      thread = edge.start(
        specs,
        (result) => {
          if (stopped) return;
          running--;
          onResult(result);
          feed();
          finishIfDone();
        },
        stop,
      );
      pool.push(thread);
      for (let a = 0; a < AHEAD; a++) feed();
    }
    if (here === undefined) return finishIfDone();
    // This thread plays a task, then lets the threads' results in before the next.
    const playHere = (): void => {
      if (stopped) return;
      const task = queue.shift();
      if (task === undefined) return finishIfDone();
      try {
        onResult(playTask(specs[task.run]!, rules[task.run]!, task));
      } catch (error) {
        return stop(error);
      }
      here(playHere);
    };
    playHere();
  });
}

/**
 * Plays games `range.from` to `range.to` (or 0 to `games`) of each run on the edge's threads: per
 * run, the summaries in game order and the tally.
 */
export async function playRunsOn(
  edge: ThreadEdge,
  specs: readonly RunSpec[],
  games: number | { from: number; to: number },
  progress: Progress = () => {},
  signal?: AbortSignal,
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
  if (edge.playHere !== undefined && (edge.threads <= 1 || tasks.length <= 1))
    for (const task of tasks) onResult(playTask(specs[task.run]!, rules[task.run]!, task));
  else await playOnThreads(specs, rules, tasks, edge, onResult, signal);
  return out;
}

/**
 * A result as the results cache and shard files keep it, through JSON: every road to a report (a
 * run, a cached run, a merge of shards, the Studio's workers) sees the same values.
 */
export const settledResult = (result: RunResult): RunResult => JSON.parse(JSON.stringify(result)) as RunResult;
