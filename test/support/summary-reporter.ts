// Prints `Tests: N passed, N failed[, N skipped]` as the very last line of a run, a summary line
// that CI reads (vitest's own summary is not recognised there). Under `npm test` the checks run
// beside vitest (test/support/npm-test.ts): then JIBE_TEST_SUMMARY names a file, the counts go there
// as JSON, and npm-test.ts prints the line itself, after the checks' results.

import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export function summaryLine({ passed, failed, skipped }: TestCounts): string {
  return `Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts: TestCounts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else counts.skipped++;
      }
      // A file that failed outside its tests (an import, a beforeAll) counts once, whatever its
      // tests did: its skipped tests would otherwise hide it.
      counts.failed += module.state() === 'failed' ? Math.max(1, failedHere) : failedHere;
    }
    const file = process.env.JIBE_TEST_SUMMARY;
    if (file) writeFileSync(file, JSON.stringify(counts));
    else process.stdout.write(`\n${summaryLine(counts)}\n`);
  }
}
