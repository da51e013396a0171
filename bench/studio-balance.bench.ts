// The Studio's balance games in a real Chromium on the built classic site (`npm run build`; without
// it the row is left out): from a click on *Play balance games* to the findings on the screen, for
// `jibe simulate`'s default run (1000 games of the rulebook's game, 4 greedy players), played in the
// page's balance threads (their start included); and `jibe simulate --games 1000` on the command
// line in the same run, as a process started as a user starts it, for comparison.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../generator/deck-fs.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';

const SITE = process.env.JIBE_BENCH_SITE ?? join(ROOT, 'output', 'classic', 'site');
/** The base path the site was built under (JIBE_SITE_BASE of its build). */
const BASE = process.env.JIBE_BENCH_SITE_BASE ?? '/';
const GAMES = 1000;

/** Seconds from the click to the findings of GAMES games in the Studio. */
async function timeStudio(): Promise<{ seconds: number; threads: number }> {
  const server = await serveStatic(SITE, BASE);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}studio/`);
    await page.locator('#studio-balance-games').fill(String(GAMES));
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('#studio-balance-run')!.disabled,
      undefined,
      { timeout: 300_000 },
    );
    const start = Date.now();
    await page.locator('#studio-balance-run').click();
    await page.waitForFunction(
      () => document.querySelector('#studio-balance-findings')!.getAttribute('data-state') === 'current',
      undefined,
      { timeout: 600_000 },
    );
    return { seconds: (Date.now() - start) / 1000, threads: await page.evaluate(() => navigator.hardwareConcurrency) };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Seconds of `jibe simulate --games GAMES` as a process, its cache out of the way. */
function timeCli(): number {
  const out = mkdtempSync(join(tmpdir(), 'jibe-bench-balance-'));
  try {
    const start = Date.now();
    const run = spawnSync(process.execPath, ['bin/jibe.js', 'simulate', '--games', String(GAMES), '--out', out], {
      cwd: ROOT,
      env: { ...process.env, JIBE_OUTPUT: join(out, 'output') },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`jibe simulate failed: ${run.stderr}`);
    return (Date.now() - start) / 1000;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<BenchRow[]> {
  if (!existsSync(join(SITE, 'studio', 'index.html'))) {
    process.stderr.write('studio-balance bench: no built site (npm run build); skipped\n');
    return [];
  }
  const studio = await timeStudio();
  const cli = timeCli();
  return [
    {
      name: `studio balance: ${GAMES} games in Chromium, ${studio.threads} threads (their start included)`,
      value: studio.seconds,
      unit: 's',
    },
    { name: `studio balance: jibe simulate --games ${GAMES}, the process whole`, value: cli, unit: 's' },
  ];
}
