// Timing helpers for the benchmarks: warm up, then repeat until enough time has passed.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';

/** A clock in milliseconds. */
export type Clock = () => number;
/** Wall time. */
export const wallMs: Clock = () => performance.now();
/**
 * Processor time of this process (user and system): for single-threaded work on a machine others
 * share, where wall time also counts their turns on the processor.
 */
export const cpuMs: Clock = () => {
  const used = cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Mean time of one call in microseconds, after a warm-up, over at least `ms` milliseconds of `clock`. */
export function microsPerCall(fn: () => void, ms = 500, clock: Clock = wallMs): number {
  for (let i = 0; i < 200; i++) fn();
  let calls = 0;
  const start = clock();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    calls += 100;
    now = clock();
  }
  return ((now - start) * 1000) / calls;
}

/** Wall time of an async job in milliseconds. */
export async function millis(job: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await job();
  return performance.now() - start;
}

/**
 * Processor seconds used so far by this process's descendants that are still running (a browser
 * and its threads), read from Linux's /proc; null elsewhere. On a machine others share, it tells
 * the work apart from the turns the others took.
 */
export function descendantsCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command's name in brackets: state, parent, …; user and system time are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    used.set(Number(entry), Number(fields[11]) + Number(fields[12]));
  }
  let ticks = 0;
  for (const [pid, t] of used) {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === process.pid) {
        ticks += t;
        break;
      }
  }
  // Linux counts in clock ticks of 1/100 s (USER_HZ) on every common platform.
  return ticks / 100;
}
