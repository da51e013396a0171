// A balance thread: the Studio's Web Worker that plays ranges of a run's games with the code of
// `jibe simulate` (simulator/play-runs.ts' playTask, as its worker threads do), and posts their
// summaries and counts. The first message brings the runs' specs; each next one a task.

import { compileRules, type Rules } from '../../../engine/core.ts';
import { playTask, type RunSpec, type Task } from '../../../simulator/play-runs.ts';

export type BalanceRequest = { specs: RunSpec[] } | { task: Task };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BalanceRequest>) => void) | null;
  postMessage(reply: unknown): void;
};

let specs: RunSpec[] = [];
let rules: Rules[] = [];

scope.onmessage = ({ data }) => {
  if ('specs' in data) {
    specs = data.specs;
    rules = specs.map((spec) => compileRules(spec.deck));
    return;
  }
  const { task } = data;
  scope.postMessage(playTask(specs[task.run]!, rules[task.run]!, task));
};
