// Scan as the way to keep a game: a whole seeded 2-player game of one round (the engine's bots in a dealt
// game, now and then passing a turn or skipping a bonus) kept on the page at 390 × 844 through the
// automation contract alone, every play read by Scan. The camera is a canvas: an init script hands
// the page a `canvas.captureStream()` for getUserMedia, and before each play the test draws on it a
// photo of the real table as it then lies (the real faces, test/support/table-photo.ts), framed as a
// player holds the phone over the new card and its neighbours. Scan is tapped once; after that a play
// is one tap on Place, the camera view coming back by itself; passes and skipped bonuses are tapped
// in the bar while it looks. The last play ends the round by the rules and the hand entry opens, and
// the totals are the engine's and those of `jibe replay` on the exported record. Prints the taps, seconds and
// frames read a play. With JIBE_SCORE_SHOTS=<folder> it saves screenshots of the camera view over
// the game and of a play it proposed. The same round is then kept again from frames as a phone gives
// them when it is not held well (scan-game-frames.ts: sharp, motion blur 6 px at 200 px a card,
// defocus 2.5 px at 320 px, small cards at 150 px, in turn from play to play), the next frame shown
// only once the page has judged a reading of this one without proposing it (the last held still):
// every play right, none proposed wrong, one tap a play. Those frames are raw pixels put on the
// canvas as they are, and the frames the page hands its reading thread are hashed, so each play
// checks that the reader got exactly the frame the test made; scan-game-frames.test.ts reads the
// same pixels in Node. What the page proposes therefore follows from the frames alone, never from
// the moment a frame is grabbed.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyAction, computeStandings, type GameState, placements, type Placement } from '../../engine/index.ts';
import { DOUBLE_TAP_MS } from '../../site/src/table/ui/tap-guard.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { fakeCamera, framesSent, putFrame, readings, showFrame } from '../support/fake-camera.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { makeTablePhoto } from '../support/table-photo.ts';
import { median, waitForActions } from './keep-by-taps.ts';
import { expectAttribute, expectText, replayFile, shootBothSchemes } from './score-page.ts';
import {
  CONDITIONS,
  FRAME,
  FRAMES_A_PLAY,
  frameOf as spoiledFrame,
  game,
  PLAYERS,
  rules,
  SEED,
  START,
  scannedPlays,
} from './scan-game-frames.ts';
import { tap as tapControl } from './tap.ts';

const SHOTS = process.env.JIBE_SCORE_SHOTS;
const ids = rules.cards.map((c) => c.id);
/**
 * Plays kept by Scan: the whole round, to its end by the rules (78 plays, about 45 s), unless
 * SCAN_PLAYS=N asks for the first N only, the round then ended by hand (a quicker run while working).
 */
const PLAYS = process.env.SCAN_PLAYS === undefined ? Number.POSITIVE_INFINITY : Number(process.env.SCAN_PLAYS);
/** A whole round, every play waiting for a frame to be drawn, read and recorded. */
const GAME_TIMEOUT = 600_000;
/**
 * The round through blur and small cards: each frame is made here, handed over as raw pixels and
 * read at least once (measured: 283 s for the 78 plays on 2 cores already loaded by other work).
 */
const SPOILED_TIMEOUT = 1_500_000;

/** The steps kept: the round's start, then up to the PLAYS-th play, ending where no bonus is due (or the whole round). */
const kept = (() => {
  let plays = 0;
  const end = game.steps.findIndex((step) => {
    if (step.action.type === 'place') plays++;
    return plays >= PLAYS && (step.after as GameState).round!.bonusAt < 0;
  });
  return end < 0 ? game.steps : game.steps.slice(0, end + 1);
})();
const last = kept.at(-1)!.after as GameState;
/** Whether the rules end the round with the last play kept: the hand entry then opens by itself. */
const endsByRules = last.round!.over !== null;
/** The hands left when the round ends, as the engine dealt them. */
const hands = endsByRules
  ? last.round!.finalHands!.map((hand) => hand.slice())
  : last.round!.hands!.map((hand) => hand.map((i) => ids[i]!));
const ended = endsByRules ? { ok: true as const, value: last } : applyAction(last, { type: 'end-round', hands });
if (!ended.ok) throw new Error(ended.error.message);
/** The game over, as the engine has it. */
const endState = ended.value as GameState;
/** The plays kept. */
const keptPlays = kept.filter((s) => s.action.type === 'place').length;

/**
 * The camera of a phone held over a new card: the table as it lies after the play, the new card
 * and the cards beside it in view at about 300 px a card, a little tilted and blurred, with sensor
 * noise, as a JPEG data URL (as a phone's picture, a little spoiled).
 */
function frameOf(after: GameState, placement: Placement, n: number): string {
  const table = placements(after.round!.table, ids);
  const photo = makeTablePhoto({
    seed: SEED * 1000 + n,
    tableCards: table.length,
    table,
    centre: placement.card,
    around: 1,
    cardPx: 300,
    tilt: 12,
    blur: 0.5,
    noise: 3,
  });
  const encoded = jpeg.encode({ data: photo.data, width: photo.width, height: photo.height }, 85);
  return `data:image/jpeg;base64,${Buffer.from(encoded.data).toString('base64')}`;
}

const scanOpen = (page: Page) => page.locator('#scan[open]').count();
const actionsShown = (page: Page) => page.getAttribute('#screen-game', 'data-actions').then(Number);

/** Screenshots in light and dark, when JIBE_SCORE_SHOTS names a folder. */
const shoot = (page: Page, name: string) => shootBothSchemes(page, SHOTS, name);

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** A page with the canvas for a camera, its 2-player game from a link started with the seeded game's core. */
async function openGame(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openWatchedPage(browser, 'phone');
  await opened.context.addInitScript(fakeCamera, FRAME);
  const { page } = opened;
  await page.goto(`${server.url}score/?players=${PLAYERS.join(',')}&rounds=1`);
  await expectAttribute(page, '#screen-game', 'data-phase', 'round-start');
  if ((await page.getAttribute(`#g-over [data-card="${START}"]`, 'aria-pressed')) !== 'true')
    await tapControl(page, `#g-over [data-card="${START}"]`);
  await tapControl(page, '[data-action="start-round"]');
  await waitForActions(page, 1);
  return { page, errors: opened.errors };
}

/** Whether the camera view holds the camera's stream. */
const cameraOn = (page: Page) =>
  page.evaluate(() => (document.getElementById('scan-video') as HTMLVideoElement | null)?.srcObject != null);

/**
 * Ends the round kept (by hand, or by the rules when the whole round was kept): the hand entry closes
 * Scan and its camera, the hands left are entered and the game is over. `n`: the actions shown so far.
 */
async function finishRound(page: Page, tap: (selector: string) => Promise<void>, n: number): Promise<void> {
  if (!endsByRules) {
    await tap('[data-action="end-round"]');
    await tap('[data-action="confirm-end"]');
  }
  await expectAttribute(page, '#screen-game', 'data-phase', 'hands');
  expect(await scanOpen(page)).toBe(0);
  expect(await cameraOn(page)).toBe(false);
  for (const [seat, hand] of hands.entries()) {
    // An empty hand (the player who ended the round) has nothing to list: the entry passes it by.
    if (hand.length === 0) continue;
    await expectAttribute(page, `[data-seat="${seat}"]`, 'aria-pressed', 'true');
    for (const id of hand) await tap(`#hands-list [data-card="${id}"]`);
  }
  await waitForActions(page, n + 1);
  await expectAttribute(page, '#screen-game', 'data-phase', 'game-over');
}

/** The game over on the page has the engine's totals and those of `jibe replay` on its export, every turn the engine's. */
async function expectEngineEnd(page: Page, errors: string[]): Promise<void> {
  const final = endState;
  const { totals } = computeStandings(final.players, final.results, rules.options.scoring);
  const shown = await page.$$eval('[data-score-seat]', (els) => els.map((e) => Number(e.getAttribute('data-total'))));
  expect(shown).toEqual(totals.map((t) => t.score));
  await tapControl(page, '[data-action="menu"]');
  const [download] = await Promise.all([page.waitForEvent('download'), tapControl(page, '#menu-export')]);
  const file = join(mkdtempSync(join(tmpdir(), 'jibe-scan-game-')), 'game.json');
  await download.saveAs(file);
  expect(replayFile(file).totals.map((t) => t.score)).toEqual(shown);
  const record = JSON.parse(readFileSync(file, 'utf8')) as { rounds: { turns: unknown[] }[] };
  expect(record.rounds.map((r) => r.turns)).toEqual([final.round!.turns]);
  expect(errors).toEqual([]);
}

describe('a round of a seeded 2-player game kept by Scan at 390 × 844', () => {
  let page: Page;
  let errors: string[];

  it(
    'records every play read by the camera with one tap on Place, Scan tapped once, the bar in reach throughout',
    async () => {
      ({ page, errors } = await openGame());
      let n = 1;

      // Scan is the first way offered: the accent's fill at the board's top left, named for what it does.
      const scan = page.locator('[data-action="scan"]');
      expect(await scan.getAttribute('aria-label')).toBe('Scan the play with the camera');
      const look = await scan.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const board = document.getElementById('g-board')!.getBoundingClientRect();
        const accent = getComputedStyle(document.querySelector('[data-action="place"]')!).backgroundColor;
        return {
          left: box.left - board.left,
          top: box.top - board.top,
          min: Math.min(box.width, box.height),
          filled: getComputedStyle(el).backgroundColor === accent,
        };
      });
      expect(look.left).toBeLessThan(16);
      expect(look.top).toBeLessThan(16);
      expect(look.min).toBeGreaterThanOrEqual(44);
      expect(look.filled, 'Scan filled as Place is').toBe(true);

      let taps = 0;
      const tap = async (selector: string) => {
        await tapControl(page, selector);
        taps++;
      };
      await tap('[data-action="scan"]');
      await page.locator('#scan[open]').waitFor();
      // The view lies over the game screen and stops at the bar.
      const edges = await page.evaluate(() => ({
        view: document.getElementById('scan')!.getBoundingClientRect().bottom,
        bar: document.getElementById('g-bar')!.getBoundingClientRect().top,
      }));
      expect(edges.view).toBeLessThanOrEqual(edges.bar + 0.5);
      const reachable = await page.$$eval('#g-bar button', (buttons) =>
        buttons.map((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      );
      expect(reachable.length).toBeGreaterThan(0);
      expect(reachable.every(Boolean), 'every button of the bar on top while the camera looks').toBe(true);

      const perPlay: { taps: number; ms: number; toDraftMs: number; frames: number; drawMs: number }[] = [];
      let simple = 0;
      let lastPlace = 0;
      for (const [i, { action, before, after }] of kept.entries()) {
        if (action.type === 'start-round') continue;
        // The view looks, titled for what is due, while the bar's controls stay in reach.
        expect(await scanOpen(page), `the camera view open before step ${i}`).toBe(1);
        const bonus = (before as GameState).round!.bonusAt >= 0;
        await expectText(page, '#scan-title', bonus ? 'Scan the bonus card' : 'Scan the play');
        if (action.type === 'pass' || action.type === 'skip-bonus') {
          await tap(`[data-action="${action.type}"]`);
          await waitForActions(page, ++n);
          simple++;
          continue;
        }
        if (action.type !== 'place') throw new Error(`not kept here: ${action.type}`);
        const p = action.placement;
        const drawn = Date.now();
        const frame = frameOf(after as GameState, p, i);
        const began = Date.now();
        const tapsBefore = taps;
        const readingsBefore = await readings(page);
        await showFrame(page, frame);
        const draft = page.locator('[data-draft]');
        await draft.waitFor({ timeout: 20_000 });
        const proposed = Date.now();
        const frames = (await readings(page)) - readingsBefore;
        if (perPlay.length === 2) await shoot(page, 'scan-game-proposed');
        // The view has stepped aside: the draft is checked on the board, and nothing is recorded yet.
        expect(await scanOpen(page), 'the view aside while the draft waits').toBe(0);
        expect(await actionsShown(page)).toBe(n);
        const shown = await draft.evaluate((el) => [
          el.getAttribute('data-draft-card'),
          el.getAttribute('data-draft-cell'),
          Number(el.getAttribute('data-draft-rotation')),
        ]);
        expect(shown, `play ${i}`).toEqual([p.card, `${p.q},${p.r}`, p.rotation]);
        // A second tap on Place this soon would be a double tap, which the page ignores; laying a card takes longer.
        const wait = lastPlace + DOUBLE_TAP_MS + 50 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        lastPlace = Date.now();
        await tap('[data-action="place"]');
        await waitForActions(page, ++n);
        perPlay.push({
          taps: taps - tapsBefore,
          ms: Date.now() - began,
          toDraftMs: proposed - began,
          frames,
          drawMs: began - drawn,
        });
        // Back by itself for the next play (the last play of a round the rules end opens the hand entry instead).
        if ((after as GameState).round!.over !== null) break;
        await page.locator('#scan[open]').waitFor({ timeout: 5000 });
        if (perPlay.length === 2) {
          await expectAttribute(page, '#scan', 'data-scan', 'same');
          await shoot(page, 'scan-game-looking');
        }
      }

      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const plays = perPlay.length;
      // The one tap on Scan counts with the first play.
      const tapsPerPlay = perPlay.map((p, k) => p.taps + (k === 0 ? 1 : 0));
      const seconds = perPlay.map((p) => p.ms / 1000);
      const frames = perPlay.map((p) => p.frames);
      console.log(
        [
          `Scan, ${plays} plays of a 2-player round (seed ${SEED}), frames ${FRAME.width} × ${FRAME.height}:`,
          `taps a play: ${(sum(tapsPerPlay) / plays).toFixed(2)} (${tapsPerPlay.join(' ')}), the tap on Scan counted with the first; passes and skipped bonuses: ${simple}, one tap each`,
          `seconds a play (frame shown to play saved, the page's pause against a double tap on Place included): median ${median(seconds).toFixed(2)}, mean ${(sum(seconds) / plays).toFixed(2)}, max ${Math.max(...seconds).toFixed(2)}`,
          `seconds from the frame shown to the draft: median ${(median(perPlay.map((p) => p.toDraftMs)) / 1000).toFixed(2)}, max ${(Math.max(...perPlay.map((p) => p.toDraftMs)) / 1000).toFixed(2)}`,
          `frames read a play: median ${median(frames)}, mean ${(sum(frames) / plays).toFixed(1)}, max ${Math.max(...frames)}`,
          `the test's own photo of each frame: median ${median(perPlay.map((p) => p.drawMs))} ms`,
        ].join('\n'),
      );
      expect(plays).toBe(keptPlays);
      expect(simple).toBeGreaterThan(0);
      expect(tapsPerPlay[0]).toBeLessThanOrEqual(2);
      expect(tapsPerPlay.slice(1).every((t) => t <= 1)).toBe(true);

      await finishRound(page, tap, n);
    },
    GAME_TIMEOUT,
  );

  it('ends with the scores of the engine and of `jibe replay`, every card where and as it was laid', async () => {
    await expectEngineEnd(page, errors);
    await page.context().close();
  });
});

describe('a round of a seeded 2-player game kept by Scan through blur and small cards at 390 × 844', () => {
  let page: Page;
  let errors: string[];

  it(
    'records every play right from blurred and small frames, none proposed wrong, one tap a play',
    async () => {
      ({ page, errors } = await openGame());
      let n = 1;
      let taps = 0;
      const tap = async (selector: string) => {
        await tapControl(page, selector);
        taps++;
      };
      await tap('[data-action="scan"]');
      await page.locator('#scan[open]').waitFor();

      const byStep = new Map(scannedPlays.map((p) => [p.step, p]));
      const perPlay: { condition: number; taps: number; frames: number; toDraftMs: number }[] = [];
      let simple = 0;
      let lastPlace = 0;
      for (const [i, { action, after }] of kept.entries()) {
        if (action.type === 'start-round') continue;
        expect(await scanOpen(page), `the camera view open before step ${i}`).toBe(1);
        if (action.type === 'pass' || action.type === 'skip-bonus') {
          await tap(`[data-action="${action.type}"]`);
          await waitForActions(page, ++n);
          simple++;
          continue;
        }
        if (action.type !== 'place') throw new Error(`not kept here: ${action.type}`);
        const play = byStep.get(i)!;
        const p = play.placement;
        const tapsBefore = taps;
        const began = Date.now();
        let frames = 0;
        // A frame before the camera; once the page has judged a reading of exactly that frame
        // without proposing it, the next frame (the player holds still for the last).
        for (;;) {
          if (frames === FRAMES_A_PLAY) {
            const said = await page.evaluate(() => document.getElementById('scan-status')?.textContent);
            throw new Error(
              `play ${play.play} (${CONDITIONS[play.condition]!.name}): not proposed from ${frames} frames: ${said}`,
            );
          }
          const pixels = spoiledFrame(play, frames).data;
          const before = (await framesSent(page)).length;
          const hash = await putFrame(page, pixels);
          frames++;
          // The reading loop hands the thread its next frame only once the last was judged: a frame
          // sent before the last one sent has been read and judged.
          await page
            .waitForFunction(
              ([hash, before]) => {
                if (document.querySelector('[data-draft]') !== null) return true;
                const sent = (window as unknown as { jibeSent: number[] }).jibeSent;
                const at = sent.indexOf(hash, before);
                return at >= 0 && at < sent.length - 1;
              },
              [hash, before] as const,
              { timeout: 120_000, polling: 50 },
            )
            .catch(async (error: Error) => {
              const seen = await page.evaluate(() => [
                document.getElementById('scan')?.dataset.scan,
                document.getElementById('scan-status')?.textContent,
                (window as unknown as { jibeSent: number[] }).jibeSent.slice(-3).join(' '),
              ]);
              throw new Error(`play ${play.play}, frame ${frames} (${hash}): ${seen.join(' | ')}: ${error.message}`);
            });
          if ((await page.locator('[data-draft]').count()) > 0) {
            // The draft came from a reading of the very frame the test made.
            expect((await framesSent(page)).at(-1), `play ${play.play}: the frame read is the frame shown`).toBe(hash);
            break;
          }
        }
        const toDraftMs = Date.now() - began;
        const shown = await page
          .locator('[data-draft]')
          .evaluate((el) => [
            el.getAttribute('data-draft-card'),
            el.getAttribute('data-draft-cell'),
            Number(el.getAttribute('data-draft-rotation')),
          ]);
        expect(shown, `play ${play.play} (${CONDITIONS[play.condition]!.name})`).toEqual([
          p.card,
          `${p.q},${p.r}`,
          p.rotation,
        ]);
        const wait = lastPlace + DOUBLE_TAP_MS + 50 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        lastPlace = Date.now();
        await tap('[data-action="place"]');
        await waitForActions(page, ++n);
        perPlay.push({ condition: play.condition, taps: taps - tapsBefore, frames, toDraftMs });
        if ((after as GameState).round!.over !== null) break;
        await page.locator('#scan[open]').waitFor({ timeout: 15_000 });
      }

      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const plays = perPlay.length;
      // The taps of the plays: the one on Scan and every one made while a play was being read and
      // placed. Passes and skipped bonuses are one tap each, counted apart.
      const playTaps = 1 + sum(perPlay.map((p) => p.taps));
      const lines = CONDITIONS.map(({ name }, c) => {
        const these = perPlay.filter((p) => p.condition === c);
        const firstFrame = these.filter((p) => p.frames === 1).length;
        const still = these.filter((p) => p.frames === FRAMES_A_PLAY).length;
        return `  ${name}: ${these.length} plays, proposed from the first frame in ${firstFrame}, from the frame held still in ${still}`;
      });
      console.log(
        [
          `Scan through blur and small cards, ${plays} plays of a 2-player round (seed ${SEED}), frames ${FRAME.width} × ${FRAME.height}:`,
          `taps a play: ${(playTaps / plays).toFixed(2)} (${playTaps} taps: Scan once, then ${playTaps - 1} while the plays were read and placed); passes and skipped bonuses: ${simple}, one tap each (${taps} taps in all)`,
          ...lines,
          `frames a play: ${perPlay.map((p) => p.frames).join('')}`,
          `seconds from the first frame shown to the draft: median ${(median(perPlay.map((p) => p.toDraftMs)) / 1000).toFixed(2)}, max ${(Math.max(...perPlay.map((p) => p.toDraftMs)) / 1000).toFixed(2)}`,
        ].join('\n'),
      );
      expect(plays).toBe(keptPlays);
      // One tap a play: Place alone, and the tap on Scan with the first.
      expect(perPlay.every((p) => p.taps === 1)).toBe(true);
      expect(playTaps).toBe(plays + 1);
      // Most plays read from their first frame (75 of 78 in Node, scan-game-frames.test.ts), not by holding still.
      expect(perPlay.filter((p) => p.frames === 1).length).toBeGreaterThanOrEqual(Math.ceil(0.85 * plays));
      await finishRound(page, tap, n);
    },
    SPOILED_TIMEOUT,
  );

  it('ends with the scores of the engine and of `jibe replay`, every card where and as it was laid', async () => {
    await expectEngineEnd(page, errors);
    await page.context().close();
  });
});

describe('Scan closed by hand at 390 × 844', () => {
  it('stays closed after Enter by hand and a play entered by hand, comes back with a tap on Scan, and Cards ends it', async () => {
    const { page, errors } = await openGame();
    const [first, second] = kept.filter((step) => step.action.type === 'place');
    if (first?.action.type !== 'place' || second?.action.type !== 'place') throw new Error('two plays wanted');
    await tapControl(page, '[data-action="scan"]');
    await page.locator('#scan[open]').waitFor();
    await expect.poll(() => cameraOn(page)).toBe(true);
    await tapControl(page, '[data-action="scan-close"]');
    expect(await scanOpen(page)).toBe(0);
    expect(await cameraOn(page)).toBe(false);
    // The first play by hand, its table before the camera: cell, face (its icons first when below the fold), turns, Place.
    await showFrame(page, frameOf(first.after as GameState, first.action.placement, 1));
    const p = first.action.placement;
    await tapControl(page, `[data-cell="${p.q},${p.r}"]`);
    const face = `#g-panel [data-card="${p.card}"]`;
    const inView = () =>
      page.locator(face).evaluate((el) => {
        const box = el.getBoundingClientRect();
        const list = document.getElementById('g-panel-list')!.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom;
      });
    for (const icon of rules.cards[rules.cardIndex.get(p.card)!]!.sets) {
      if (await inView()) break;
      await tapControl(page, `#g-pad [data-icon="${icon}"]`);
    }
    await tapControl(page, face);
    for (let k = 0; k < 6 && Number(await page.getAttribute('[data-draft]', 'data-draft-rotation')) !== p.rotation; k++)
      await tapControl(page, '[data-action="rotate"]');
    await tapControl(page, '[data-action="place"]');
    await waitForActions(page, 2);
    // Time enough for a camera view to come back, had it been going to.
    await page.waitForTimeout(500);
    expect(await scanOpen(page)).toBe(0);
    expect(await cameraOn(page)).toBe(false);
    // Scan again: the next play read, placed, and the view back by itself.
    await tapControl(page, '[data-action="scan"]');
    await page.locator('#scan[open]').waitFor();
    await showFrame(page, frameOf(second.after as GameState, second.action.placement, 2));
    await page.locator('[data-draft]').waitFor({ timeout: 20_000 });
    const q = second.action.placement;
    expect(await page.getAttribute('[data-draft]', 'data-draft-cell')).toBe(`${q.q},${q.r}`);
    await tapControl(page, '[data-action="place"]');
    await waitForActions(page, 3);
    await page.locator('#scan[open]').waitFor({ timeout: 5000 });
    expect(await cameraOn(page)).toBe(true);
    // Cards, tapped in the bar while the camera looks, goes back to entering by hand: the camera stops.
    await tapControl(page, '[data-action="open-picker"]');
    await page.locator('#picker[open]').waitFor();
    expect(await scanOpen(page)).toBe(0);
    expect(await cameraOn(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
