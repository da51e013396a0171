// Timing helpers for the benchmarks: warm up, then repeat until enough time has passed.

/** Mean time of one call in microseconds, after a warm-up, over at least `ms` milliseconds. */
export function microsPerCall(fn: () => void, ms = 500): number {
  for (let i = 0; i < 200; i++) fn();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    calls += 100;
    now = performance.now();
  }
  return ((now - start) * 1000) / calls;
}

/** Wall time of an async job in milliseconds. */
export async function millis(job: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await job();
  return performance.now() - start;
}
