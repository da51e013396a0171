// The Play page by keyboard and screen reader (issue 39), in Chromium on a laptop's screen: a whole
// turn mid-game in at most ten key presses, the focus kept on the game while the bots play, one
// Tab stop on the board, every card on the table named with its icons, and axe-core clean mid-game
// in light and in dark; U takes a turn back.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findSeriousViolations } from '../support/axe.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { setUp } from './play-page.ts';

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const phase = (page: Page) => page.getAttribute('#screen-game', 'data-phase');
const actions = (page: Page) => page.getAttribute('#screen-game', 'data-actions').then(Number);

/** Waits until the person is to move (or the round is over); returns the phase. */
async function personToMove(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      ['play', 'bonus', 'round-over', 'game-over'].includes(
        document.getElementById('screen-game')?.dataset.phase ?? '',
      ),
    null,
    { timeout: 60_000, polling: 50 },
  );
  return (await phase(page))!;
}

/** Presses a key and waits for the game to take a move. */
async function pressForMove(page: Page, key: string): Promise<void> {
  const before = await actions(page);
  await page.keyboard.press(key);
  await expect.poll(() => actions(page), { timeout: 20_000 }).toBeGreaterThan(before);
}

/** A turn by the hint's keys: H drafts the best play, P places it; S passes or skips when none fits. */
async function turnByHint(page: Page): Promise<void> {
  await page.keyboard.press('h');
  await pressForMove(page, (await page.locator('[data-draft]').count()) > 0 ? 'p' : 's');
}

describe('the Play page by keyboard', () => {
  it('a whole turn mid-game in at most ten key presses, the focus kept on the game; cards named; axe clean in light and dark', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop', 'light', 'block', 'reduce');
    await page.goto(`${server.url}play/`);
    await setUp(page, { bots: ['greedy'], rounds: 1, teaching: false });
    // Mid-game: some turns by the hint's keys first.
    for (let turn = 0; turn < 4; turn++) {
      if ((await personToMove(page)) !== 'play' && (await phase(page)) !== 'bonus') break;
      await turnByHint(page);
    }
    expect(await personToMove(page)).toMatch(/^(play|bonus)$/);
    if ((await phase(page)) === 'bonus') await turnByHint(page);
    await personToMove(page);

    // After the bots' turn the focus is still on the game, not back at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.closest('#screen-game') !== null)).toBe(true);
    // One Tab stop on the board, however many empty places it has.
    expect(await page.locator('#p-board [data-cell][tabindex="0"]').count()).toBe(1);

    // Every card on the table named with its value and the icon facing each way.
    const cards = await page.locator('#p-board [data-card][data-at]').count();
    const tree = await page.locator('#p-board').ariaSnapshot();
    const named = tree.match(/img "[^"]+, \d+ points: [^"]+ east, [^"]+ north-east, [^"]+ south-east"/g) ?? [];
    expect(named.length).toBe(cards);
    expect(tree).toMatch(
      /button "empty place touching [^"]+ to the (east|west|north-east|north-west|south-east|south-west)/,
    );

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await findSeriousViolations(page), `axe in ${scheme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The turn: a card of the hand by its number (the next one when it fits nowhere), an arrow to
    // another place it fits, Enter to put it there, P to place it; S when a core's bonus follows.
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    const hand = await page.locator('#p-hand [data-card]').count();
    let fits = false;
    for (let i = 1; i <= hand && !fits; i++) {
      await press(String(i));
      fits = (await page.locator('#p-board .cell.legal').count()) > 0;
    }
    expect(fits, 'a card of the hand fits').toBe(true);
    await press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.matches('#p-board .cell.legal') ?? false)).toBe(true);
    await press('Enter');
    expect(await page.locator('[data-draft]').count()).toBe(1);
    const card = await page.getAttribute('[data-draft]', 'data-draft-card');
    const at = await page.getAttribute('[data-draft]', 'data-draft-cell');
    const before = await actions(page);
    await press('p');
    await expect.poll(() => actions(page)).toBeGreaterThan(before);
    if ((await phase(page)) === 'bonus') {
      await press('s');
      await expect.poll(() => actions(page)).toBeGreaterThan(before + 1);
    }
    expect(await page.locator(`#p-board [data-card="${card}"][data-at="${at}"]`).count(), 'the card placed').toBe(1);
    expect(presses).toBeLessThanOrEqual(10);
    await personToMove(page);
    expect(await page.evaluate(() => document.activeElement?.closest('#screen-game') !== null)).toBe(true);

    // U takes that turn back, and the bots' after it: the card is in the hand again.
    await page.keyboard.press('u');
    await expect.poll(() => actions(page)).toBe(before);
    expect(await page.locator(`#p-board [data-card="${card}"]`).count()).toBe(0);
    expect(await page.locator(`#p-hand [data-card="${card}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
