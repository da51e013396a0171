// The Studio's print control in Chromium: the classic deck's home sheets made in the page's print
// thread and caught as a download are `jibe build`'s, with the same page count and every page
// rendered equal within 1 % of pixels; with both papers the download is a zip of both sheets. With
// the options set away from their defaults (card size, gutter, offset, resolution), the download is still the
// build's with the same flags, and the card PNGs are its files byte for byte.

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
const tmp = mkdtempSync(join(tmpdir(), 'jibe-studio-print-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let built: string;
/** The build with every option the Studio offers away from its default. */
let builtWithOptions: string;
const OPTIONS = [
  ...['--size', 'small', '--paper', 'letter', '--duplex', 'short'],
  ...['--gutter', '6.35', '--offset', '1,-0.5', '--dpi', '150'],
];
beforeAll(async () => {
  const run = await runCli(['build', '--out', join(tmp, 'build'), '--duplex', 'fold', '--low-ink']);
  expect(run.code).toBe(0);
  built = join(tmp, 'build', 'classic', 'sheets');
  const options = await runCli(['build', '--out', join(tmp, 'options'), ...OPTIONS]);
  expect(options.code).toBe(0);
  builtWithOptions = join(tmp, 'options', 'classic');
}, 600_000);

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

describe('the Studio makes the print files', () => {
  test('home sheets chosen with the visible controls download as jibe build makes them', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Download print files' });
    await expect.poll(() => button.isEnabled(), { ...WAIT, interval: 200 }).toBe(true);
    await page.getByLabel('Make').selectOption({ label: 'Home sheets (PDF)' });
    await page.getByLabel('Paper').selectOption({ label: 'A4' });
    await page.getByLabel('Printing').selectOption({ value: 'fold' });
    await page.getByLabel('Low ink (light bands and back)').check();

    const pdf = await downloadPrint(page, 'classic-a4-fold-low-ink.pdf');
    const theirs = readFileSync(join(built, 'a4-fold.pdf'));
    expect(pageCount(pdf)).toBe(pageCount(theirs));
    expect(worstPageDifference(pdf, theirs, 20)).toBeLessThanOrEqual(0.01);
    await expect.poll(() => page.locator('#studio-notice').textContent()).toMatch(/Saved classic-a4-fold-low-ink\.pdf/);

    // Both papers: one zip, its files as jibe build lays them out under output/.
    await page.getByLabel('Paper').selectOption({ label: 'A4 and US Letter' });
    const zip = unzipSync(await downloadPrint(page, 'classic-sheets-fold-low-ink.zip'));
    expect(Object.keys(zip).sort()).toEqual(['classic/sheets/a4-fold.pdf', 'classic/sheets/letter-fold.pdf']);
    const letter = zip['classic/sheets/letter-fold.pdf']!;
    const theirLetter = readFileSync(join(built, 'letter-fold.pdf'));
    expect(pageCount(letter)).toBe(pageCount(theirLetter));
    expect(worstPageDifference(letter, theirLetter, 20)).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with the size, gutter, offset and resolution set, the downloads are jibe build’s with those flags', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Download print files' });
    await expect.poll(() => button.isEnabled(), { ...WAIT, interval: 200 }).toBe(true);
    await page.getByLabel('Make').selectOption({ label: 'Home sheets (PDF)' });
    await page.getByLabel('Paper').selectOption({ label: 'US Letter' });
    await page.getByLabel('Printing').selectOption({ value: 'short' });
    await page.getByLabel('Card size').selectOption({ value: 'small' });
    await page.getByLabel('Gutter (mm)').fill('6.35');
    await page.getByLabel('Back offset across (mm)').fill('1');
    await page.getByLabel('Back offset down (mm)').fill('-0.5');
    await expect.poll(() => button.isEnabled()).toBe(true);

    const pdf = await downloadPrint(page, 'classic-letter-short.pdf');
    const theirs = readFileSync(join(builtWithOptions, 'sheets', 'letter-short.pdf'));
    expect(pageCount(pdf)).toBe(pageCount(theirs));
    expect(worstPageDifference(pdf, theirs, 20)).toBeLessThanOrEqual(0.01);

    // The resolution is the card PNGs' alone; a refused value turns the button off with the CLI's words.
    await page.getByLabel('Make').selectOption({ value: 'cards' });
    await expect.poll(() => page.getByLabel('Gutter (mm)').isDisabled()).toBe(true);
    await page.getByLabel('Resolution (DPI)').fill('50');
    await expect.poll(() => page.locator('#studio-print-status').textContent()).toMatch(/50 is not a resolution/);
    expect(await button.isEnabled()).toBe(false);
    await page.getByLabel('Resolution (DPI)').fill('150');
    await expect.poll(() => button.isEnabled()).toBe(true);
    const zip = unzipSync(await downloadPrint(page, 'classic-cards.zip'));
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(81);
    for (const name of names) {
      const mine = Buffer.from(zip[name]!);
      const file = name.replace(/^classic\//, '');
      expect(mine.equals(readFileSync(join(builtWithOptions, file))), file).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
