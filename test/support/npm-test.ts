// `npm test`: the lint and the type checks (`npm run lint`, `npm run typecheck`) run one after the
// other beside the vitest run, which spends much of its time waiting on Chromium and child
// processes. Their output is held back and printed once vitest is done, followed by one summary line,
// the last line of the run, that CI reads:
//   Tests: N passed, N failed
// Each check counts there as one test, so a lint or type error fails the run (and the exit code).
// Arguments go to vitest: `npm test -- test/site` (the checks still run; `npx vitest run test/site`
// runs the tests alone).

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summaryLine, type TestCounts } from './summary-reporter.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The package.json scripts run as checks, in this order. */
const CHECKS = ['lint', 'typecheck'];

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

/** Runs a command to its end; its output captured, or passed through with `inherit`. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  inherit = false,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** `npm run -s <script>`, with the npm that started this script when there is one. */
function npmRun(script: string): Promise<{ code: number; output: string }> {
  const npm = process.env.npm_execpath;
  const [command, args] = npm?.endsWith('.js') ? [process.execPath, [npm]] : [npm ?? 'npm', []];
  return run(command, [...args, 'run', '-s', script], process.env);
}

async function runChecks(): Promise<{ name: string; code: number; output: string }[]> {
  const results = [];
  for (const name of CHECKS) results.push({ name, ...(await npmRun(name)) });
  return results;
}

const work = mkdtempSync(join(tmpdir(), 'jibe-npm-test-'));
const summaryFile = join(work, 'summary.json');
// The tests' temporary folders (builds, game files, Chromium's profiles) go inside this run's own
// folder, removed at the end, so a run leaves nothing behind in the machine's temporary folder.
const vitestEnv = { ...process.env, NO_COLOR: '1', JIBE_TEST_SUMMARY: summaryFile, TMPDIR: work };
const [checks, vitest] = await Promise.all([
  runChecks(),
  run(
    process.execPath,
    [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)],
    vitestEnv,
    true,
  ),
]);

let counts: TestCounts;
try {
  counts = JSON.parse(readFileSync(summaryFile, 'utf8')) as TestCounts;
} catch {
  // vitest stopped before its reporters ran (a broken config, a crash): that is one failure.
  counts = { passed: 0, failed: 1, skipped: 0 };
  process.stdout.write(`\nvitest ended with code ${vitest.code} before reporting its tests\n`);
}
rmSync(work, { recursive: true, force: true });

for (const check of checks.filter((c) => c.code !== 0)) {
  process.stdout.write(`\n✗ npm run ${check.name} failed (exit code ${check.code}):\n${check.output.trimEnd()}\n`);
}
process.stdout.write('\n');
for (const check of checks) {
  if (check.code === 0) counts.passed++;
  else counts.failed++;
  process.stdout.write(
    `${check.code === 0 ? '✓' : '✗'} npm run ${check.name}${check.code === 0 ? '' : ' failed (see above)'}\n`,
  );
}
process.stdout.write(`\n${summaryLine(counts)}\n`);
process.exitCode = counts.failed > 0 || vitest.code !== 0 || checks.some((c) => c.code !== 0) ? 1 : 0;
