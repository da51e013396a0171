// Start of the `jibe` command line as a user meets it: a new Node process for `jibe --help` and for
// `jibe cards --json` (the deck read and checked), next to a bare Node process for scale. Each is the
// median of several runs: wall time (the aim) and the process's CPU time, which a busy machine
// disturbs less. The commands' heavy libraries (pdfkit, resvg, Handlebars) load only when their
// command runs, so these two stay light.

import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './run.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 7;
/** Loaded before the program: at exit, writes the process's CPU time (all threads) to stderr. */
const CPU_HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\ncpu-us '+(u.user+u.system)+'\\n')})`;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median wall and CPU milliseconds of `node args…` run from the repository root, after one unmeasured run. */
function start(args: string[]): { wall: number; cpu: number } {
  const once = (): { wall: number; cpu: number } => {
    const begin = performance.now();
    const run = spawnSync(process.execPath, ['--import', CPU_HOOK, ...args], { cwd: ROOT, encoding: 'utf8' });
    const wall = performance.now() - begin;
    const cpu = /\ncpu-us (\d+)\n$/.exec(run.stderr);
    if (run.status !== 0 || !cpu) throw new Error(`node ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
    return { wall, cpu: Number(cpu[1]) / 1000 };
  };
  once();
  const runs = Array.from({ length: RUNS }, once);
  return { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
}

export default async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  for (const [name, args, aim] of [
    ['node -e 0 (bare Node, for scale)', ['-e', '0']],
    ['jibe --help', ['bin/jibe.js', '--help'], '< 300 ms'],
    ['jibe cards --json', ['bin/jibe.js', 'cards', '--json'], '< 300 ms'],
  ] as const) {
    const { wall, cpu } = start([...args]);
    rows.push({ name: `cli start: ${name}`, value: wall, unit: 'ms', ...(aim ? { aim } : {}) });
    rows.push({ name: `cli start: ${name}, CPU time`, value: cpu, unit: 'ms' });
  }
  return rows;
};
