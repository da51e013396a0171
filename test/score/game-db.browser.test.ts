// What happens to a kept game when storage does not do what the screen hoped, in a real Chromium:
// two tabs on the same game never overwrite each other's plays (the stale one is told and shown the
// stored game), and a write that fails leaves both the screen and the stored game as they were. The
// menu's share link carries the stored game to another device.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { encodeShare } from '../../site/src/score/share.ts';
import { DOUBLE_TAP_MS } from '../../site/src/table/ui/tap-guard.ts';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { startSession } from './play.ts';
import { snapshotGame } from './score-page.ts';

const CHANGED =
  'Not recorded: this game was changed in another tab or window. It is shown here as it was saved there; record the play again if it is missing.';
const FAILED = /^Not saved, so not recorded: storage write (failed|aborted)$/;

let server: StaticServer;
let browser: FileBrowser;
let shared = '';

beforeAll(async () => {
  server = await serveStatic(inject('site').root, inject('site').base);
  browser = await connectBrowser();
  shared = await encodeShare(startSession(['Ana', 'Ben'], 1, ['core-fire']).saved);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the score page in a tab of the context and waits for the game screen. */
async function openGameTab(context: BrowserContext, hash = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}score/${hash}`);
  await page.locator('#screen-game:not([hidden])').waitFor();
  return page;
}

/** Makes every later write fail as a full disk does, or work again: the transaction aborts. */
function setWritesBroken(broken: boolean): void {
  const proto = IDBObjectStore.prototype as IDBObjectStore & { realPut?: IDBObjectStore['put'] };
  proto.realPut ??= proto.put;
  proto.put = broken
    ? function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const request = proto.realPut!.apply(this, args);
        this.transaction.abort();
        return request;
      }
    : proto.realPut;
}

const breakWrites = (page: Page, broken: boolean): Promise<void> => page.evaluate(setWritesBroken, broken);

it('two tabs on one game: a play recorded in the stale tab is refused, never written over the other', async () => {
  const { context, errors } = await openWatchedPage(browser, 'phone');
  const first = await openGameTab(context, shared);
  const second = await openGameTab(context);
  expect(await snapshotGame(second)).toEqual(await snapshotGame(first));

  await first.click('#g-pass');
  await expect.poll(() => first.textContent('#g-turn')).toBe("Ben's turn");
  const afterFirst = await snapshotGame(first);

  // The second tab still shows Ana's turn: its pass would erase the first tab's.
  expect(await second.textContent('#g-turn')).toBe("Ana's turn");
  await second.click('#g-pass');
  await expect.poll(() => second.textContent('#g-message')).toBe(CHANGED);
  expect(await snapshotGame(second)).toEqual(afterFirst);

  // Now up to date, the second tab records (a moment later: a second tap on Pass at once is a double tap, ignored);
  // the first, stale in turn, cannot undo over it.
  await second.waitForTimeout(DOUBLE_TAP_MS);
  await second.click('#g-pass');
  await expect.poll(() => second.textContent('#g-turn')).toBe("Ana's turn");
  const afterSecond = await snapshotGame(second);
  await first.click('#g-undo');
  await expect.poll(() => first.textContent('#g-message')).toBe(CHANGED);
  expect(await snapshotGame(first)).toEqual(afterSecond);

  await first.reload();
  await first.locator('#screen-game:not([hidden])').waitFor();
  expect(await snapshotGame(first)).toEqual(afterSecond);
  expect(errors).toEqual([]);
  await context.close();
});

it('a write that fails changes neither the screen nor the stored game, for a play and for an undo', async () => {
  const { context, errors } = await openWatchedPage(browser, 'phone');
  const page = await openGameTab(context, shared);
  const start = await snapshotGame(page);

  await breakWrites(page, true);
  await page.click('#g-pass');
  await expect.poll(() => page.textContent('#g-message')).toMatch(FAILED);
  expect(await snapshotGame(page)).toEqual(start);

  await breakWrites(page, false);
  // Tapped again a moment later: at once, it would be the second half of a double tap, ignored.
  await page.waitForTimeout(DOUBLE_TAP_MS);
  await page.click('#g-pass');
  await expect.poll(() => page.textContent('#g-turn')).toBe("Ben's turn");
  const passed = await snapshotGame(page);

  await breakWrites(page, true);
  await page.click('#g-undo');
  await expect.poll(() => page.textContent('#g-message')).toMatch(FAILED);
  expect(await snapshotGame(page)).toEqual(passed);

  // With storage refusing every write from the first script on, a reload still opens the game as stored.
  await context.addInitScript(setWritesBroken, true);
  await page.reload();
  await page.locator('#screen-game:not([hidden])').waitFor();
  expect(await snapshotGame(page)).toEqual(passed);
  expect(errors).toEqual([]);
  await context.close();
});

it("the menu's share link carries the game as it stands to another device, and the menu opens afresh", async () => {
  const { context, errors } = await openWatchedPage(browser, 'phone');
  const page = await openGameTab(context, shared);
  await page.click('#g-pass');
  await expect.poll(() => page.textContent('#g-turn')).toBe("Ben's turn");
  const passed = await snapshotGame(page);

  await page.click('#g-menu');
  expect(await page.isVisible('#menu-link')).toBe(false);
  await page.click('#menu-share');
  // Headless, the clipboard may refuse: the link is then shown to copy by hand.
  await expect
    .poll(() => page.textContent('#menu-message'))
    .toMatch(/^(Link copied|Copy this link): it carries the whole game\.$/);
  const link = await page.inputValue('#menu-link');
  expect(await page.isVisible('#menu-link')).toBe(true);
  expect(link.startsWith(`${server.url}score/#`)).toBe(true);
  await page.click('#menu-close');
  await page.click('#g-menu');
  expect(await page.isVisible('#menu-link')).toBe(false);
  expect(await page.textContent('#menu-message')).toBe('');

  // Another device: a context of its own, with storage of its own.
  const other = await openWatchedPage(browser, 'phone');
  const there = await openGameTab(other.context, link.slice(`${server.url}score/`.length));
  expect(await snapshotGame(there)).toEqual(passed);
  expect([...errors, ...other.errors]).toEqual([]);
  await other.context.close();
  await context.close();
});
