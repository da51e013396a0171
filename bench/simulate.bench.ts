// Simulator speed: greedy 4-player one-round games per second on one core (played in this thread),
// the speed-up from two threads (`workers` 2: this one and a worker thread) on the same games, with
// the worker's fixed start-up cost apart from the cost per game, and
// the wall time of 10,000 games of the default game (the rulebook's: 4 rounds for 4 players) on two.

import { loadDeck } from '../generator/deck-fs.ts';
import { specFor } from '../simulator/config.ts';
import type { RunSpec } from '../simulator/play.ts';
import { playRuns } from '../simulator/pool.ts';
import type { BenchRow } from './run.ts';
import { millis } from './timing.ts';

/** Wall and CPU time (every thread of the process) of a job, in milliseconds: CPU time barely moves when other programs load the machine. */
async function times(job: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const before = process.cpuUsage();
  const wall = await millis(job);
  const used = process.cpuUsage(before);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

export default async (): Promise<BenchRow[]> => {
  const deck = loadDeck().deck;
  const spec: RunSpec = { deck, players: 4, bots: ['greedy'], rounds: 1, seed: 1 };
  await playRuns([spec], 200, 1);
  const games = 3000;
  const { wall: one, cpu: oneCpu } = await times(() => playRuns([spec], games, 1));
  const { wall: two, cpu: twoCpu } = await times(() => playRuns([spec], games, 2));
  // A worker's fixed cost (starting a thread, loading the engine, its first games before they are
  // compiled), apart from the games: the CPU of a few games on two threads over the same on one.
  const few = 100;
  let startup = Infinity;
  for (let k = 0; k < 2; k++) {
    const { cpu: fewTwo } = await times(() => playRuns([spec], few, 2));
    const { cpu: fewOne } = await times(() => playRuns([spec], few, 1));
    startup = Math.min(startup, fewTwo - fewOne);
  }
  const rulebook = specFor(deck, 'classic', 4, undefined, ['greedy'], 1);
  const { wall: full, cpu: fullCpu } = await times(() => playRuns([rulebook], 10_000, 2));
  return [
    {
      name: 'simulate: greedy 4-player games, 1 core',
      value: (games / one) * 1000,
      unit: 'games/s',
      aim: '≥ 1500 games/s',
    },
    {
      name: 'simulate: greedy 4-player games per CPU-second, 1 thread',
      value: (games / oneCpu) * 1000,
      unit: 'games/s',
      aim: '≥ 1500 games/s',
    },
    { name: 'simulate: speed-up with 2 workers', value: one / two, unit: '×', aim: 'near 2 on 2 free cores' },
    {
      name: 'simulate: CPU per game, 2 workers over 1 thread',
      value: twoCpu / oneCpu,
      unit: '×',
      aim: 'near 1 (no overhead)',
    },
    { name: 'simulate: start-up of a worker (thread, engine, warm-up), CPU', value: startup, unit: 'ms' },
    {
      name: 'simulate: CPU per game, 2 workers over 1 thread, start-up apart',
      value: (twoCpu - startup) / oneCpu,
      unit: '×',
      aim: 'near 1 (no overhead)',
    },
    { name: 'simulate: 10,000 default games, 2 workers', value: full / 1000, unit: 's', aim: '< 15 s' },
    { name: 'simulate: 10,000 default games, CPU time / 2 cores', value: fullCpu / 2000, unit: 's', aim: '< 15 s' },
  ];
};
