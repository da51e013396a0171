// The search bot (issue 39): how many moves it simulates in a millisecond of processor time, which
// is what `--think-ms` turns into its budget (SEARCH_MOVES_PER_MS), and how long one of its moves
// takes at the budget `--think-ms 50` gives, over turns of seeded 2- and 4-player games of the
// classic deck played by greedy bots. Processor time, not wall time: the machine may be shared.

import { cpuUsage } from 'node:process';
import { chooseAction, compileRules, type GameState, SEARCH_MOVES_PER_MS, searchAction } from '../engine/index.ts';
import { loadDeck } from '../generator/deck-fs.ts';
import { playSeededGame } from '../test/score/seeded-game.ts';
import type { BenchRow } from './run.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Processor milliseconds of `run`. */
function cpuMs(run: () => void): number {
  const start = cpuUsage();
  run();
  const used = cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export default async function benchLookahead(): Promise<BenchRow[]> {
  const rules = compileRules(loadDeck().deck);
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  const budget = 50 * SEARCH_MOVES_PER_MS;
  return [2, 4].flatMap((players) => {
    const states: GameState[] = [];
    for (const seed of [1, 2]) {
      const names = Array.from({ length: players }, (_, i) => `p${i}`);
      const { steps } = playSeededGame(rules, names, [cores[seed]!], seed, 'greedy');
      steps.forEach(({ before }, i) => {
        const s = before as GameState;
        if (i % 4 === 0 && s.round !== null && s.round.over === null) states.push(s);
      });
    }
    chooseAction('search', states[0]!, 1, { moves: budget });
    const times: number[] = [];
    let moves = 0;
    let spent = 0;
    for (const state of states) {
      const ms = cpuMs(() => searchAction(state, 7, { moves: budget }));
      times.push(ms);
      spent += ms;
      moves += budget;
    }
    return [
      {
        name: `search (${players} players): simulated moves a processor ms (SEARCH_MOVES_PER_MS is ${SEARCH_MOVES_PER_MS})`,
        value: moves / spent,
        unit: 'moves/ms',
      },
      {
        name: `search (${players} players): a move at --think-ms 50, median of ${times.length}`,
        value: median(times),
        unit: 'cpu ms',
      },
      {
        name: `search (${players} players): a move at --think-ms 50, slowest`,
        value: Math.max(...times),
        unit: 'cpu ms',
      },
    ];
  });
}
