// A new version of the site is offered, never forced: the open page keeps running (a scorekeeper
// mid-game must not reload) until the player presses "Update now".

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';

let browser: FileBrowser;
let server: StaticServer;
let copy: string;

beforeAll(async () => {
  const site = inject('site');
  // A copy of the built site, so the test can publish a "new version" without touching the shared one.
  copy = mkdtempSync(join(tmpdir(), 'jibe-site-update-'));
  cpSync(site.root, copy, { recursive: true });
  server = await serveStatic(copy, site.base);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(copy, { recursive: true, force: true });
});

test('a new build is offered with a button, and the page is not reloaded until it is pressed', async () => {
  const { page, context, errors } = await openWatchedPage(browser, 'phone', 'light', 'allow');
  await page.goto(`${server.url}cards/`, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still here';
  });

  // Publish a new version: the worker's bytes change, as they do when any precached file changes.
  const worker = join(copy, 'sw.js');
  writeFileSync(
    worker,
    readFileSync(worker, 'utf8').replace(/const VERSION = "([^"]+)";/, 'const VERSION = "$1-next";'),
  );
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const offer = page.locator('#update-offer');
  await expect.poll(() => offer.isVisible(), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
  expect(waiting).toBe('installed');

  // "Later" hides the offer and changes nothing.
  await page.getByRole('button', { name: 'Later' }).click();
  expect(await offer.isVisible()).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');

  // The next visit offers it again; accepting it reloads once, under the new worker.
  await page.reload({ waitUntil: 'load' });
  await expect.poll(() => offer.isVisible(), { timeout: 20_000 }).toBe(true);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update now' }).click()]);
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await caches.keys()).filter((k) => k.startsWith('jibe-site-')).map((k) => k.endsWith('-next')),
        ),
      { timeout: 20_000 },
    )
    .toEqual([true]);
  expect(errors).toEqual([]);
  await context.close();
});
