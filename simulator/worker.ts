// A simulation worker thread: receives ranges of game indexes, plays them, posts their summaries.

import { parentPort, workerData } from 'node:worker_threads';
import { compileRules } from '../engine/rules.ts';
import type { RunSpec } from './play.ts';
import { setupFor } from './play.ts';
import { simulateGame } from './summary.ts';
import type { Task, TaskResult } from './pool.ts';

const specs = workerData as RunSpec[];
const rules = specs.map((spec) => compileRules(spec.deck));

parentPort!.on('message', (task: Task) => {
  const summaries = [];
  for (let i = task.from; i < task.to; i++)
    summaries.push(simulateGame(rules[task.run]!, setupFor(specs[task.run]!, i), i));
  parentPort!.postMessage({ ...task, summaries } satisfies TaskResult);
});
