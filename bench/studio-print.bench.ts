// The Studio's print files in a real Chromium on the built classic site (`npm run build`; without it
// the rows are left out): from a click on *Download print files* to the download, for the home
// sheets (A4 and Letter, long edge), the print-shop files (three PDFs and 81 PNGs) and the card PNGs,
// each made in the page's print threads by the code of `jibe build`; the first includes the threads'
// start. Then the card PNGs once more, which the threads have kept. Beside the wall time, the processor time the browser used (Linux only): on a machine
// others share, the wall time counts their turns too.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ROOT } from '../generator/deck-fs.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';
import { descendantsCpuSeconds } from './timing.ts';

const SITE = process.env.JIBE_BENCH_SITE ?? join(ROOT, 'output', 'classic', 'site');

/** Seconds from the click to the download of what `kind` makes, and the browser's processor seconds meanwhile. */
async function timePrint(page: Page, kind: string): Promise<{ wall: number; cpu: number | null }> {
  await page.locator('#studio-print-kind').selectOption(kind);
  const button = page.locator('#studio-print');
  await button.waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#studio-print')!.disabled, undefined, {
    timeout: 300_000,
  });
  const download = page.waitForEvent('download', { timeout: 300_000 });
  const start = Date.now();
  const cpu = descendantsCpuSeconds();
  await button.click();
  await download;
  const cpuAfter = descendantsCpuSeconds();
  return { wall: (Date.now() - start) / 1000, cpu: cpu === null || cpuAfter === null ? null : cpuAfter - cpu };
}

export default async function bench(): Promise<BenchRow[]> {
  if (!existsSync(join(SITE, 'studio', 'index.html'))) {
    process.stderr.write('studio-print bench: no built site (npm run build); skipped\n');
    return [];
  }
  const server = await serveStatic(SITE, '/');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}studio/`);
    const home = await timePrint(page, 'home');
    const shop = await timePrint(page, 'shop');
    const cards = await timePrint(page, 'cards');
    // The print threads keep what they made: the same files again, from a deck that did not change.
    const again = await timePrint(page, 'cards');
    await context.close();
    const rows: BenchRow[] = [
      { name: 'studio print: home sheets, A4 and Letter (first, threads start)', value: home.wall, unit: 's' },
      { name: 'studio print: shop files, 3 PDFs and 81 PNGs', value: shop.wall, unit: 's' },
      { name: 'studio print: card PNGs, 81 at 300 DPI', value: cards.wall, unit: 's' },
      {
        name: 'studio print: all print files of the classic deck',
        value: home.wall + shop.wall + cards.wall,
        unit: 's',
        aim: '< 10 s',
      },
    ];
    rows.push({ name: 'studio print: card PNGs again, the deck unchanged', value: again.wall, unit: 's' });
    const cpu = [home.cpu, shop.cpu, cards.cpu];
    if (cpu.every((c) => c !== null))
      rows.push({
        name: 'studio print: all of them, the browser’s processor time',
        value: cpu.reduce((a, b) => a + b, 0),
        unit: 's',
      });
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
