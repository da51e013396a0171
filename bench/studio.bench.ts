// Jibe Studio in a real Chromium at 390 × 844 on the built classic site (`npm run build`; without
// it the rows are left out): what its first visit downloads (gzipped, as a host sends it), the
// first drawing of the 80 faces, and the time from an edit (a value typed) to the changed face on
// screen, the page's own clock from the input event to the frame after the new picture decoded.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { ROOT } from '../generator/deck-fs.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';

const SITE = join(ROOT, 'output', 'classic', 'site');
const EDITS = 10;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const el = document.getElementById('studio');
      return el !== null && el.dataset.drawn === el.dataset.version && el.dataset.state !== 'drawing';
    },
    undefined,
    { timeout: 300_000, polling: 16 },
  );
}

/** From the input event to the next frame after key-fire's new picture decoded, in ms. */
async function editToFace(page: Page, value: number): Promise<number> {
  return page.evaluate(async (v) => {
    const input = document.querySelector<HTMLInputElement>('.icon-row[data-icon="fire"] input[data-key$=".value"]')!;
    const img = document.querySelector<HTMLImageElement>('#studio-grid li[data-card="key-fire"] img')!;
    const before = img.src;
    const start = performance.now();
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () => (img.src !== before ? resolve() : requestAnimationFrame(check));
      check();
    });
    await img.decode();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return performance.now() - start;
  }, value);
}

export default async function bench(): Promise<BenchRow[]> {
  if (!existsSync(join(SITE, 'studio', 'index.html'))) {
    process.stderr.write('studio bench: no built site (npm run build); skipped\n');
    return [];
  }
  const server = await serveStatic(SITE, '/');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const fetched = new Map<string, number>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const file = join(SITE, decodeURIComponent(path.endsWith('/') ? `${path}index.html` : path));
      if (existsSync(file)) fetched.set(path, gzipSync(readFileSync(file)).length);
    });
    const start = Date.now();
    await page.goto(`${server.url}studio/`);
    await drawn(page);
    const firstDrawing = Date.now() - start;
    const total = [...fetched.values()].reduce((a, b) => a + b, 0);
    const times: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      times.push(await editToFace(page, 60 + i));
      await drawn(page);
    }
    await context.close();
    return [
      { name: 'studio: first visit, every file (gzipped)', value: total / 1024, unit: 'KB' },
      { name: 'studio: first visit, load to 80 faces drawn', value: firstDrawing / 1000, unit: 's' },
      {
        name: `studio: edit to face on screen (median of ${EDITS})`,
        value: median(times),
        unit: 'ms',
        aim: '< 500 ms',
      },
      {
        name: `studio: edit to face on screen (max of ${EDITS})`,
        value: Math.max(...times),
        unit: 'ms',
        aim: '< 500 ms',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
