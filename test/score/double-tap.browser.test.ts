// One tap does one thing (site/src/table/ui/tap-guard.ts): every control of a play tapped twice in
// quick succession, 40 to 400 ms apart at the same point, as a double tap or an impatient finger
// makes it, records or drafts one thing only; two taps on Pass as far apart as the guard's window
// are two passes; and on a touch screen, a tap on a cell of the lower half of the board opens that
// cell's faces without drafting the face that opens under the finger.
// The presses carry their own time (Chromium's Input.dispatchMouseEvent takes a timestamp, which
// becomes the events' timeStamp), so the page sees them exactly `gap` ms apart however late a busy
// machine delivers them: no margin of the test can overlap the guard's window.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRules, listLegal, type Placement } from '../../engine/index.ts';
import { cardsFittingAt } from '../../site/src/table/draft.ts';
import { currentState } from '../../site/src/score/session.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { waitForActions } from './keep-by-taps.ts';
import { deck, startSession, unseen } from './play.ts';
import { expectAttribute } from './score-page.ts';
import { tap } from './tap.ts';
import { DOUBLE_TAP_MS } from '../../site/src/table/ui/tap-guard.ts';

const rules = compileRules(deck);
/** The gaps tried, all shorter than the guard's window, whatever the machine's load. */
const GAPS = [40, 150, 400];
if (Math.max(...GAPS) >= DOUBLE_TAP_MS) throw new Error('a gap reaches the double-tap window');
const START = 'core-fire';

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** A new 2-player game from a link, its first round started with the Fire core. */
async function newGame(page: Page): Promise<void> {
  await page.goto(`${server.url}score/?players=Ana,Ben&rounds=1`);
  await expectAttribute(page, '#screen-game', 'data-phase', 'round-start');
  if ((await page.getAttribute(`#g-over [data-card="${START}"]`, 'aria-pressed')) !== 'true')
    await tap(page, `#g-over [data-card="${START}"]`);
  await tap(page, '[data-action="start-round"]');
  await waitForActions(page, 1);
}

/** The centre of a control on the screen. */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How long a finger rests on the glass in each tap (ms). */
const PRESS_MS = 20;

/**
 * Two taps at one point whose presses are `gap` ms apart in the page's own time (the events'
 * timeStamp), as a finger taps twice: the time is given with each event, not taken from when it
 * arrives.
 */
async function doubleTap(
  page: Page,
  at: { x: number; y: number },
  gap: number,
  /** Waited for between the taps (the page's time still says `gap`): what the first tap set off. */
  between: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const mouse = (type: 'mousePressed' | 'mouseReleased', ms: number) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: at.x,
      y: at.y,
      button: 'left',
      buttons: type === 'mousePressed' ? 1 : 0,
      clickCount: 1,
      timestamp: start + ms / 1000,
    });
  for (const pressed of [0, gap]) {
    if (pressed > 0) await between();
    await mouse('mousePressed', pressed);
    await mouse('mouseReleased', pressed + PRESS_MS);
  }
  await cdp.detach();
  // Time for anything the second tap might have set off to show.
  await page.waitForTimeout(300);
}

const actions = (page: Page) => page.getAttribute('#screen-game', 'data-actions').then(Number);
/** The card being placed, or null: looked at once, never waited for. */
const draftCard = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-draft]')?.getAttribute('data-draft-card') ?? null);

/** A play of the first player on the Fire core's table: a pair card, so that no bonus follows. */
function firstPlay(): Placement {
  const state = currentState(startSession(['Ana', 'Ben'], 1, [START]));
  return listLegal(rules, state.round!.table, unseen(state)).find((p) => !p.card.startsWith('core'))!;
}

describe.each(GAPS)('two taps %i ms apart at one point, at 390 × 844', (gap) => {
  let page: Page;
  let errors: string[];
  const play = firstPlay();

  beforeAll(async () => {
    ({ page, errors } = await openWatchedPage(browser, 'phone'));
    await newGame(page);
  });
  afterAll(() => page.context().close());

  it('on a cell open its faces and draft nothing', async () => {
    await doubleTap(page, await centreOf(page, `[data-cell="${play.q},${play.r}"]`), gap);
    expect(await page.isVisible('#g-panel')).toBe(true);
    expect(await page.locator(`#g-panel [data-card="${play.card}"]`).count()).toBe(1);
    expect(await draftCard(page)).toBeNull();
    expect(await page.isDisabled('[data-action="place"]')).toBe(true);
  });

  it('on a face draft that card once, on its cell, and the panel stays with the face pressed', async () => {
    await doubleTap(page, await centreOf(page, `#g-panel [data-card="${play.card}"]`), gap);
    expect(await draftCard(page)).toBe(play.card);
    expect(await page.getAttribute('[data-draft]', 'data-draft-cell')).toBe(`${play.q},${play.r}`);
    expect(await page.getAttribute(`#g-panel [data-card="${play.card}"]`, 'aria-pressed')).toBe('true');
  });

  it('on an icon of the pad press it once', async () => {
    const icon = rules.cards[rules.cardIndex.get(play.card)!]!.sets[0]!;
    await doubleTap(page, await centreOf(page, `#g-pad [data-icon="${icon}"]`), gap);
    expect(await page.getAttribute(`#g-pad [data-icon="${icon}"]`, 'aria-pressed')).toBe('true');
    expect(await page.locator(`#g-panel [data-card="${play.card}"]`).count()).toBe(1);
  });

  it('on Place record one play', async () => {
    await expectAttribute(page, '[data-draft]', 'data-draft-card', play.card);
    await doubleTap(page, await centreOf(page, '[data-action="place"]'), gap);
    expect(await actions(page)).toBe(2);
    expect(await draftCard(page)).toBeNull();
    expect(await page.isVisible('#g-panel')).toBe(false);
  });

  it('on Pass record one pass: one player passes, not two', async () => {
    await doubleTap(page, await centreOf(page, '[data-action="pass"]'), gap);
    expect(await actions(page)).toBe(3);
    expect(await page.textContent('#g-turn')).toBe("Ana's turn");
  });

  it('on Undo take back one action', async () => {
    await doubleTap(page, await centreOf(page, '[data-action="undo"]'), gap);
    expect(await actions(page)).toBe(2);
  });

  it('on Cards, with a cell open, open the picker and choose nothing', async () => {
    const state = currentState(startSession(['Ana', 'Ben'], 1, [START]));
    const cell = listLegal(rules, state.round!.table, unseen(state)).find((p) => p.q !== play.q || p.r !== play.r)!;
    await tap(page, `[data-cell="${cell.q},${cell.r}"]`);
    await doubleTap(page, await centreOf(page, '[data-action="open-picker"]'), gap);
    expect(await page.isVisible('#picker')).toBe(true);
    expect(await draftCard(page)).toBeNull();
    await tap(page, '#picker-close');
    expect(errors).toEqual([]);
  });
});

describe(`two taps on Pass ${DOUBLE_TAP_MS + 100} ms apart, at 390 × 844`, () => {
  it('are two passes: a second tap past the window is meant', async () => {
    const { page, errors } = await openWatchedPage(browser, 'phone');
    await newGame(page);
    // The second tap comes once the first pass is recorded: a busy machine may take longer than the
    // gap to redraw the bar, and a tap on a bar being redrawn is no test of the window.
    await doubleTap(page, await centreOf(page, '[data-action="pass"]'), DOUBLE_TAP_MS + 100, () =>
      waitForActions(page, 2),
    );
    await waitForActions(page, 3);
    expect(await page.textContent('#g-turn')).toBe("Ana's turn");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a touch screen at 390 × 844', () => {
  it('a tap on a cell of the lower half opens its faces under the finger and drafts none of them', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await newGame(page);
    // Some play of the first player, then the cells of the lower half of the board, each tapped by a finger.
    const board = (await page.locator('#g-board').boundingBox())!;
    const cells = await page.$$eval('#g-board [data-cell]', (els) =>
      els.map((el) => {
        const b = el.getBoundingClientRect();
        return { cell: el.getAttribute('data-cell')!, x: b.x + b.width / 2, y: b.y + b.height / 2 };
      }),
    );
    const state = currentState(startSession(['Ana', 'Ben'], 1, [START]));
    const lower = cells.filter(
      (c) => c.y > board.y + board.height / 2 && c.y < board.y + board.height - 10 && c.x > 20 && c.x < 370,
    );
    const open = lower.filter((c) => {
      const [q, r] = c.cell.split(',').map(Number) as [number, number];
      return (
        cardsFittingAt(
          state,
          unseen(state).map((i) => rules.cards[i]!.id),
          { q, r },
        ).length > 0
      );
    });
    expect(open.length).toBeGreaterThan(0);
    for (const c of open) {
      await page.touchscreen.tap(c.x, c.y);
      await expect.poll(() => page.isVisible('#g-panel'), { message: c.cell }).toBe(true);
      expect(await draftCard(page), c.cell).toBeNull();
      expect(await page.isDisabled('[data-action="place"]')).toBe(true);
      // A touch on a face then drafts it: the guard swallows only what the finger did not touch.
      const face = await centreOf(page, '#g-panel li:first-child [data-card]');
      await page.touchscreen.tap(face.x, face.y);
      await expect.poll(() => draftCard(page)).not.toBeNull();
      // Nothing was recorded: a reload shows the table as it was, for the next cell.
      await page.reload();
      await expectAttribute(page, '#screen-game', 'data-actions', '1');
    }
    await context.close();
  });
});
