// The Studio's rulebook and player aid in Chromium: made in the page's print thread by the code of
// `jibe build` (draw/rulebook/) and caught as downloads, they have the build's page counts and every
// page rendered by pdftoppm the same to the pixel (the bundle keeps the package each icon's art came
// from, so even the cover's credits agree); both papers come as one zip laid out as under output/.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageCount, worstPageDifference } from '../draw/print-compare.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { runCli } from '../support/run-cli.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';

let server: StaticServer;
let browser: FileBrowser;
withSiteAndBrowser((s, b) => {
  server = s;
  browser = b;
});
const tmp = mkdtempSync(join(tmpdir(), 'jibe-studio-rulebook-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let built: string;
beforeAll(async () => {
  const run = await runCli(['rulebook', '--out', join(tmp, 'build')]);
  expect(run.code).toBe(0);
  built = join(tmp, 'build');
}, 300_000);

// The first drawing and the print thread's start (resvg, fonts, pdfkit) on a busy machine: a bound, not a margin.
const WAIT = { timeout: 240_000 };

async function downloadPrint(page: Page, name: string): Promise<Uint8Array> {
  const download = page.waitForEvent('download', WAIT);
  await page.getByRole('button', { name: 'Download print files' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const path = join(tmp, name);
  await file.saveAs(path);
  return readFileSync(path);
}

function expectSame(pdf: Uint8Array, file: string): void {
  const theirs = readFileSync(join(built, file));
  expect(pageCount(pdf), file).toBe(pageCount(theirs));
  expect(worstPageDifference(pdf, theirs, 20), file).toBe(0);
}

describe('the Studio makes the rulebook and the player aid', () => {
  test('chosen with the visible controls, they download as jibe build makes them', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Download print files' });
    await expect.poll(() => button.isEnabled(), { ...WAIT, interval: 200 }).toBe(true);
    await page.getByLabel('Make').selectOption({ label: 'Rulebook (PDF)' });
    expect(await page.getByLabel('Printing').isDisabled()).toBe(true);
    expect(await page.getByLabel('Low ink (light bands and back)').isDisabled()).toBe(true);
    const zip = unzipSync(await downloadPrint(page, 'classic-rulebook.zip'));
    expect(Object.keys(zip).sort()).toEqual(['classic/rulebook-a4.pdf', 'classic/rulebook-letter.pdf']);
    expectSame(zip['classic/rulebook-a4.pdf']!, 'rulebook-a4.pdf');
    expectSame(zip['classic/rulebook-letter.pdf']!, 'rulebook-letter.pdf');

    await page.getByLabel('Make').selectOption({ label: 'Player aid (PDF)' });
    await page.getByLabel('Paper').selectOption({ label: 'A4' });
    expectSame(await downloadPrint(page, 'classic-player-aid-a4.pdf'), 'player-aid-a4.pdf');
    await expect.poll(() => page.locator('#studio-notice').textContent()).toMatch(/Saved classic-player-aid-a4\.pdf/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
