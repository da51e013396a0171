// How many taps keeping a game costs: whole seeded games of 3 and 4 players, 2 rounds, their plays
// supplied by the engine's bots in a dealt game, kept on the page at 390 × 844 only through the
// automation contract of the README (keep-by-taps.ts), every tap counted: the taps per play, per
// pass or skipped bonus and per card of the hands, the size of every cell tapped, the plays that
// needed a scroll, and the final scores against the engine and `jibe replay`.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileRules, computeStandings, type GameState } from '../../engine/index.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { describeCounts, keepByTaps, median, percentile, type TapCounts } from './keep-by-taps.ts';
import { deck } from './play.ts';
import { expectAttribute, replayFile } from './score-page.ts';
import { playSeededGame } from './seeded-game.ts';

const rules = compileRules(deck);
/** Two rounds of some 70 plays each, every one waiting for the page to save and show it. */
const GAME_TIMEOUT = 600_000;

// Greedy players who now and then pass a turn or skip a bonus, so both are counted too.
const GAMES = [
  { players: ['Ana', 'Ben', 'Cleo'], starts: ['core-gear', 'core-note'], seed: 7 },
  { players: ['Dee', 'Eli', 'Fay', 'Gus'], starts: ['core-star', 'core-joker-2'], seed: 23 },
];

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

describe.each(GAMES)('a seeded game of $players.length players kept through the contract at 390 × 844', (setup) => {
  const game = playSeededGame(rules, setup.players, setup.starts, setup.seed, 'greedy', {
    passEvery: 11,
    skipEvery: 3,
  });
  let page: Page;
  let errors: string[];
  let counts: TapCounts;

  it(
    'takes a median of three taps a play, one a pass or skipped bonus, one a card of the hands, no cell under 44 px',
    async () => {
      ({ page, errors } = await openWatchedPage(browser, 'phone'));
      await page.goto(`${server.url}score/?players=${setup.players.join(',')}&rounds=${setup.starts.length}`);
      await expectAttribute(page, '#screen-game', 'data-phase', 'round-start');
      counts = await keepByTaps(page, rules, game.steps);
      console.log(`${setup.players.length} players, seed ${setup.seed}:\n${describeCounts(counts)}`);
      expect(median(counts.plays)).toBeLessThanOrEqual(3);
      expect(counts.simple.length).toBeGreaterThan(5);
      expect(counts.simple.every((t) => t === 1)).toBe(true);
      expect(counts.handTaps / counts.handCards).toBeLessThanOrEqual(1.2);
      expect(counts.smallestCell).toBeGreaterThanOrEqual(44);
      // No scroll for the median play: the card played is in view, or brought there by the pad.
      expect(counts.scrolls).toBeLessThan(counts.plays.length / 2);
    },
    GAME_TIMEOUT,
  );

  it('takes four taps a play or fewer at the 90th percentile, and one tap on the draft at most', () => {
    expect(percentile(counts.plays, 90)).toBeLessThanOrEqual(4);
    expect(counts.extras.every((e) => e.turn <= 1)).toBe(true);
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
    await page.context().close();
  });
});
