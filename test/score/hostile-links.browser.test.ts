// A crafted share link never costs the game on the phone (issue 16): a link whose game breaks the
// rules, or cannot be read at all, opens the list of games with the reason on screen, and the game
// played before is still there and opens again as it was. Never a blank screen. A stored record
// that cannot be read is kept aside, and can be deleted whatever its key.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { encodeShare } from '../../site/src/score/share.ts';
import type { SavedGame } from '../../site/src/table/saved-game.ts';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { startSession } from './play.ts';

let server: StaticServer;
let browser: FileBrowser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const game = startSession(['Ana', 'Ben'], 2, ['core-fire', 'core-key']).saved;

/** The page opened afresh at a URL (a new hash alone would not reload it). */
async function open(hash = ''): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${server.url}score/${hash}`, { waitUntil: 'load' });
}
const visible = (id: string) => page.locator(`#${id}:not([hidden])`);

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
  ({ page, context, errors } = await openWatchedPage(browser, 'phone'));
  // The game being played: it arrives by a good link and becomes the current game.
  await open(await encodeShare(game));
  await visible('screen-game').waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('hostile games in the scorekeeper', () => {
  test('a share link whose game breaks the rules: the list opens with the reason, nothing is added or changed', async () => {
    // The round started twice: every field is well formed, the second action is not a legal one.
    const broken: SavedGame = { ...game, actions: [game.actions[0]!, game.actions[0]!], cursor: 2 };
    await open(await encodeShare(broken));
    await visible('screen-games').waitFor();
    await expect
      .poll(() => page.textContent('#games-message'))
      .toMatch(/Refused, nothing was changed: action 2 breaks the rules/);
    expect(await page.locator('#games-list li').count()).toBe(1);
  });

  test('a share link that cannot be read (an empty action list, cut off): the reason, never a blank screen', async () => {
    const empty = { ...game, actions: [], cursor: 0 } as unknown as SavedGame;
    await open(await encodeShare(empty));
    await visible('screen-games').waitFor();
    await expect.poll(() => page.textContent('#games-message')).toMatch(/cannot be read: .*actions/);
    const link = await encodeShare(game);
    await open(link.slice(0, link.length / 2));
    await visible('screen-games').waitFor();
    await expect.poll(() => page.textContent('#games-message')).toMatch(/damaged/);
  });

  test('the game played before opens again as it was', async () => {
    await open();
    await visible('screen-game').waitFor();
    expect(await page.getAttribute('#screen-game', 'data-actions')).toBe(String(game.actions.length));
    expect(await page.locator('[data-score-seat]').count()).toBe(2);
  });

  test('a record kept aside, whatever its key (a number here), can be deleted from the list', async () => {
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('jibe-scorekeeper');
          request.onsuccess = () => {
            const tx = request.result.transaction('games', 'readwrite');
            tx.objectStore('games').put({ id: 42, text: 'not a saved game' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await open();
    await page.click('#g-menu');
    await page.click('#menu-games');
    await visible('screen-games').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('[aria-label="Delete the kept-aside game 42"]');
    await expect.poll(() => page.locator('#games-list li.kept').count()).toBe(0);
    await open();
    await page.click('#g-menu');
    await page.click('#menu-games');
    expect(await page.locator('#games-list li.kept').count()).toBe(0);
    expect(await page.locator('#games-list li').count()).toBe(1);
  });

  test('an imported saved game with numbers no deck allows is refused with the reason, the list unchanged', async () => {
    await open();
    await page.click('#g-menu');
    await page.click('#menu-games');
    await visible('screen-games').waitFor();
    const before = await page.textContent('#games-list');
    for (const [change, reason] of [
      [
        (g: SavedGame) => ({ ...g, options: { ...g.options, handSize: 1e15 } }),
        /options\.handSize: expected a number ≤ 100,/,
      ],
      [(g: SavedGame) => ({ ...g, players: Array.from({ length: 1000 }, (_, i) => `P${i}`) }), /1000 players/],
      [
        (g: SavedGame) => ({ ...g, options: { ...g.options, wildPenalty: 3e9 } }),
        /options\.wildPenalty: expected a number ≤ 1000000/,
      ],
    ] as const) {
      await page.setInputFiles('#games-import', {
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(change(game))),
      });
      await expect.poll(() => page.textContent('#games-message')).toMatch(reason);
      expect(await page.textContent('#games-list')).toBe(before);
    }
  });

  test('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
