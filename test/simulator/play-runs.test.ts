// The games' plan on threads (simulator/play-runs.ts) with an edge like the Studio's, whose caller
// plays nothing: the same results as the command line's worker threads for any number of threads,
// cancelled at once when asked, and a thread's failure is the run's.

import { describe, expect, test } from 'vitest';
import { compileRules } from '../../engine/core.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { playRunsOn, playTask, type Task, type ThreadEdge } from '../../simulator/play-runs.ts';
import { playRuns } from '../../simulator/pool.ts';
import { classicDeck } from '../support/classic.ts';

const spec: RunSpec = { deck: classicDeck, players: 3, bots: ['greedy', 'careful'], rounds: 2, seed: 9 };

/** Stand-in threads that play each task a turn of the event loop later, as a Web Worker would; `fail` makes one fail. */
function pageThreads(threads: number, fail?: (task: Task) => boolean) {
  const log = { started: 0, stopped: 0, posted: 0 };
  const edge: ThreadEdge = {
    threads,
    start(specs, onResult, onError) {
      log.started++;
      const rules = specs.map((s) => compileRules(s.deck));
      let stopped = false;
      return {
        post(task) {
          log.posted++;
          setTimeout(() => {
            if (stopped) return;
            if (fail?.(task)) onError(new Error(`task ${task.from} failed`));
            else onResult(structuredClone(playTask(specs[task.run]!, rules[task.run]!, task)));
          }, 0);
        },
        stop() {
          stopped = true;
          log.stopped++;
        },
      };
    },
  };
  return { edge, log };
}

describe('the games played on threads the caller does not play on', () => {
  test.each([
    ['one thread', 1],
    ['three threads', 3],
  ])('%s: the results of the command line’s worker threads', async (_, threads) => {
    const [cli] = await playRuns([spec], 130, 2);
    const { edge, log } = pageThreads(threads);
    const progress: number[] = [];
    const [page] = await playRunsOn(edge, [spec], 130, (done) => progress.push(done));
    expect(page).toEqual(cli);
    expect(log.started).toBe(threads);
    expect(log.stopped).toBe(threads);
    expect(progress.at(-1)).toBe(130);
  });

  test('an abort stops every thread and rejects as cancelled; no result lands after it', async () => {
    const { edge, log } = pageThreads(2);
    const controller = new AbortController();
    const progress: number[] = [];
    const run = playRunsOn(
      edge,
      [spec],
      400,
      (done) => {
        progress.push(done);
        controller.abort();
      },
      controller.signal,
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(log.stopped).toBe(2);
    expect(progress).toEqual([50]);
    expect(log.posted).toBeLessThan(8);
  });

  test('a signal aborted before the start starts no thread', async () => {
    const { edge, log } = pageThreads(2);
    await expect(playRunsOn(edge, [spec], 100, undefined, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(log.started).toBe(0);
  });

  test("a thread's failure is the run's, and stops the other threads", async () => {
    const { edge, log } = pageThreads(3, (task) => task.from === 100);
    await expect(playRunsOn(edge, [spec], 300)).rejects.toThrow('task 100 failed');
    expect(log.stopped).toBe(3);
  });
});
