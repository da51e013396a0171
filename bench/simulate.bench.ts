// Simulator speed: greedy 4-player games per second on one core (played in this thread), and the
// speed-up from two worker threads on the same games.

import { playRuns } from '../simulator/pool.ts';
import type { RunSpec } from '../simulator/play.ts';
import { loadDeck } from '../generator/deck-fs.ts';
import type { BenchRow } from './run.ts';
import { millis } from './timing.ts';

export default async (): Promise<BenchRow[]> => {
  const spec: RunSpec = { deck: loadDeck().deck, players: 4, bots: ['greedy'], rounds: 1, seed: 1 };
  await playRuns([spec], 200, 1);
  const games = 3000;
  const one = await millis(() => playRuns([spec], games, 1));
  const two = await millis(() => playRuns([spec], games, 2));
  return [
    {
      name: 'simulate: greedy 4-player games, 1 core',
      value: (games / one) * 1000,
      unit: 'games/s',
      aim: '≥ 300 games/s',
    },
    { name: 'simulate: speed-up with 2 workers', value: one / two, unit: '×', aim: 'near 2 on 2 free cores' },
  ];
};
