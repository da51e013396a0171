import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { keepRendererMemory } from './generator/print/renderer-memory.ts';

// The test workers render cards as `jibe` does: set here, before the workers start, they inherit it.
keepRendererMemory();
// The tests' temporary folders (builds, game files, Chromium's profiles) go inside one folder of
// this run, removed when it ends, so that a run of `npx vitest` leaves nothing behind either. The
// test site, built once per change of its inputs, stays in the system's folder (site-setup.ts).
process.env.JIBE_SYSTEM_TMPDIR ??= tmpdir();
const runFolder = mkdtempSync(join(tmpdir(), 'jibe-test-run-'));
process.env.TMPDIR = runFolder;
// Workers may still be writing into it when a signal stops the run: tried again, and never in the way of the exit.
const removeRunFolder = () => {
  try {
    rmSync(runFolder, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    // Left for the system to clear: the run is ending either way.
  }
};
process.on('exit', removeRunFolder);
// Stopped by a signal, the run removes it too, then stops as the signal would have stopped it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    removeRunFolder();
    process.kill(process.pid, signal);
  });

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    // A test's budget holds at four times the load it was timed at: the slowest unit tests without a
    // budget of their own take up to about 28 s alone on 2 cores, and 30 s was hit on a machine
    // running other work beside them (load 13 to 22). A test that needs more has a budget of its own;
    // `npm run test:busy` runs both projects beside three busy processes, as a check of these.
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than there are cores: a single worker on a 2-core machine,
    // every file one after the other. One worker a core keeps both cores busy (the browser files spend
    // part of their time waiting on Chromium). One worker more than the cores was slower on 2 cores
    // (344 s and 646 processor-seconds, against 300-317 s and 555-586 with two): each worker more adds
    // a Node process and more Chromium pages at once, and memory a process touches for the first time
    // can be costly on a virtual machine (about 3 s a gigabyte on the 2-core machines measured).
    maxWorkers: availableParallelism(),
    hookTimeout: 600_000,
    projects: [
      // The unit files share their workers' modules instead of importing the engine and the generator
      // again for each file (about a third of the unit tests' CPU time); restore-process.ts puts back
      // what a file changes in its process (environment, working folder, exit code).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.browser.test.ts'],
          isolate: false,
          setupFiles: ['test/support/restore-process.ts'],
        },
      },
      // Browser tests share one global setup: Chromium installed if missing, the site built once.
      // Their files may run side by side, each with its own contexts and server, and share their
      // workers' modules as the unit files do, the worker's one Chromium among them (browser.ts).
      // A real browser on a busy 2-core machine can take its time: a longer limit, still a limit.
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.ts'],
          isolate: false,
          setupFiles: ['test/support/restore-process.ts'],
          globalSetup: ['test/support/browser-setup.ts', 'test/support/site-setup.ts'],
          testTimeout: 240_000,
          // expect.poll gives up after 1 s by default: too short for a page on a machine that is
          // also running the unit tests beside it. The same checks, with more patience.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
