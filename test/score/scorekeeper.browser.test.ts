// The scorekeeper in a real Chromium at 390 × 844 against the built site: a 2-player round recorded
// by tapping, checked against `jibe replay`; undo, redo, undo-to-here; a reload after every action;
// damaged stored data kept aside; a broken import refused; the page working with the network cut.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { compileRules } from '../../engine/index.ts';
import { deck } from './play.ts';
import { expectText, reloadSame, replayFile, storedHandsDraft } from './score-page.ts';
import { tap } from './tap.ts';

const SHOTS = process.env.JIBE_SCORE_SHOTS;
const rules = compileRules(deck);
/** The cards left in each hand when the round is ended: the second Joker core (−100) and cheap cards. */
const HANDS: [string[], string[]] = [
  ['core-joker-2', 'beakers-pencil', 'beakers-bulb', 'pencil-bulb', 'can-beakers', 'can-pencil'],
  ['can-bulb', 'can-note', 'can-star', 'beakers-note', 'can-heart'],
];
const penalty = (hand: string[]) => hand.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0);

let server: StaticServer;
let browser: FileBrowser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const work = mkdtempSync(join(tmpdir(), 'jibe-score-browser-'));

const reloadSameHere = () => reloadSame(page);

async function shoot(name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function pickCard(query: string, id: string): Promise<void> {
  await tap(page, '#g-card');
  await page.fill('#picker-search', query);
  await tap(page, `#picker-list [data-card="${id}"]`);
}

/** Picks a card, taps its cell, turns it to a rotation, and confirms. */
async function place(query: string, id: string, cell: string, rotation?: number): Promise<void> {
  await pickCard(query, id);
  await tap(page, `[data-cell="${cell}"]`);
  if (rotation !== undefined) {
    for (let i = 0; i < 6 && Number(await page.getAttribute('[data-draft]', 'data-draft-rotation')) !== rotation; i++)
      await tap(page, '#g-rotate');
    expect(Number(await page.getAttribute('[data-draft]', 'data-draft-rotation'))).toBe(rotation);
  }
  await tap(page, '#g-place');
  await page.locator(`#g-board [data-card="${id}"]`).waitFor();
}

/** Where each control of the bar is on the screen. */
const barButtons = () =>
  page.$$eval('#g-bar button', (els) =>
    els.map((b) => {
      const r = b.getBoundingClientRect();
      return `${b.id} ${r.x} ${r.y} ${r.width} ${r.height}`;
    }),
  );

const total = async (seat: number) =>
  Number(await page.textContent(`#g-scores li:nth-child(${seat + 1}) .score-total`));

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
  ({ page, context, errors } = await openWatchedPage(browser, 'phone', 'light', 'allow'));
  await page.goto(`${server.url}score/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the scorekeeper at 390 × 844', () => {
  it('sets up a 2-player game of one round with the Fire core', async () => {
    await page.locator('#screen-setup:not([hidden])').waitFor();
    await page.fill('[aria-label="Name of Player 1"]', 'Ana');
    await page.fill('[aria-label="Name of Player 2"]', 'Ben');
    await page.selectOption('#setup-rounds', '1');
    await page.selectOption('#setup-starts select >> nth=0', 'core-fire');
    await shoot('setup');
    await tap(page, '#setup-start');
    await page.locator('#screen-game:not([hidden])').waitFor();
    expect(await page.textContent('#g-turn')).toBe("Ana's turn");
    expect(await page.textContent('#g-pile')).toBe('69 in the pile');
    await reloadSameHere();
  });

  it('refuses an illegal placement with its reason in plain words', async () => {
    await pickCard('pencil heart', 'pencil-heart');
    await tap(page, '[data-cell="1,0"]');
    // In the words of the table: no card ids, no coordinates, the neighbour where it lies on the board.
    expect(await page.textContent('#g-message')).toBe(
      'Not there: the Heart side would touch the red Fire side of Fire core to the left.',
    );
    expect(await page.locator('[data-draft]').count()).toBe(0);
    await shoot('refused');
  });

  it('records a placement with its points and the matched neighbour', async () => {
    // Each node drawn so far is marked: a play redraws what it changes and keeps the rest.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<Element & { kept?: boolean }>(
        '#g-board [data-card], #g-board [data-cell]',
      ))
        el.kept = true;
    });
    await place('key fire', 'key-fire', '1,0', 0);
    const kept = await page.evaluate(() => {
      const marked = (css: string) =>
        [...document.querySelectorAll<Element & { kept?: boolean }>(css)].filter((el) => el.kept === true).length;
      return {
        core: marked('#g-board [data-card="core-fire"]'),
        card: marked('#g-board [data-card="key-fire"]'),
        cellTaken: document.querySelectorAll('#g-board [data-cell="1,0"]').length,
        cellsKept: marked('#g-board [data-cell]'),
        cellsNew: document.querySelectorAll('#g-board [data-cell]').length - marked('#g-board [data-cell]'),
      };
    });
    // The core keeps its drawing; the new card is drawn; of the core's six empty cells, the one taken
    // is gone and five stay as they were, beside three new ones around the new card.
    expect(kept).toEqual({ core: 1, card: 0, cellTaken: 0, cellsKept: 5, cellsNew: 3 });
    expect(await total(0)).toBe(145);
    expect(await page.textContent('#g-announce')).toBe(
      'Ana placed Key/Fire for 145 points, matching 1 neighbour. Scores: Ana 145, Ben 0.',
    );
    expect(await page.locator('.placed.matched[data-card="core-fire"]').count()).toBe(1);
    expect(await page.textContent('#g-turn')).toBe("Ben's turn");
    expect(await page.textContent('#g-pile')).toBe('68 in the pile');
    await shoot('placed');
    await reloadSameHere();
  });

  it('names a card already on the table as such in the picker', async () => {
    await tap(page, '#g-card');
    await page.fill('#picker-search', 'key fire');
    expect(await page.textContent('#picker-list')).toBe('Key/Fire is already on the table.');
    await tap(page, '#picker-close');
  });

  it('shows the hint in a panel, each play once, and leaves the buttons where they are', async () => {
    const bar = await page.locator('#g-bar').boundingBox();
    await tap(page, '#g-hint');
    const lines = await page.$$eval('#g-panel [data-card]', (els) => els.map((e) => e.getAttribute('aria-label')));
    expect(lines.length).toBeGreaterThan(1);
    expect(new Set(lines).size).toBe(lines.length);
    expect(await page.locator('#g-bar').boundingBox()).toEqual(bar);
    // The buttons are still there to be tapped, not pushed off the screen or covered.
    const place = (await page.locator('#g-pass').boundingBox())!;
    expect(place.y + place.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.id, [place.x + 5, place.y + 5])).toBe(
      'g-pass',
    );
  });

  it('records a core with its bonus card and draws two', async () => {
    const before = await barButtons();
    await place('bulb core', 'core-bulb', '-1,0');
    expect(await page.textContent('#g-turn')).toBe('Ben: core bonus');
    // The buttons stay where they were: a second tap lands on the same control, never on Undo.
    expect(await barButtons()).toEqual(before);
    expect(await page.isEnabled('#g-skip')).toBe(true);
    expect(await page.isEnabled('#g-pass')).toBe(false);
    await reloadSameHere();
    await pickCard('can fire', 'can-fire');
    expect(await page.locator('.cell.legal').count()).toBeGreaterThan(0);
    await tap(page, '[data-cell="-2,0"]');
    await tap(page, '#g-place');
    await page.locator('#g-board [data-card="can-fire"]').waitFor();
    expect(await total(1)).toBe(15 + 50);
    expect(await page.textContent('#g-pile')).toBe('66 in the pile');
    await reloadSameHere();
  });

  it('records a pass, and a core whose bonus is skipped', async () => {
    await tap(page, '#g-pass');
    await expectText(page, '#g-turn', "Ben's turn");
    await reloadSameHere();
    await place('joker core', 'core-joker-1', '0,1');
    expect(await total(1)).toBe(65 + 50 + 95);
    await reloadSameHere();
    await tap(page, '#g-skip');
    await expectText(page, '#g-turn', "Ana's turn");
    await shoot('table');
    await reloadSameHere();
  });

  it('asks before ending a round early, saying how many cards are left in the pile', async () => {
    const pile = Number((await page.textContent('#g-pile'))!.split(' ')[0]);
    await tap(page, '#g-end');
    expect(await page.textContent('#end-confirm-text')).toBe(`${pile} cards are still in the pile. End the round now?`);
    await tap(page, '#end-confirm-no');
    expect(await page.locator('#hands[open]').count()).toBe(0);
    expect(await page.getAttribute('#screen-game', 'data-phase')).toBe('play');
  });

  it('ends the round with the hands each player picks, as many cards as each holds', async () => {
    await tap(page, '#g-end');
    await tap(page, '#end-confirm-yes');
    await page.locator('#hands[open]').waitFor();
    expect(await page.getAttribute('#screen-game', 'data-phase')).toBe('hands');
    // Ana: dealt 5, played 1, drew after her play and her pass; Ben: dealt 5, played 3, drew 3.
    expect(await page.textContent('#hands-players')).toBe('Ana (0/6)Ben (0/5)');
    await tap(page, `#hands-list [data-card="${HANDS[0][0]}"]`);
    await expect.poll(() => page.textContent('#hands-summary')).toContain('−100 points');
    expect(await storedHandsDraft(page)).toEqual([[HANDS[0][0]], []]);
    // From here the browser refuses every write to localStorage (a full disk, a strict private mode):
    // the entry goes on without its copy, and drops the older one rather than keep it.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await tap(page, '#hands-confirm');
    expect(await page.textContent('#hands-message')).toBe('Ana holds 6 cards, but 1 is listed.');
    for (const [i, id] of HANDS[0].entries()) {
      if (i === 0) continue;
      if (i < HANDS[0].length - 1) expect(await page.locator('[data-listed]').count()).toBe(i);
      await tap(page, `#hands-list [data-card="${id}"]`);
      await expectText(page, '[data-seat="0"]', `Ana (${i + 1}/6)`);
    }
    // A complete hand moves the entry on to the next player.
    await expect.poll(() => page.getAttribute('[data-seat="1"]', 'aria-pressed')).toBe('true');
    expect(await storedHandsDraft(page)).toBeNull();
    for (const [i, id] of HANDS[1].entries()) {
      await tap(page, `#hands-list [data-card="${id}"]`);
      await expectText(page, '[data-seat="1"]', `Ben (${i + 1}/5)`);
    }
    expect(await page.locator('[data-listed]').count()).toBe(5);
    // The last card of the last hand ends the round: no confirmation to tap.
    await page.locator('#g-over:not([hidden])').waitFor();
    expect(await page.textContent('#hands-players')).toBe('Ana (6/6)Ben (5/5)');
    expect(await total(0)).toBe(145 - penalty(HANDS[0]));
    expect(await total(1)).toBe(210 - penalty(HANDS[1]));
    expect(await page.textContent('#g-turn')).toBe('Ben wins');
    await shoot('final');
    await reloadSameHere();
  });

  it('exports a game file that jibe replay scores the same', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), tap(page, '#rematch ~ button')]);
    const file = join(work, 'game.json');
    await download.saveAs(file);
    const replayed = replayFile(file);
    expect(replayed.totals.map((t: { score: number }) => t.score)).toEqual([await total(0), await total(1)]);
    expect(replayed.winners).toEqual(['Ben']);
    expect(JSON.parse(readFileSync(file, 'utf8')).rounds[0].hands).toEqual(HANDS);
  });

  it('undoes, redoes, and undoes to a point from the history', async () => {
    await tap(page, '#g-undo');
    await expectText(page, '#g-turn', "Ana's turn");
    expect(await total(1)).toBe(210);
    await reloadSameHere();
    await tap(page, '#g-redo');
    await expectText(page, '#g-turn', 'Ben wins');
    await tap(page, '#g-history');
    await shoot('history');
    await tap(page, '#history-list button[aria-label^="Undo to here: Ana: Key/Fire"]');
    await expect.poll(() => total(0)).toBe(145);
    expect(await total(1)).toBe(0);
    expect(await page.locator('#g-board [data-card]').count()).toBe(2);
    await reloadSameHere();
    await tap(page, '#g-history');
    await tap(page, '#history-list li:first-child button');
    await expectText(page, '#g-turn', 'Ben wins');
    await reloadSameHere();
  });

  it('keeps damaged and newer stored games aside, untouched, and offers them for export', async () => {
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('jibe-scorekeeper');
          open.onsuccess = () => {
            const tx = open.result.transaction('games', 'readwrite');
            tx.objectStore('games').put({ id: 'damaged', text: '{"format": 1, "id": "damaged", "pla' });
            tx.objectStore('games').put({ id: 'future', text: '{"format": 7, "id": "future"}' });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    const notice = page.locator('#kept-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('kept aside, untouched: not JSON');
    expect(await notice.textContent()).toContain('saved by a newer scorekeeper (format 7');
    const [download] = await Promise.all([page.waitForEvent('download'), tap(page, '#kept-notice button')]);
    const file = join(work, 'kept.json');
    await download.saveAs(file);
    expect(readFileSync(file, 'utf8')).toBe('{"format": 1, "id": "damaged", "pla');
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('jibe-scorekeeper');
          open.onsuccess = () => {
            const get = open.result.transaction('games').objectStore('games').get('damaged');
            get.onsuccess = () => resolve(get.result.text);
          };
        }),
    );
    expect(stored).toBe('{"format": 1, "id": "damaged", "pla');
    expect(await page.textContent('#g-turn')).toBe('Ben wins');
  });

  it('refuses a broken import with the reason and leaves the games as they were', async () => {
    await tap(page, '#g-menu');
    await tap(page, '#menu-games');
    await page.locator('#screen-games:not([hidden])').waitFor();
    const before = await page.textContent('#games-list');
    const bad = join(work, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        format: 1,
        players: ['A', 'B'],
        rounds: [
          { start: 'core-fire', hands: [[], []], turns: [{ place: { card: 'key-fire', q: 1, r: 0, rotation: 3 } }] },
        ],
      }),
    );
    await page.setInputFiles('#games-import', bad);
    await expect
      .poll(() => page.textContent('#games-message'))
      .toBe('Not imported: round 1, turn 1: the Key (gold) side would touch Fire (red) of core-fire to the west');
    expect(await page.textContent('#games-list')).toBe(before);
    await shoot('games');
  });

  it('works with the network cut', async () => {
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await context.setOffline(true);
    await page.reload();
    await page.locator('#screen-game:not([hidden])').waitFor();
    expect(await page.textContent('#g-turn')).toBe('Ben wins');
    await context.setOffline(false);
  });

  it('starts a new game with nothing said of the last one', async () => {
    await tap(page, '#g-undo');
    await expectText(page, '#g-announce', /^Undone: /);
    await tap(page, '#g-menu');
    await tap(page, '#menu-new');
    await tap(page, '#setup-start');
    // The new game has recorded its first action only: the start of round 1.
    await expect.poll(() => page.getAttribute('#screen-game', 'data-actions')).toBe('1');
    expect(await page.textContent('#g-turn')).toBe("Ana's turn");
    expect(await page.textContent('#g-announce')).toBe('');
    expect(await page.textContent('#g-message')).toBe('');
  });

  it('takes the card faces from memory when the page opens again, though the host says no-cache', async () => {
    // The test server sends no-cache, as many hosts do; the page is the service worker's.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    /** Opens the picker, waits for every face in it (none left to load lazily), closes it; returns how many showed. */
    const showEveryFace = async () => {
      await tap(page, '#g-card');
      const shown = await page.evaluate(async () => {
        const faces = [...document.querySelectorAll<HTMLImageElement>('#picker-list img')];
        for (const face of faces) face.loading = 'eager';
        await Promise.all(faces.map((face) => face.decode().catch(() => null)));
        return faces.filter((face) => face.naturalWidth > 0).length;
      });
      await tap(page, '#picker-close');
      return shown;
    };
    expect(await showEveryFace()).toBe(rules.cards.length - 1);
    await page.reload();
    await page.locator('#screen-game:not([hidden])').waitFor();
    expect(await showEveryFace()).toBe(rules.cards.length - 1);
    // Each face this page loaded, and whether the service worker was asked for it.
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/cards/'))
        .map((e) => ({
          url: new URL(e.name).pathname + new URL(e.name).search,
          asked: (e as PerformanceResourceTiming).workerStart > 0,
        })),
    );
    expect(loads.length).toBeGreaterThanOrEqual(rules.cards.length - 1);
    // Each named with the faces' version, so a rebuilt face is a new URL and never an old copy.
    for (const load of loads) expect(load.url).toMatch(/^\/jibe\/cards\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
    expect(loads.filter((load) => load.asked)).toEqual([]);
  });

  it('logged no errors', () => {
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
