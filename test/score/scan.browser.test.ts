// Scan on the real page at 390 × 844, through the automation contract: a Chromium of its own whose
// fake camera plays a synthetic video of a table (real faces on a seeded legal table, the photo of
// test/support/table-photo.ts as Y4M frames). A game kept up to that table minus its last card,
// then Scan: the draft proposed is the last card as the video shows it, and one tap on Place
// records it with the engine's points, the view coming back for the next play until Enter by hand
// stops the camera. A game where one card lies elsewhere than in the video:
// the page says so and records nothing. Nothing is fetched from another host, and Scan's code
// loads only when the camera is opened. With JIBE_SCORE_SHOTS=<folder> it saves screenshots.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Action, compileRules, type GameState, listLegal, type Placement } from '../../engine/index.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../support/browser.ts';
import { cardName } from '../../site/src/table/card-name.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { tableGame, tablePhoto, writeTableVideo } from '../support/table-video.ts';
import { deck, replayOpen } from './play.ts';
import { shootBothSchemes } from './score-page.ts';
import { tap } from './tap.ts';

const SHOTS = process.env.JIBE_SCORE_SHOTS;
const PLAYERS = ['Ana', 'Ben'];
/** A seeded table of seven cards whose every card the reader reads in the video (the last one pair). */
const SEED = 4;
const COUNT = 7;
const rules = compileRules(deck);
const game = tableGame(SEED, COUNT);
const scanned = game.actions.at(-1)!;
if (scanned.type !== 'place') throw new Error('the scanned action must be a play');

let server: StaticServer;
let browser: Browser;
const work = mkdtempSync(join(tmpdir(), 'jibe-scan-'));

/** The engine's game (2 players, as on the page) after a list of actions. */
function replay(actions: readonly Action[]): GameState {
  return replayOpen(rules, PLAYERS, actions);
}

const phase = (page: Page) => page.getAttribute('#screen-game', 'data-phase');
const actionsShown = (page: Page) => page.getAttribute('#screen-game', 'data-actions').then(Number);

/** Taps a cell at its centre (the whole table first when it is out of sight). */
async function tapCell(page: Page, q: number, r: number): Promise<void> {
  const cell = page.locator(`[data-cell="${q},${r}"]`);
  const reachable = () =>
    cell.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
  if (!(await reachable())) await page.click('[data-action="overview"]');
  // Tapped once it is still and on top: the board may still be moving into its new frame.
  await tap(page, `[data-cell="${q},${r}"]`);
}

/** A play or skipped bonus recorded by tapping; waits until it is saved and shown. */
async function record(page: Page, action: Action): Promise<void> {
  const n = await actionsShown(page);
  if (action.type === 'skip-bonus') await page.click('[data-action="skip-bonus"]');
  else if (action.type === 'place') {
    const p = action.placement;
    await tapCell(page, p.q, p.r);
    await page.click(`#g-panel [data-card="${p.card}"]`);
    const draft = page.locator('[data-draft]');
    for (let i = 0; i < 6 && Number(await draft.getAttribute('data-draft-rotation')) !== p.rotation; i++)
      await page.click('[data-action="rotate"]');
    expect(Number(await draft.getAttribute('data-draft-rotation'))).toBe(p.rotation);
    await page.click('[data-action="place"]');
  } else throw new Error(`not recorded here: ${action.type}`);
  await expect.poll(() => actionsShown(page)).toBe(n + 1);
}

/** A new page with a 2-player game of one round from a link, kept through `actions`. */
async function keptGame(
  actions: readonly Action[],
): Promise<{ page: Page; offsite: string[]; loaded: string[]; workers: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.grantPermissions(['camera'], { origin: new URL(server.url).origin });
  const offsite: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(new URL(server.url).origin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    offsite.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${server.url}score/?players=${PLAYERS.join(',')}&rounds=1`);
  await expect.poll(() => phase(page)).toBe('round-start');
  await page.click(`#g-over [data-card="${game.start}"]`);
  await page.click('[data-action="start-round"]');
  await expect.poll(() => actionsShown(page)).toBe(1);
  for (const action of actions) await record(page, action);
  return { page, offsite, loaded, workers };
}

/** Keeps the camera view's tracks aside, to see whether they were stopped. */
const keepTracks = (page: Page) =>
  page.evaluate(() => {
    const video = document.getElementById('scan-video') as HTMLVideoElement;
    (window as unknown as { kept: MediaStreamTrack[] }).kept = (video.srcObject as MediaStream).getTracks();
  });
const tracksStopped = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { kept: MediaStreamTrack[] }).kept;
    const video = document.getElementById('scan-video') as HTMLVideoElement;
    return kept.length > 0 && kept.every((t) => t.readyState === 'ended') && video.srcObject === null;
  });

/** Screenshots in light and dark, when JIBE_SCORE_SHOTS names a folder. */
const shoot = (page: Page, name: string) => shootBothSchemes(page, SHOTS, name);

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  const video = join(work, 'table.y4m');
  const photo = tablePhoto({
    seed: SEED,
    tableCards: COUNT,
    cardPx: 280,
    tilt: 15,
    blur: 0.6,
    noise: 4,
    jpegQuality: 80,
  });
  // Each frame with its own sensor noise, as a camera's; Chromium shows them with their contrast
  // raised (table-video.ts). Every frame must read the whole table (read-video-frames.test.ts
  // reads the same frames in Node).
  writeTableVideo(video, photo, 1600, 1200, 3, 1);
  browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('Scan with a fake camera showing a table, at 390 × 844', () => {
  it('proposes the play the video shows as the draft, and one tap on Place records it with the engine’s points', async () => {
    const { page, offsite, loaded, workers } = await keptGame(game.actions.slice(0, -1));
    const before = replay([{ type: 'start-round', start: game.start }, ...game.actions.slice(0, -1)]);
    expect(
      loaded.some((u) => /camera-scan|zxing/.test(u)),
      'Scan code before Scan',
    ).toBe(false);
    const n = await actionsShown(page);
    const tapped = Date.now();
    await page.click('[data-action="scan"]');
    await page.locator('#scan[open]').waitFor();
    await shoot(page, 'scan-view');
    const draft = page.locator('[data-draft]');
    await draft.waitFor({ timeout: 15_000 });
    console.log(
      `Scan: the play proposed ${((Date.now() - tapped) / 1000).toFixed(1)} s after the tap (chunk, WebAssembly, camera, readings)`,
    );
    expect(await page.locator('#scan[open]').count(), 'the camera view steps aside with a play read').toBe(0);
    const p = scanned.placement;
    expect(await draft.getAttribute('data-draft-card')).toBe(p.card);
    expect(await draft.getAttribute('data-draft-cell')).toBe(`${p.q},${p.r}`);
    expect(Number(await draft.getAttribute('data-draft-rotation'))).toBe(p.rotation);
    const points = listLegal(rules, before.round!.table, [rules.cardIndex.get(p.card)!], before.round!.bonusAt).find(
      (l) => l.q === p.q && l.r === p.r && l.rotation === p.rotation,
    )!.points;
    expect(await page.textContent('[data-action="place"]')).toBe(`Place +${points}`);
    expect(await page.textContent('#g-message')).toContain(`+${points}`);
    await shoot(page, 'scan-proposed');
    const seat = before.round!.seat;
    const total = Number(await page.getAttribute(`[data-score-seat="${seat}"]`, 'data-total'));
    expect(await actionsShown(page), 'nothing recorded before Place').toBe(n);
    await page.click('[data-action="place"]');
    await expect.poll(() => actionsShown(page)).toBe(n + 1);
    const after = replay([{ type: 'start-round', start: game.start }, ...game.actions]);
    expect(after.round!.points[seat]! - before.round!.points[seat]!).toBe(points);
    expect(Number(await page.getAttribute(`[data-score-seat="${seat}"]`, 'data-total'))).toBe(total + points);
    // The view comes back by itself for the next play, and reads the table as the game now has it.
    const view = page.locator('#scan[open]');
    await expect.poll(() => view.getAttribute('data-scan'), { timeout: 15_000 }).toBe('same');
    // Enter by hand stops the camera; the WebAssembly came from this site, and nothing from anywhere else.
    await keepTracks(page);
    await page.click('[data-action="scan-close"]');
    expect(await view.count()).toBe(0);
    expect(await tracksStopped(page)).toBe(true);
    expect(loaded.some((u) => u.startsWith(server.url) && u.endsWith('.wasm'))).toBe(true);
    // The frames were read in a thread of their own, so the page kept answering taps meanwhile.
    expect(workers.some((u) => /read-worker/.test(u))).toBe(true);
    expect(offsite).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a game where a card lies elsewhere than in the video: the disagreement is shown and nothing is recorded', async () => {
    // The card before the last is recorded on another cell where it is legal too.
    const kept = game.actions.slice(0, -2);
    const moved = game.actions.at(-2)!;
    if (moved.type !== 'place') throw new Error('the moved action must be a play');
    const state = replay([{ type: 'start-round', start: game.start }, ...kept]);
    const elsewhere = listLegal(
      rules,
      state.round!.table,
      [rules.cardIndex.get(moved.placement.card)!],
      state.round!.bonusAt,
    ).find((l) => l.q !== moved.placement.q || l.r !== moved.placement.r)!;
    expect(elsewhere, 'another legal place for the card').toBeDefined();
    const { points: _, ...other } = elsewhere;
    const { page } = await keptGame([...kept, { type: 'place', placement: other as Placement }]);
    const n = await actionsShown(page);
    await page.click('[data-action="scan"]');
    const view = page.locator('#scan[open]');
    await expect.poll(() => view.getAttribute('data-scan'), { timeout: 15_000 }).toBe('disagree');
    // A frame where enough cards are read names the moved card and where the game has it.
    const movedName = cardName(rules, moved.placement.card);
    await expect
      .poll(() => page.textContent('#scan-status'), { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `^The table does not agree with the game, so nothing is recorded: ${movedName} lies .*, but the game has it `,
        ),
      );
    await shoot(page, 'scan-disagree');
    // How the readings go (printed): marks read in the last frame of the 7 in view, and its time.
    const samples: string[] = [];
    for (let i = 0; i < 6; i++) {
      samples.push(
        `${await view.getAttribute('data-scan-cards')} cards in ${await view.getAttribute('data-scan-ms')} ms`,
      );
      await page.waitForTimeout(400);
    }
    console.log(`Scan readings of the 7-card video: ${samples.join(', ')}`);
    expect(samples.every((s) => s.startsWith(`${COUNT} cards`))).toBe(true);
    // The camera view reads well: no serious axe-core violation in light or dark, 44 px buttons.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await findSeriousViolations(page), scheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const small = await page.$$eval('#scan button:not([hidden])', (els) =>
      els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.id),
    );
    expect(small).toEqual([]);
    // Still nothing after more readings; one tap back to entering by hand stops the camera.
    await page.waitForTimeout(1000);
    expect(await page.locator('[data-draft]').count()).toBe(0);
    await keepTracks(page);
    await page.click('[data-action="scan-close"]');
    expect(await view.count()).toBe(0);
    expect(await tracksStopped(page)).toBe(true);
    expect(await actionsShown(page)).toBe(n);
    expect(await phase(page)).toBe('play');
    expect(await page.textContent('#g-message')).toContain('Camera closed');
    // The page hidden (another app, the screen off) stops the camera too.
    await page.click('[data-action="scan"]');
    await expect.poll(() => view.getAttribute('data-scan'), { timeout: 15_000 }).not.toBe('starting');
    await keepTracks(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await view.count()).toBe(0);
    expect(await tracksStopped(page)).toBe(true);
    expect(await actionsShown(page)).toBe(n);
    await page.context().close();
  }, 60_000);
});

describe('Scan when the camera goes away', () => {
  it('says the camera stopped, offers to start it again, and reads the play once it is started', async () => {
    const { page } = await keptGame(game.actions.slice(0, -1));
    await page.click('[data-action="scan"]');
    const view = page.locator('#scan[open]');
    await expect.poll(() => view.getAttribute('data-scan'), { timeout: 15_000 }).not.toBe('starting');
    // The camera taken by another app: its track ends without this page stopping it.
    await keepTracks(page);
    await page.evaluate(() => {
      const video = document.getElementById('scan-video') as HTMLVideoElement;
      (video.srcObject as MediaStream).getVideoTracks()[0]!.dispatchEvent(new Event('ended'));
    });
    await expect.poll(() => view.getAttribute('data-scan')).toBe('error');
    expect(await page.textContent('#scan-status')).toContain('The camera stopped');
    expect(await tracksStopped(page)).toBe(true);
    const again = page.locator('#scan-take');
    expect(await again.isVisible()).toBe(true);
    expect(await again.textContent()).toBe('Start the camera again');
    // No frame is read meanwhile: the message stays.
    await page.waitForTimeout(500);
    expect(await page.textContent('#scan-status')).toContain('The camera stopped');
    await shoot(page, 'scan-camera-lost');
    await again.click();
    await page.locator('[data-draft]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-draft]').getAttribute('data-draft-card')).toBe(scanned.placement.card);
    await page.context().close();
  }, 60_000);
});

describe('Scan of a hand at the end of a round', () => {
  it('lists the cards of the video this player can hold for the selected seat, for one tap', async () => {
    // The round ended after its first play: the video's other five cards are Ana's hand of five.
    const first = game.actions[0]!;
    if (first.type !== 'place') throw new Error('the first action must be a play');
    const { page } = await keptGame([first]);
    await page.click('[data-action="end-round"]');
    await page.click('[data-action="confirm-end"]');
    await expect.poll(() => phase(page)).toBe('hands');
    expect(await page.getAttribute('[data-seat="0"]', 'aria-pressed')).toBe('true');
    await page.click('[data-action="scan-hand"]');
    // Cards read are gathered over the frames: the offer grows until the whole hand is seen.
    await expect
      .poll(() => page.textContent('#scan-status'), { timeout: 20_000 })
      .toMatch(/^Read for Ana: .*\(5; that makes 5, the whole hand\)/);
    const take = page.locator('#scan [data-action="scan-take"]');
    expect(await take.isVisible()).toBe(true);
    expect(await take.textContent()).toBe('List 5 for Ana');
    await shoot(page, 'scan-hand');
    await take.click();
    expect(await page.locator('#scan[open]').count()).toBe(0);
    // Ana's hand is complete: the entry moves on to Ben, as after the last tap of a hand.
    await expect.poll(() => page.textContent('[data-seat="0"]')).toBe('Ana (5/5)');
    await expect.poll(() => page.getAttribute('[data-seat="1"]', 'aria-pressed')).toBe('true');
    await page.click('[data-seat="0"]');
    await expect.poll(() => page.getAttribute('[data-seat="0"]', 'aria-pressed')).toBe('true');
    const listed = () =>
      page.$$eval('[data-listed]', (els) => els.map((e) => e.getAttribute('data-listed') ?? '').sort());
    const table = [game.start, first.placement.card];
    const hand = game.actions.flatMap((a) =>
      a.type === 'place' && !table.includes(a.placement.card) ? [a.placement.card] : [],
    );
    await expect.poll(listed).toEqual(hand.sort());
    expect(await phase(page)).toBe('hands');
    await page.context().close();
  }, 60_000);
});

describe("Scan's code", () => {
  it('is a chunk of its own, its reader in a thread of its own with the decoder’s WebAssembly, sizes printed', () => {
    const { root } = inject('site');
    const files = readdirSync(join(root, '_astro'));
    const chunk = files.find((f) => f.startsWith('camera-scan.') && f.endsWith('.js'));
    const worker = files.find((f) => f.startsWith('read-worker') && f.endsWith('.js'));
    const wasm = files.find((f) => f.startsWith('zxing_reader') && f.endsWith('.wasm'));
    expect(chunk).toBeDefined();
    expect(worker).toBeDefined();
    expect(wasm).toBeDefined();
    // The table reader is the worker's alone: the page's chunk only hands it frames.
    const text = (f: string) => readFileSync(join(root, '_astro', f), 'utf8');
    expect(text(worker!)).toContain('no place on the lattice fits it');
    expect(text(chunk!)).not.toContain('no place on the lattice fits it');
    const gz = (f: string) => gzipSync(readFileSync(join(root, '_astro', f)), { level: 9 }).length;
    const sizes = { page: gz(chunk!), worker: gz(worker!), wasm: gz(wasm!) };
    console.log(
      `Scan chunk: script ${((sizes.page + sizes.worker) / 1024).toFixed(1)} KB gzipped (${(sizes.page / 1024).toFixed(1)} KB on the page, ${(sizes.worker / 1024).toFixed(1)} KB in the reading thread), WebAssembly ${(sizes.wasm / 1024).toFixed(0)} KB gzipped`,
    );
    // 32 KB: the reader by faces (its lattice of white middles) and the view's state as a module of its own came to 30.4;
    // 33 KB since faces are fitted on the marks' lattice and twins (faces drawn the same) are read as a
    // group the game tells apart, which came to 32.0.
    expect(sizes.page + sizes.worker).toBeLessThan(33 * 1024);
    expect(sizes.wasm).toBeLessThan(500 * 1024);
  });
});
