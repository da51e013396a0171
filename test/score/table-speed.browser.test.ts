// Issue 11's "done when": a whole 3-player, 2-round game, its plays supplied by the engine's bots in
// a seeded dealt game, kept on the page at 390 × 844 only through the automation contract of the
// README (data-action, data-cell, data-card, data-draft, data-seat, data-phase, data-total), every
// tap counted: the taps per play, per pass or skipped bonus and per card of the hands, the size of
// every cell tapped, and the final scores against the engine and `jibe replay`.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compileRules, computeStandings, type GameState, type Placement } from '../../engine/index.ts';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { cellCentre } from '../../site/src/score/board.ts';
import { deck } from './play.ts';
import { expectAttribute, replayFile } from './score-page.ts';
import { playSeededGame } from './seeded-game.ts';
import { tap as tapControl } from './tap.ts';

const PLAYERS = ['Ana', 'Ben', 'Cleo'];
const STARTS = ['core-gear', 'core-note'];
const SEED = 7;
const rules = compileRules(deck);
// Greedy players who now and then pass a turn or skip a bonus, so both are counted too.
const game = playSeededGame(rules, PLAYERS, STARTS, SEED, 'greedy', { passEvery: 11, skipEvery: 3 });
/** Two rounds of some 70 plays each, every one waiting for the page to save and show it. */
const GAME_TIMEOUT = 600_000;

let server: StaticServer;
let browser: FileBrowser;
let page: Page;
let errors: string[];
let taps = 0;
/** The smallest cell tapped to choose it: its box's width and height in CSS px. */
let smallestCell = Number.POSITIVE_INFINITY;
const playTaps: number[] = [];
/** For each play, the taps beyond the three of cell, card and Place: on the map, and on the draft to turn it. */
const extraTaps: { map: number; turn: number; rotations: number }[] = [];
const simpleTaps: number[] = [];
let handCards = 0;
let handTaps = 0;
let startTaps = 0;
let endTaps = 0;
let overviewUses = 0;
let mapUses = 0;
/** Plays whose card had to be scrolled into view in the panel, and how many cards each panel offered. */
let panelScrolls = 0;
const fitting: number[] = [];
/** Milliseconds from the tap on Place to the play saved and shown, as the test sees it (its own round trips included). */
const shownAfter: number[] = [];

/** One tap on a control named by the contract. */
async function tap(selector: string): Promise<void> {
  await tapControl(page, selector);
  taps++;
}

/** Waits until the page has saved and shown the given number of actions: looked at in the page each frame. */
async function waitForActions(n: number, timeout?: number): Promise<void> {
  await page.waitForFunction((count) => document.getElementById('screen-game')?.dataset.actions === String(count), n, {
    polling: 'raf',
    timeout,
  });
}

/** Whether a cell can be tapped at its centre (on the board's visible part, not under another control), and its smaller side. */
function lookAtCell(q: number, r: number): Promise<{ reachable: boolean; min: number }> {
  return page.locator(`[data-cell="${q},${r}"]`).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const board = document.getElementById('g-board')!.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const min = Math.min(box.width, box.height);
    if (x < board.left || x > board.right || y < board.top || y > board.bottom) return { reachable: false, min };
    const hit = document.elementFromPoint(x, y);
    return { reachable: hit !== null && el.contains(hit), min };
  });
}

/**
 * The first time the table outgrows the board: the whole table shown (its button) has every card in
 * view and no map over it, and the map comes back with the play. Clicks not counted as taps of a play.
 */
async function checkOverviewHasNoMap(): Promise<void> {
  await tapControl(page, '[data-action="overview"]');
  const inView = await page.evaluate(() => {
    const board = document.getElementById('g-board')!.getBoundingClientRect();
    return [...document.querySelectorAll('#g-board [data-card]')].every((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.left >= board.left - 1 &&
        box.right <= board.right + 1 &&
        box.top >= board.top - 1 &&
        box.bottom <= board.bottom + 1
      );
    });
  });
  expect(inView).toBe(true);
  expect(await page.locator('[data-minimap]').count()).toBe(0);
  await tapControl(page, '[data-action="overview"]');
  expect(await page.locator('[data-minimap]').count()).toBe(1);
}

/** Taps a cell: when it is out of sight, first its place on the map of the table (or, without a map, the whole table and then its part). */
async function tapCell(q: number, r: number): Promise<void> {
  let seen = await lookAtCell(q, r);
  if (!seen.reachable) {
    const map = await page.getAttribute('[data-minimap]', 'data-minimap').catch(() => null);
    if (map !== null && mapUses === 0) await checkOverviewHasNoMap();
    if (map !== null) {
      // data-minimap: the map's left and top on the board, its scale, and the board point at its corner.
      const [left, top, scale, x0, y0] = map.split(' ').map(Number) as [number, number, number, number, number];
      const board = (await page.locator('#g-board').boundingBox())!;
      const { x, y } = cellCentre(q, r);
      await page.mouse.click(board.x + left + (x - x0) * scale, board.y + top + (y - y0) * scale);
      taps++;
      mapUses++;
    } else {
      await tap('[data-action="overview"]');
      await tapControl(page, `[data-cell="${q},${r}"]`);
      taps++;
      overviewUses++;
    }
    seen = await lookAtCell(q, r);
    expect(seen.reachable).toBe(true);
  }
  smallestCell = Math.min(smallestCell, seen.min);
  // Tapped once it is still and on top: the board may still be moving into its new frame.
  await tapControl(page, `[data-cell="${q},${r}"]`);
  taps++;
}

/** An ordinary play (or a bonus card): cell, card, the draft turned the shorter way if needed, Place. */
async function place(p: Placement, n: number): Promise<void> {
  const before = taps;
  const mapBefore = mapUses + overviewUses;
  await tapCell(p.q, p.r);
  const extra = { map: mapUses + overviewUses - mapBefore, turn: 0, rotations: 0 };
  // A face below the panel's fold is reached by scrolling the list: a pan, counted apart from taps.
  // (One look at the page for what a person would see: the round trips are most of this test's time.)
  const offered = await page.evaluate((card) => {
    const el = document.querySelector(`#g-panel [data-card="${card}"]`)!;
    // Hidden when its middle is off the screen or under something else (the panel's edge, the bar).
    const box = el.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const offScreen = x < 0 || y < 0 || x > innerWidth || y > innerHeight;
    const hit = offScreen ? null : document.elementFromPoint(x, y);
    return {
      hidden: hit === null || !el.contains(hit),
      count: document.querySelectorAll('#g-panel [data-card]').length,
    };
  }, p.card);
  if (offered.hidden) panelScrolls++;
  fitting.push(offered.count);
  await tap(`#g-panel [data-card="${p.card}"]`);
  const draft = page.locator('[data-draft]');
  const shown = await draft.evaluate((el) => ({
    card: el.getAttribute('data-draft-card'),
    cell: el.getAttribute('data-draft-cell'),
    rotations: el.getAttribute('data-draft-rotations')!,
    rotation: Number(el.getAttribute('data-draft-rotation')),
  }));
  expect([shown.card, shown.cell]).toEqual([p.card, `${p.q},${p.r}`]);
  const legal = shown.rotations.split(' ').map(Number);
  expect(legal).toContain(p.rotation);
  // A tap on the draft near a corner turns it so that its notch points there: rotation k puts the
  // notch at 30° + 60° × k anticlockwise from east. One tap, at 70 % of the hex's radius.
  if (shown.rotation !== p.rotation) {
    const hex = (await draft.locator('.card-edge').boundingBox())!;
    const radius = hex.height / 2;
    const angle = ((30 + 60 * p.rotation) * Math.PI) / 180;
    await page.mouse.click(
      hex.x + hex.width / 2 + 0.7 * radius * Math.cos(angle),
      hex.y + hex.height / 2 - 0.7 * radius * Math.sin(angle),
    );
    taps++;
    extra.turn++;
  }
  extra.rotations = legal.length;
  extraTaps.push(extra);
  expect(Number(await draft.getAttribute('data-draft-rotation'))).toBe(p.rotation);
  const tapped = Date.now();
  await tap('[data-action="place"]');
  await waitForActions(n);
  shownAfter.push(Date.now() - tapped);
  playTaps.push(taps - before);
}

/** The hands at a round's end: each player's cards, one tap each, then the confirmation. */
async function enterHands(hands: readonly (readonly string[])[], n: number): Promise<void> {
  await expectAttribute(page, '#screen-game', 'data-phase', 'hands');
  const before = taps;
  for (const [seat, hand] of hands.entries()) {
    if (hand.length === 0) continue;
    // The entry moves on by itself to the next player whose hand is not complete.
    await expectAttribute(page, `[data-seat="${seat}"]`, 'aria-pressed', 'true');
    for (const id of hand) {
      await tap(`#hands-list [data-card="${id}"]`);
      handCards++;
    }
  }
  // The last card listed ends the round by itself; a confirmation is tapped only if it did not.
  const ended = await waitForActions(n, 3000).then(
    () => true,
    () => false,
  );
  if (!ended) {
    await tap('[data-action="confirm-hands"]');
    await waitForActions(n);
  }
  handTaps += taps - before;
}

/** The median: the middle value, or the mean of the two middle ones. */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
  ({ page, errors } = await openWatchedPage(browser, 'phone'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a seeded 3-player, 2-round game kept through the contract at 390 × 844', () => {
  it(
    'takes a median of three taps a play, one a pass or skipped bonus, about one a card of the hands, no cell under 44 px',
    async () => {
      await page.goto(`${server.url}score/?players=${PLAYERS.join(',')}&rounds=${STARTS.length}`);
      await expectAttribute(page, '#screen-game', 'data-phase', 'round-start');
      let n = 0;
      for (const { action, after } of game.steps) {
        if (action.type === 'start-round') {
          const before = taps;
          const core = `#g-over [data-card="${action.start}"]`;
          if ((await page.getAttribute(core, 'aria-pressed')) !== 'true') await tap(core);
          await tap(n === 0 ? '[data-action="start-round"]' : '[data-action="next-round"]');
          await waitForActions(++n);
          startTaps += taps - before;
          continue;
        }
        if (action.type === 'place') await place(action.placement, ++n);
        else if (action.type === 'pass' || action.type === 'skip-bonus') {
          const before = taps;
          await tap(`[data-action="${action.type}"]`);
          await waitForActions(++n);
          simpleTaps.push(taps - before);
        }
        const round = (after as GameState).round!;
        if (round.over === null) continue;
        // The dealt game ended the round: the page sees it by itself unless no one could play.
        if (round.over === 'blocked') {
          const before = taps;
          await tap('[data-action="end-round"]');
          await tap('[data-action="confirm-end"]');
          endTaps += taps - before;
        }
        await enterHands(round.finalHands!, ++n);
      }
      await expectAttribute(page, '#screen-game', 'data-phase', 'game-over');

      const plays = playTaps.length;
      console.log(
        [
          `plays: ${plays}, taps per play: median ${median(playTaps)}, 90th percentile ${percentile(playTaps, 90)}, max ${Math.max(...playTaps)}, mean ${(playTaps.reduce((a, b) => a + b, 0) / plays).toFixed(2)}`,
          `plays by taps: ${[...new Set(playTaps)]
            .sort((a, b) => a - b)
            .map((t) => `${t} taps × ${playTaps.filter((x) => x === t).length}`)
            .join(', ')}`,
          `plays over four taps: ${(() => {
            const over = extraTaps.filter((e) => e.map + e.turn > 1);
            const kinds = new Map<string, number>();
            for (const e of over) {
              const kind = `${e.map} on the map + ${e.turn} turning (of ${e.rotations} rotations)`;
              kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            }
            return [...kinds].map(([kind, count]) => `${kind} × ${count}`).join(', ');
          })()}`,
          `cells out of sight: brought into view by the map for ${mapUses} plays, by the whole table for ${overviewUses}`,
          `cards offered at the tapped cell: median ${median(fitting)}, max ${Math.max(...fitting)}; the card was below the panel's fold (a scroll) in ${panelScrolls} plays`,
          `passes and skipped bonuses: ${simpleTaps.length}, taps: ${simpleTaps.reduce((a, b) => a + b, 0)}`,
          `hands: ${handCards} cards in ${handTaps} taps (${(handTaps / handCards).toFixed(2)} a card, the confirmation included)`,
          `round starts: ${startTaps} taps; rounds ended by hand: ${endTaps} taps`,
          `smallest cell tapped: ${smallestCell.toFixed(1)} px; taps in all: ${taps}`,
          `a play shown after the tap on Place: median ${median(shownAfter)} ms, 90th percentile ${percentile(shownAfter, 90)} ms, max ${Math.max(...shownAfter)} ms`,
        ].join('\n'),
      );
      expect(median(playTaps)).toBeLessThanOrEqual(3);
      expect(simpleTaps.length).toBeGreaterThan(5);
      expect(simpleTaps.every((t) => t === 1)).toBe(true);
      expect(handTaps / handCards).toBeLessThanOrEqual(1.2);
      expect(smallestCell).toBeGreaterThanOrEqual(44);
    },
    GAME_TIMEOUT,
  );

  // Measured before the notch tap (turning one legal rotation a tap): 133 of 152 plays in 4 taps or
  // fewer, a 90th percentile of 5; the plays over 4 were mostly cards with six legal rotations.
  it('takes four taps a play or fewer at the 90th percentile, five at most', () => {
    expect(percentile(playTaps, 90)).toBeLessThanOrEqual(4);
    expect(Math.max(...playTaps)).toBeLessThanOrEqual(5);
    // No play needs more than one tap on the draft, whatever its rotation.
    expect(extraTaps.every((e) => e.turn <= 1)).toBe(true);
  });

  it('ends with the scores of the engine and of `jibe replay`', async () => {
    const { totals } = computeStandings(game.final.players, game.final.results, rules.options.scoring);
    const shown = await page.$$eval('[data-score-seat]', (els) => els.map((e) => Number(e.getAttribute('data-total'))));
    expect(shown).toEqual(totals.map((t) => t.score));
    await page.click('[data-action="menu"]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#menu-export')]);
    const file = join(mkdtempSync(join(tmpdir(), 'jibe-table-speed-')), 'game.json');
    await download.saveAs(file);
    expect(replayFile(file).totals.map((t) => t.score)).toEqual(shown);
    // The record equals the table: every card at its cell and in the rotation it was laid in.
    const record = JSON.parse(readFileSync(file, 'utf8')) as { rounds: { turns: unknown[] }[] };
    const played = game.steps
      .filter(({ after }) => (after as GameState).round!.over !== null)
      .map(({ after }) => (after as GameState).round!.turns);
    expect(record.rounds.map((r) => r.turns)).toEqual(played);
    expect(errors).toEqual([]);
  });
});
