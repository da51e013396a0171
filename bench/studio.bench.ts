// Jibe Studio in a real Chromium at 390 × 844 on the built classic site (`npm run build`; without
// it the rows are left out): what its first visit downloads (gzipped, as a host sends it), the
// first drawing of the 80 faces, and the time from an edit to the changed face on screen (scrolled
// into view first): a value typed (the faces with that icon change) and a colour chosen (every face
// with that colour changes), the page's own clock from the event to the frame after the new picture
// decoded. JIBE_BENCH_SITE names another built site (to hold a change against the one before it).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { ROOT } from '../generator/deck-fs.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';

const SITE = process.env.JIBE_BENCH_SITE ?? join(ROOT, 'output', 'classic', 'site');
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

/** An edit: the control changed, the event it fires, its values in turn, and the face that shows it. */
interface Edit {
  control: string;
  event: 'input' | 'change';
  values: (i: number) => string;
  card: string;
}

const VALUE: Edit = {
  control: '.icon-row[data-icon="fire"] input[data-key$=".value"]',
  event: 'input',
  values: (i) => String(60 + i),
  card: 'key-fire',
};

const COLOUR: Edit = {
  control: 'fieldset.colour[data-colour="red"] input[type=color]',
  event: 'change',
  values: (i) => `#${(0xa02000 + i * 0x050301).toString(16)}`,
  card: 'key-fire',
};

/** From the event to the next frame after the face's new picture decoded, in ms. */
async function editToFace(page: Page, edit: Edit, i: number): Promise<number> {
  return page.evaluate(
    async ({ control, event, value, card }) => {
      const input = document.querySelector<HTMLInputElement>(control)!;
      const img = document.querySelector<HTMLImageElement>(`#studio-grid li[data-card="${card}"] img`)!;
      const before = img.src;
      const start = performance.now();
      input.value = value;
      input.dispatchEvent(new Event(event, { bubbles: true }));
      await new Promise<void>((resolve) => {
        const check = () => (img.src !== before ? resolve() : requestAnimationFrame(check));
        check();
      });
      await img.decode();
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return performance.now() - start;
    },
    { control: edit.control, event: edit.event, value: edit.values(i), card: edit.card },
  );
}

/** The median and the largest time of `EDITS` edits, each waited for until every face shows it. */
async function timeEdits(page: Page, edit: Edit): Promise<{ median: number; max: number }> {
  await page.locator(`#studio-grid li[data-card="${edit.card}"]`).scrollIntoViewIfNeeded();
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    times.push(await editToFace(page, edit, i));
    await drawn(page);
  }
  return { median: median(times), max: Math.max(...times) };
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
    const value = await timeEdits(page, VALUE);
    const colour = await timeEdits(page, COLOUR);
    await context.close();
    const rows = (what: string, t: { median: number; max: number }): BenchRow[] => [
      { name: `studio: ${what} to face on screen (median of ${EDITS})`, value: t.median, unit: 'ms', aim: '≤ 500 ms' },
      { name: `studio: ${what} to face on screen (max of ${EDITS})`, value: t.max, unit: 'ms', aim: '≤ 500 ms' },
    ];
    return [
      { name: 'studio: first visit, every file (gzipped)', value: total / 1024, unit: 'KB' },
      { name: 'studio: first visit, load to 80 faces drawn', value: firstDrawing / 1000, unit: 's' },
      ...rows('value edit', value),
      ...rows('colour edit', colour),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
