// jibe preview says what an art file lost on import, and says it again after the file is saved
// with more (or less) that cannot be kept, in a real Chromium.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SIZE_PRESETS } from '../../generator/print/card-size.ts';
import { PAPERS } from '../../generator/print/paper.ts';
import { type PreviewServer, startPreview } from '../../generator/preview/preview-server-fs.ts';
import { connectBrowser, openWatchedPage } from '../support/browser.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'custom-deck');
const dir = mkdtempSync(join(tmpdir(), 'jibe-preview-art-'));
const rocket = join(dir, 'art', 'rocket.svg');

let server: PreviewServer;
let browser: Browser;
let page: Page;

const notes = (): Promise<string[]> => page.locator('#art-note-list li').allTextContents();

beforeAll(async () => {
  cpSync(FIXTURE, dir, { recursive: true });
  server = await startPreview({
    deck: dir,
    size: SIZE_PRESETS['tgc-hex']!,
    paper: PAPERS.a4!,
    port: 0,
    host: '127.0.0.1',
  });
  browser = await connectBrowser();
  ({ page } = await openWatchedPage(browser, 'desktop'));
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForFunction(() => Number(document.body.dataset.generation) > 0);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the page lists what the art lost, and follows a saved art file', async () => {
  // The fixture's rocket carries a script.
  await expect.poll(notes).toEqual(['art/rocket.svg: dropped a script']);
  expect(await page.locator('#art-notes').isVisible()).toBe(true);
  expect(await page.locator('#warnings').isHidden()).toBe(true);
  const text = readFileSync(rocket, 'utf8');
  writeFileSync(
    rocket,
    text.replace('</svg>', '<image href="data:image/png;base64,AA==" width="1" height="1"/></svg>'),
  );
  await expect
    .poll(notes, { timeout: 10_000 })
    .toEqual(['art/rocket.svg: dropped a script', 'art/rocket.svg: dropped an embedded image']);
  writeFileSync(rocket, text.replace(/<script>.*<\/script>/, ''));
  await expect.poll(notes, { timeout: 10_000 }).toEqual([]);
  expect(await page.locator('#art-notes').isHidden()).toBe(true);
});
