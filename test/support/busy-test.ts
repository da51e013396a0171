// `npm run test:busy`: the unit project, then the browser project, each run while three other
// processes keep the processor busy, as on a shared machine or a loaded CI runner. The tests must
// pass so: no test may depend on a wall-clock margin that a busy machine eats (vitest.config.ts).
// Prints each project's time and the load beside it, then one line per project; exits 1 if either
// failed. `--busy N` changes the number of busy processes; other arguments go to vitest.
//   npm run test:busy
//   npm run test:busy -- --busy 6 test/generator

import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const PROJECTS = ['unit', 'browser'] as const;

const args = process.argv.slice(2);
const busyAt = args.indexOf('--busy');
const busy = busyAt === -1 ? 3 : Number(args[busyAt + 1]);
if (!Number.isInteger(busy) || busy < 0) {
  process.stderr.write('--busy: give a whole number of busy processes (0 or more)\n');
  process.exit(2);
}
const forwarded = busyAt === -1 ? args : [...args.slice(0, busyAt), ...args.slice(busyAt + 2)];

/** A process that spins on the processor until it is stopped. */
const burn = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

const burners: ChildProcess[] = [];
let vitest: ChildProcess | null = null;
const stopAll = (): void => {
  for (const burner of burners) burner.kill('SIGKILL');
  burners.length = 0;
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    vitest?.kill(signal);
    process.kill(process.pid, signal);
  });

/** Runs one project beside the busy processes; resolves its exit code, its time and the load seen. */
function runProject(project: string): Promise<{ code: number; seconds: number; load: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let highest = 0;
    const watch = setInterval(() => {
      highest = Math.max(highest, loadavg()[0]!);
    }, 5_000);
    vitest = spawn(process.execPath, [VITEST, 'run', '--project', project, ...forwarded], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    vitest.on('close', (code, signal) => {
      clearInterval(watch);
      vitest = null;
      resolve({
        code: code ?? (signal ? 128 : 1),
        seconds: (performance.now() - started) / 1000,
        load: Math.max(highest, loadavg()[0]!),
      });
    });
  });
}

for (let i = 0; i < busy; i++) burners.push(burn());
const results: string[] = [];
let failed = false;
for (const project of PROJECTS) {
  const { code, seconds, load } = await runProject(project);
  failed ||= code !== 0;
  const minutes = `${Math.floor(seconds / 60)} m ${Math.round(seconds % 60)} s`;
  results.push(
    `${project}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} beside ${busy} busy processes (load average up to ${load.toFixed(1)})`,
  );
}
stopAll();
process.stdout.write(`\n${results.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
