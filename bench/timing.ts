// Timing helpers for the benchmarks: warm up, then repeat until enough time has passed.

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
