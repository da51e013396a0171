import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 600_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/**/*.browser.test.ts'] } },
      // Browser tests share one global setup: Chromium installed if missing, the site built once.
      // A real browser on a busy 2-core machine can take its time: a longer limit, still a limit.
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.ts'],
          globalSetup: ['test/support/site-setup.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
