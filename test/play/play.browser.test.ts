// The Play page in Chromium at 390 × 844: whole games played by a person through the visible
// controls only (play-page.ts) against each kind of bot, on the classic deck and on a deck of five
// colours of three icons opened from a link; a game of three people passing one phone; each game's
// exported record replayed by `jibe replay` to the scores the page shows. Bots play in a thread of
// their own; the page keeps answering meanwhile.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '../../engine/index.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { replayFile } from '../score/score-page.ts';
import { tap } from '../score/tap.ts';
import { deckLinkHash, playToTheEnd, setUp } from './play-page.ts';

const FIVE = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'five-colours', 'deck.json'), 'utf8'));
/** A game of one round: every turn of it a browser round trip or two. */
const GAME_TIMEOUT = 300_000;
const work = mkdtempSync(join(tmpdir(), 'jibe-play-'));

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** A fresh phone at 390 × 844, the bots' moves shown for the short time reduced motion asks for. */
async function openPlay(hash = ''): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser, 'phone', 'light', 'block', 'reduce');
  await page.goto(`${server.url}play/${hash}`);
  return { page, errors };
}

/** Exports the record of a finished game and replays it: the totals must be those the page shows. */
async function expectReplayedAsShown(page: Page, name: string): Promise<void> {
  const shown = await page.$$eval('#p-scores [data-score-seat]', (els) =>
    els.map((e) => Number(e.getAttribute('data-total'))),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tap(page, '#p-over [data-action="export-record"]'),
  ]);
  const file = join(work, `${name}.json`);
  await download.saveAs(file);
  expect(replayFile(file).totals.map((t) => t.score)).toEqual(shown);
}

describe('a person against each kind of bot, on the classic deck', () => {
  it.each(BOT_NAMES)(
    'a whole game against the %s bot, its record replayed to the same scores',
    async (bot) => {
      const { page, errors } = await openPlay();
      await setUp(page, { bots: [bot], rounds: 1, teaching: bot === 'greedy' });
      const log = await playToTheEnd(page);
      expect(log.placed).toBeGreaterThan(3);
      // Teaching mode: the first turns explain placing, scoring and more, each once.
      if (bot === 'greedy') {
        expect(log.lessons.length).toBeGreaterThanOrEqual(3);
        expect(new Set(log.lessons).size).toBe(log.lessons.length);
      }
      await expectReplayedAsShown(page, `classic-${bot}`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    GAME_TIMEOUT,
  );
});

describe('a deck of five colours of three icons, opened from a link', () => {
  it(
    'a whole game of a person against the four kinds of bot at once, its record (the deck inline) replayed the same',
    async () => {
      const { page, errors } = await openPlay(deckLinkHash(FIVE));
      await expect.poll(() => page.getAttribute('#play-app', 'data-deck')).toBe(FIVE.id);
      expect(await page.textContent('#play-deck-name')).toBe(FIVE.name);
      await setUp(page, { bots: [...BOT_NAMES], rounds: 1, teaching: false });
      const log = await playToTheEnd(page);
      expect(log.placed).toBeGreaterThan(3);
      await expectReplayedAsShown(page, 'five-colours');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    GAME_TIMEOUT,
  );
});

describe('people passing one phone', () => {
  it(
    'three people play a whole game, each hand hidden until its player shows it, the record replayed the same',
    async () => {
      const { page, errors } = await openPlay();
      await setUp(page, { people: ['Ana', 'Ben', 'Cleo'], rounds: 1, teaching: false });
      const log = await playToTheEnd(page);
      expect(log.personTurns).toBeGreaterThan(10);
      await expectReplayedAsShown(page, 'hot-seat');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    GAME_TIMEOUT,
  );
});
