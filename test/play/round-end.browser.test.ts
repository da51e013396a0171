// The end of a round on both pages in Chromium at 390 × 844: a game played on the Play page against
// a bot, its record exported and imported into the scorekeeper; on each page every player's points,
// hand penalty, score and cards left are read as shown (in text, no hover) and held against
// `jibe replay --json` and the engine's replay of the same record.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../../engine/index.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { classicDeck } from '../support/classic.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { replayFile } from '../score/score-page.ts';
import { tap } from '../score/tap.ts';
import { playByHints, setUp } from './play-page.ts';

const GAME_TIMEOUT = 300_000;
const work = mkdtempSync(join(tmpdir(), 'jibe-round-end-'));

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

interface ShownLine {
  points: number;
  penalty: number;
  score: number;
  left: string[];
  text: string;
  visible: boolean;
}

/** The round-end table as the page shows it: its numbers, the cards left, and the words under each name. */
async function readRoundEnd(page: Page): Promise<ShownLine[]> {
  await page.locator('#round-end').waitFor();
  // The page may still be laying the panel out as it appears: its lines are read once all have a
  // size (a line that never shows fails below, after this wait's own time).
  await page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('#round-end .left')].every((el) => el.offsetWidth > 0),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const rows = await page.$$eval('#round-end tbody tr', (trs) =>
    trs.map((tr) => ({
      points: Number(tr.getAttribute('data-points')),
      penalty: Number(tr.getAttribute('data-penalty')),
      score: Number(tr.getAttribute('data-score')),
      left: (tr.getAttribute('data-left') ?? '').split(' ').filter((id) => id !== ''),
      text: tr.querySelector('.left')?.textContent ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })),
  );
  const visible = await page
    .locator('#round-end .left')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetWidth > 0 && (el as HTMLElement).offsetHeight > 0));
  return rows.map((r, i) => {
    // What the reader sees is what the attributes say: points, the penalty as subtracted, the score.
    expect(r.cells).toEqual([String(r.points), r.penalty === 0 ? '0' : `−${r.penalty}`, String(r.score)]);
    return { points: r.points, penalty: r.penalty, score: r.score, left: r.left, text: r.text, visible: visible[i]! };
  });
}

/** What `jibe replay` and the engine's replay of the record say of its last round. */
function replayed(file: string) {
  const cli = replayFile(join(file)) as unknown as {
    rounds: { players: { points: number; penalty: number; score: number }[] }[];
  };
  const record = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
  if (!record.ok) throw new Error('the exported record does not read');
  const game = replayRecord(classicDeck, record.value);
  if (!game.ok) throw new Error(game.error.message);
  const hands = game.value.game.round!.finalHands!;
  return cli.rounds.at(-1)!.players.map((p, seat) => ({ ...p, left: [...hands[seat]!] }));
}

function expectAsReplayed(shown: ShownLine[], want: ReturnType<typeof replayed>): void {
  expect(shown.map(({ points, penalty, score, left }) => ({ points, penalty, score, left }))).toEqual(
    want.map(({ points, penalty, score, left }) => ({ points, penalty, score, left })),
  );
  for (const line of shown) {
    expect(line.visible).toBe(true);
    expect(line.text).toMatch(line.left.length === 0 ? /^Left: none$/ : /^Left: .+ (−\d+|0)$/);
    expect(line.text.split(', ')).toHaveLength(Math.max(1, line.left.length));
  }
}

describe("a round's end on both pages", () => {
  it(
    "shows each player's points, penalty and cards left on the Play page and the scorekeeper, as jibe replay does",
    async () => {
      const play = await openWatchedPage(browser, 'phone', 'light', 'block', 'reduce');
      await play.page.goto(`${server.url}play/`);
      await setUp(play.page, { bots: ['greedy'], rounds: 1, teaching: false });
      expect(await playByHints(play.page)).toBe('game-over');
      const onPlay = await readRoundEnd(play.page);
      expect(await findSeriousViolations(play.page)).toEqual([]);
      const [download] = await Promise.all([
        play.page.waitForEvent('download'),
        tap(play.page, '#p-over [data-action="export-record"]'),
      ]);
      const file = join(work, 'game.json');
      await download.saveAs(file);
      const want = replayed(file);
      expectAsReplayed(onPlay, want);
      // Someone holds cards at the end, or the round ended on a pass with the hands counted as none.
      expect(want.some((p) => p.left.length > 0) || want.every((p) => p.penalty === 0)).toBe(true);

      const score = await openWatchedPage(browser, 'phone');
      await score.page.goto(`${server.url}score/`);
      await score.page.locator('#screen-setup:not([hidden])').waitFor();
      await score.page.click('#setup-cancel');
      await score.page.setInputFiles('#games-import', file);
      await score.page.locator('#screen-game:not([hidden])').waitFor();
      expectAsReplayed(await readRoundEnd(score.page), want);
      expect(await findSeriousViolations(score.page)).toEqual([]);
      expect([...play.errors, ...score.errors]).toEqual([]);
      await play.context.close();
      await score.context.close();
    },
    GAME_TIMEOUT,
  );
});
