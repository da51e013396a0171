// The Studio's rulebook in a real Chromium on the built classic site (`npm run build`; without it
// the rows are left out): from a click on *Download print files* to the download, for the rulebook
// on A4 and Letter (the first, the print thread's and the rulebook code's start included) and the
// player aid on both, each made in the page's print thread by the code of `jibe build`; and `jibe
// rulebook` (both papers, with the site's HTML) as a process in the same run, for comparison.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ROOT } from '../generator/deck-fs.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';

const SITE = process.env.JIBE_BENCH_SITE ?? join(ROOT, 'output', 'classic', 'site');
/** The base path the site was built under (JIBE_SITE_BASE of its build). */
const BASE = process.env.JIBE_BENCH_SITE_BASE ?? '/';

/** Seconds from the click to the download of what `kind` makes on both papers. */
async function timeMake(page: Page, kind: string): Promise<number> {
  await page.locator('#studio-print-kind').selectOption(kind);
  await page.locator('#studio-print-paper').selectOption('both');
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#studio-print')!.disabled, undefined, {
    timeout: 300_000,
  });
  const download = page.waitForEvent('download', { timeout: 300_000 });
  const start = Date.now();
  await page.locator('#studio-print').click();
  await download;
  return (Date.now() - start) / 1000;
}

function timeCli(): number {
  const out = mkdtempSync(join(tmpdir(), 'jibe-bench-rulebook-'));
  try {
    const start = Date.now();
    const run = spawnSync(process.execPath, ['bin/jibe.js', 'rulebook', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`jibe rulebook failed: ${run.stderr}`);
    return (Date.now() - start) / 1000;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<BenchRow[]> {
  if (!existsSync(join(SITE, 'studio', 'index.html'))) {
    process.stderr.write('studio-rulebook bench: no built site (npm run build); skipped\n');
    return [];
  }
  const server = await serveStatic(SITE, BASE);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  let rulebook: number;
  let aid: number;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}studio/`);
    rulebook = await timeMake(page, 'rulebook');
    aid = await timeMake(page, 'player-aid');
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return [
    { name: 'studio rulebook: A4 and Letter (first, thread start included)', value: rulebook, unit: 's' },
    { name: 'studio rulebook: player aid, A4 and Letter', value: aid, unit: 's' },
    { name: 'studio rulebook: jibe rulebook, the process whole (PDFs and HTML)', value: timeCli(), unit: 's' },
  ];
}
