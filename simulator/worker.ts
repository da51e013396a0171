// A simulation worker thread: receives ranges of game indexes, plays them, posts their summaries and counts.

import { parentPort, workerData } from 'node:worker_threads';
import { compileRules } from '../engine/core.ts';
import type { RunSpec } from './play.ts';
import { playTask, type Task } from './play-runs.ts';

const specs = workerData as RunSpec[];
const rules = specs.map((spec) => compileRules(spec.deck));

parentPort!.on('message', (task: Task) => parentPort!.postMessage(playTask(specs[task.run]!, rules[task.run]!, task)));
