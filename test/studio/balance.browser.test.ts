// The Studio's balance games in Chromium: a few games of the classic deck played through the
// visible controls in the page's balance threads give `jibe simulate`'s report.json for the same
// seed and games, and their findings show (axe-core finds nothing serious in them); a long run is
// cancelled from the same button.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { simulate } from '../../simulator/run.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';

let server: StaticServer;
let browser: FileBrowser;
withSiteAndBrowser((s, b) => {
  server = s;
  browser = b;
});
const tmp = mkdtempSync(join(tmpdir(), 'jibe-studio-balance-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The first drawing, then the threads' start and the games, on a busy machine: a bound, not a margin.
const WAIT = { timeout: 240_000, interval: 200 };

/** `jibe simulate --games N --seed S`'s report.json for the classic deck. */
async function simulated(games: number, seed: number): Promise<string> {
  const { deck, dir } = loadDeck('decks/classic');
  const out = join(tmp, `cli-${games}-${seed}`);
  await simulate({
    players: 4,
    games,
    bots: 'greedy',
    seed,
    workers: 1,
    json: true,
    a: { deck, place: dir },
    out,
    outputRoot: join(tmp, 'output'),
    noCache: true,
    join,
    stderr: { write: () => true },
  });
  return readFileSync(join(out, 'report.json'), 'utf8');
}

describe('the Studio plays balance games', () => {
  test('games played with the visible controls give jibe simulate’s report, and a long run cancels', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    const play = page.getByRole('button', { name: 'Play balance games' });
    await expect.poll(() => play.isEnabled(), WAIT).toBe(true);
    await page.getByLabel('Games', { exact: true }).fill('60');
    await page.getByLabel('Seed', { exact: true }).fill('7');
    await play.click();
    const findings = page.locator('#studio-balance-findings');
    await expect.poll(() => findings.getAttribute('data-state'), WAIT).toBe('current');
    expect(await findings.locator('table').first().locator('tbody tr').count()).toBe(4);
    expect(await findings.locator('h4').textContent()).toMatch(
      /^Jibe: 60 games of 4 rounds, 4 players, greedy, seed 7/,
    );
    expect(await findings.locator('dt').first().textContent()).toBe('Does a seat win more often than its fair share?');
    expect(await findSeriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download', WAIT);
    await page.getByRole('button', { name: 'Download report.json' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('classic-balance-report.json');
    await file.saveAs(join(tmp, 'studio.json'));
    expect(readFileSync(join(tmp, 'studio.json'), 'utf8')).toBe(await simulated(60, 7));

    // A long run, cancelled once it is under way: the last report stays.
    await page.getByLabel('Games', { exact: true }).fill('100000');
    await play.click();
    const cancel = page.getByRole('button', { name: 'Cancel balance games' });
    await expect
      .poll(() => page.locator('#studio-balance-progress').evaluate((p: HTMLProgressElement) => p.value), WAIT)
      .toBeGreaterThan(0);
    await expect(page.getByLabel('Games', { exact: true }).isDisabled()).resolves.toBe(true);
    await cancel.click();
    await expect
      .poll(() => page.locator('#studio-balance-status').textContent(), WAIT)
      .toBe('Balance games cancelled.');
    expect(await findings.getAttribute('data-state')).toBe('current');
    expect(await play.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
